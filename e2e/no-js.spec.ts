import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import * as enHome from "../app/lib/content/home";
import * as svHome from "../app/lib/content/sv/home";
import { resultFor } from "../app/features/forms/result-for";
import { formResults } from "../app/lib/content/form-results";
import { expect, expectNoAxeViolations, test, useStoredTheme } from "./fixtures";
import { LOCALES, at, escapeRegExp, wordsOf } from "./locales";

// Both forms work with JavaScript off, in each language (issue 57 merged the no-JS tests of
// e2e/sv-forms.spec.ts in): the browser posts them to the local inbox of the test server (its
// folder is set in playwright.config.ts), which answers 303 to a result page of the form's
// language. A refused address first (the browser's e-mail check lets a dotless domain through;
// the inbox does not), then the way back, then a good one.

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

async function submitAndWait(page: Page, button: string, path: string) {
  await Promise.all([page.waitForURL((url) => url.pathname === path), page.getByRole("button", { name: button }).click()]);
}

for (const locale of LOCALES) {
  const t = wordsOf(locale);
  /** A result page of this language: its title, its way back (app/lib/content/form-results.ts). */
  const result = (path: string) => resultFor(at(locale, path));
  async function expectResult(page: Page, path: string) {
    const { title, back } = result(path);
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(title)}`));
    await expect(page.getByRole("main").getByRole("link", { name: back.label })).toHaveAttribute("href", at(locale, back.path));
  }
  /** The "wait" page over the inbox's rate limit (server/form-inbox-limits.test.js shows the inbox sending a post there). */
  async function expectWaitPage(page: Page, path: string, failure: string) {
    await page.goto(at(locale, path));
    await expect(page.getByRole("alert")).toHaveText(failure);
    await expect(page.getByText(t("forms_wait_line"))).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expectResult(page, path);
  }

  test.describe(`the forms without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false });

    test("the contact form: a refused address stores nothing, a good one lands on the confirmation and is stored; the wait page", async ({ page }) => {
      const field = (key: "name" | "email" | "message") => page.getByRole("textbox", { name: t(`forms_field_${key}`), exact: true });
      const failure = `${t("forms_contact_failure_lead")} ${t("forms_contact_failure_link")}${t("forms_contact_failure_end")}`;
      const refused = `Refused ${marker()}`;
      await page.goto(at(locale, "/contact"));
      await field("name").fill("Ada");
      await field("email").fill("ada@localhost");
      await field("message").fill(refused);
      await submitAndWait(page, t("forms_send"), at(locale, "/contact/failed"));
      expect(page.url()).toMatch(/\?error=invalid$/);
      await expect(page.getByRole("alert")).toHaveText(failure);
      await expect(page.getByRole("link", { name: t("forms_contact_failure_link") })).toHaveAttribute("href", /^mailto:/);
      await expectResult(page, "/contact/failed");

      const message = `No-JS message ${marker()}\nSecond line: Göteborg–Malmö, 100 % & more.`;
      await page.getByRole("main").getByRole("link", { name: result("/contact/failed").back.label }).click();
      await field("name").fill("Ada Lovelace");
      await field("email").fill("ada@example.com");
      await field("message").fill(message);
      await submitAndWait(page, t("forms_send"), at(locale, "/contact/sent"));
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("forms_contact_success_title"));
      await expect(page.getByRole("status")).toHaveText(t("forms_contact_success_body"));
      await expectResult(page, "/contact/sent");
      await expect(page.getByRole("contentinfo")).toContainText("contact.json");

      const lines = await storedLines();
      expect(lines.some((l) => l.message?.includes(refused))).toBe(false);
      const line = lines.find((l) => l.message?.startsWith(message.split("\n")[0]!));
      expect(line).toMatchObject({
        form: "contact",
        name: "Ada Lovelace",
        email: "ada@example.com",
        // Textareas submit line breaks as CRLF.
        message: message.replace(/\n/g, "\r\n"),
        _subject: "New contact form submission",
      });
      expect(line).not.toHaveProperty("_next");
      expect(line?.lang).toBe(locale === "en" ? undefined : locale);

      await expectWaitPage(page, "/contact/wait", failure);
    });

    test("the newsletter form: a refused address shows the failure, a good one lands on the confirmation and is stored; the wait page", async ({ page }) => {
      const email = page.getByRole("textbox", { name: t("forms_newsletter_email_label") });
      await page.goto(at(locale, "/blog"));
      await email.fill("ada@localhost");
      await submitAndWait(page, t("forms_subscribe"), at(locale, "/blog/subscribe-failed"));
      expect(page.url()).toMatch(/\?error=invalid$/);
      await expect(page.getByRole("alert")).toHaveText(t("forms_newsletter_failure"));
      await expectResult(page, "/blog/subscribe-failed");

      const address = `nojs-${marker()}@example.com`;
      await page.getByRole("main").getByRole("link", { name: result("/blog/subscribe-failed").back.label }).click();
      await email.fill(address);
      await submitAndWait(page, t("forms_subscribe"), at(locale, "/blog/subscribed"));
      await expect(page.getByRole("status")).toHaveText(t("forms_newsletter_success"));
      await expectResult(page, "/blog/subscribed");
      const line = (await storedLines()).find((l) => l.email === address);
      expect(line).toMatchObject({ form: "newsletter", email: address, _subject: "Newsletter Subscription Request", message: expect.stringContaining("newsletter") });
      expect(line?.lang).toBe(locale === "en" ? undefined : locale);

      await expectWaitPage(page, "/blog/subscribe-wait", t("forms_newsletter_failure"));
    });
  });
}

// A Swedish result page is axe-checked in the dark theme in e2e/languages.spec.ts.
for (const theme of ["dark", "light"] as const) {
  test(`the result pages have no axe violations in the ${theme} theme`, async ({ page }) => {
    // Six pages, an axe run each: 30 s is too short when the machine is shared (seen twice).
    test.setTimeout(90_000);
    await useStoredTheme(page, theme);
    for (const { path } of formResults) {
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
