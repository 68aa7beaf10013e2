import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import * as enHome from "../app/lib/content/home";
import * as svHome from "../app/lib/content/sv/home";
import { WAIT_LINE } from "../app/features/forms/form-result-page";
import { expect, expectNoAxeViolations, test, useStoredTheme } from "./fixtures";

// Both forms work with JavaScript off: the browser posts them to the local inbox of the test
// server (its folder is set in playwright.config.ts), which answers 303 to a result page.

const INBOX = join(`${process.env.E2E_OUTPUT || "test-results"}-inbox`, "form-submissions.jsonl");

async function storedLines(): Promise<Record<string, string>[]> {
  const text = await readFile(INBOX, "utf8").catch(() => "");
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/** A unique marker per test run, so parallel tests find their own line. */
const marker = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

async function submitAndWait(page: Page, button: string, path: RegExp) {
  await Promise.all([page.waitForURL(path), page.getByRole("button", { name: button }).click()]);
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form is sent without JavaScript: confirmation page and stored line", async ({ page }) => {
    const id = marker();
    const message = `No-JS message ${id}\nSecond line: Göteborg–Malmö, 100 % & more.`;
    await page.goto("/contact");
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Ada Lovelace");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("ada@example.com");
    await page.getByRole("textbox", { name: "Message", exact: true }).fill(message);
    await submitAndWait(page, "Send Message", /\/contact\/sent$/);

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Message Sent!");
    await expect(page.getByRole("status")).toHaveText("Thanks for reaching out. I'll get back to you within 24 hours.");
    await expect(page.getByRole("link", { name: "Back to contact" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("contentinfo")).toContainText("contact.json");

    const line = (await storedLines()).find((l) => l.message?.includes(id));
    expect(line).toMatchObject({
      form: "contact",
      name: "Ada Lovelace",
      email: "ada@example.com",
      // Textareas submit line breaks as CRLF.
      message: message.replace(/\n/g, "\r\n"),
      _subject: "New contact form submission",
    });
    expect(line).not.toHaveProperty("_next");
  });

  test("the newsletter form is sent without JavaScript: confirmation page and stored line", async ({ page }) => {
    const email = `nojs-${marker()}@example.com`;
    await page.goto("/blog");
    await page.getByRole("textbox", { name: "Email address" }).fill(email);
    await submitAndWait(page, "Subscribe", /\/blog\/subscribed$/);

    await expect(page.getByRole("status")).toHaveText("Thanks for subscribing! You'll receive updates about new posts.");
    await expect(page.getByRole("link", { name: "Back to the blog" })).toHaveAttribute("href", "/blog");
    expect((await storedLines()).find((l) => l.email === email)).toMatchObject({
      form: "newsletter",
      email,
      _subject: "Newsletter Subscription Request",
      message: expect.stringContaining("newsletter"),
    });
  });

  test("an address the server refuses shows the contact failure text and stores nothing", async ({ page }) => {
    const id = marker();
    await page.goto("/contact");
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Ada");
    // The browser's e-mail check lets a dotless domain through; the inbox does not.
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("ada@localhost");
    await page.getByRole("textbox", { name: "Message", exact: true }).fill(`Refused ${id}`);
    await submitAndWait(page, "Send Message", /\/contact\/failed\?error=invalid$/);

    await expect(page.getByRole("alert")).toHaveText("Failed to send message. Please try again or email me directly.");
    await expect(page.getByRole("link", { name: "email me directly" })).toHaveAttribute("href", /^mailto:/);
    await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/contact");
    expect((await storedLines()).some((l) => l.message?.includes(id))).toBe(false);
  });

  test("a refused newsletter address shows the newsletter failure text", async ({ page }) => {
    await page.goto("/blog");
    await page.getByRole("textbox", { name: "Email address" }).fill("ada@localhost");
    await submitAndWait(page, "Subscribe", /\/blog\/subscribe-failed\?error=invalid$/);
    await expect(page.getByRole("alert")).toHaveText("Subscription failed. Please try again later.");
  });
});

test.describe("over the inbox's rate limit", () => {
  test.use({ javaScriptEnabled: false });
  // server/form-inbox-limits.test.js shows the inbox sending a native post over its limit here.
  for (const [path, failure, back] of [
    ["/contact/wait", "Failed to send message. Please try again or email me directly.", "/contact"],
    ["/blog/subscribe-wait", "Subscription failed. Please try again later.", "/blog"],
  ] as const) {
    test(`${path} says to wait, without JavaScript`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("alert")).toHaveText(failure);
      await expect(page.getByText(WAIT_LINE)).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expect(page.getByRole("main").getByRole("link", { name: /^Back to/ })).toHaveAttribute("href", back);
    });
  }
});

for (const theme of ["dark", "light"] as const) {
  test(`the result pages have no axe violations in the ${theme} theme`, async ({ page }) => {
    // Six pages, an axe run each: 30 s is too short when the machine is shared (seen twice).
    test.setTimeout(90_000);
    await useStoredTheme(page, theme);
    for (const path of ["/contact/sent", "/contact/failed", "/contact/wait", "/blog/subscribed", "/blog/subscribe-failed", "/blog/subscribe-wait"]) {
      await page.goto(path);
      await expectNoAxeViolations(page);
    }
  });
}

test.describe("the home page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // Everything but the live widgets is in the HTML, in the page's language (issue 36).
  for (const { path, lang, heading, chips, cards, welcome, stopped, commands, terminal } of [
    {
      path: "/",
      lang: "en",
      heading: /^Hi, I'm /,
      chips: "Core skills",
      cards: enHome.featureCards.map((c) => c.title),
      welcome: "Type 'help' to see the available commands.",
      stopped: "Stopped",
      commands: { name: "Terminal commands", descriptions: enHome.terminalCommands.map((c) => c.description) },
      terminal: "Terminal command",
    },
    {
      path: "/sv",
      lang: "sv",
      heading: /^Hej, jag heter /,
      chips: "Kärnkompetenser",
      cards: svHome.featureCards.map((c) => c.title),
      welcome: "Skriv 'help' eller 'hjälp' för att se de tillgängliga kommandona.",
      stopped: "Stoppad",
      commands: { name: "Terminalens kommandon", descriptions: svHome.terminalCommands.map((c) => c.description) },
      terminal: "Terminalkommando",
    },
  ]) {
    test(`${path} shows its content, and its Terminal button jumps to the terminal`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      const home = lang === "sv" ? svHome : enHome;
      await expect(page.getByTestId("typing-text")).toHaveText(home.taglines[0]!);
      await expect(page.getByRole("list", { name: chips }).getByRole("listitem")).toHaveText([...home.skillChips]);
      await expect(page.getByRole("img", { name: home.heroGraph.title })).toBeVisible();
      await expect(page.getByRole("heading", { level: 3 })).toHaveText(cards);
      await expect(page.getByRole("log")).toContainText(welcome);
      await expect(page.getByText(stopped, { exact: true })).toBeVisible();
      await expect(page.getByRole("region", { name: commands.name }).locator("dd")).toHaveText(commands.descriptions);
      await page.getByRole("link", { name: "Terminal", exact: true }).click();
      await expect(page).toHaveURL(`${path}#terminal`);
      await expect(page.getByRole("textbox", { name: terminal })).toBeInViewport();
    });
  }
});
