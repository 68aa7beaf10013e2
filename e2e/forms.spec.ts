import type { Page, Request, Route } from "@playwright/test";
import { type ConsoleGuard, expect, expectNoAxeViolations, test, useStoredTheme } from "./fixtures";

const NEWSLETTER_OK = "Thanks for subscribing! You'll receive updates about new posts.";
const NEWSLETTER_FAIL = "Subscription failed. Please try again later.";
const CONTACT_OK = "Message Sent! Thanks for reaching out. I'll get back to you within 24 hours.";
const CONTACT_FAIL = "Failed to send message. Please try again or email me directly.";

type Answer = "ok" | "500" | "abort";

/** Intercepts the form endpoint; answers when `release()` is called (or at once). */
async function interceptForms(page: Page, answer: Answer, { held = false } = {}) {
  const requests: Request[] = [];
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  if (!held) release();
  await page.route("**/api/forms", async (route: Route) => {
    requests.push(route.request());
    await gate;
    if (answer === "abort") await route.abort("failed");
    else await route.fulfill({ status: answer === "ok" ? 200 : 500, json: { ok: answer === "ok" } });
  });
  return { requests, release };
}

/** Waits until React has hydrated, so submit handlers are attached. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => {
    const form = document.querySelector("main form");
    return form !== null && Object.keys(form).some((k) => k.startsWith("__reactFiber"));
  });
}

function allowFailedRequests(guard: ConsoleGuard) {
  guard.allow(/Failed to load resource/, /net::ERR_FAILED/);
}

test.describe("newsletter", () => {
  const email = (page: Page) => page.getByRole("textbox", { name: "Email address" });
  const subscribe = (page: Page) => page.getByRole("button", { name: /^(Subscribe|Subscribing\.\.\.)$/ });
  const message = (page: Page) => page.getByRole("region", { name: "Stay Updated" }).getByRole("status");

  test("subscribes: payload, button state, message, emptied field, message gone after 5 s", async ({ page }) => {
    await page.clock.install({ time: new Date("2025-03-12T08:00:00Z") });
    const forms = await interceptForms(page, "ok", { held: true });
    await open(page, "/blog");
    await page.clock.pauseAt(new Date("2025-03-12T08:01:00Z"));

    await email(page).fill("ada@example.com");
    await subscribe(page).click();
    await expect(subscribe(page)).toHaveText("Subscribing...");
    await expect(subscribe(page)).toBeDisabled();
    // A second Enter while the first is in flight does not send again.
    await email(page).press("Enter");

    expect(forms.requests).toHaveLength(1);
    const request = forms.requests[0]!;
    expect(request.method()).toBe("POST");
    expect(request.headers()["content-type"]).toBe("application/json");
    expect(request.headers()["accept"]).toBe("application/json");
    expect(request.postDataJSON()).toEqual({
      email: "ada@example.com",
      _subject: "Newsletter Subscription Request",
      message: expect.stringContaining("newsletter"),
      _replyto: "ada@example.com",
    });

    forms.release();
    await expect(message(page)).toHaveText(NEWSLETTER_OK);
    await expect(email(page)).toHaveValue("");
    await expect(subscribe(page)).toHaveText("Subscribe");
    expect(forms.requests).toHaveLength(1);

    await page.clock.runFor(4900);
    await expect(message(page)).toHaveText(NEWSLETTER_OK);
    await page.clock.runFor(200);
    await expect(message(page)).toHaveText("");
  });

  for (const answer of ["500", "abort"] as const) {
    test(`shows the failure and keeps the value (${answer === "500" ? "non-ok answer" : "network error"})`, async ({
      page,
      consoleGuard,
    }) => {
      allowFailedRequests(consoleGuard);
      await interceptForms(page, answer);
      await open(page, "/blog");
      await email(page).fill("ada@example.com");
      await subscribe(page).click();
      await expect(message(page)).toHaveText(NEWSLETTER_FAIL);
        await expect(email(page)).toHaveValue("ada@example.com");
      await expect(subscribe(page)).toBeEnabled();
    });
  }

  test("a slow answer keeps the button disabled until it arrives", async ({ page }) => {
    const forms = await interceptForms(page, "ok", { held: true });
    await open(page, "/blog");
    await email(page).fill("ada@example.com");
    await subscribe(page).click();
    await page.waitForTimeout(1500);
    await expect(subscribe(page)).toHaveText("Subscribing...");
    await expect(subscribe(page)).toBeDisabled();
    await expect(message(page)).toHaveText("");
    forms.release();
    await expect(message(page)).toHaveText(NEWSLETTER_OK);
    expect(forms.requests).toHaveLength(1);
  });

  test("an empty or malformed address is not sent", async ({ page }) => {
    const forms = await interceptForms(page, "ok");
    await open(page, "/blog");
    await subscribe(page).click();
    expect(await email(page).evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    await email(page).fill("not-an-address");
    await subscribe(page).click();
    expect(await email(page).evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
    await page.waitForTimeout(300);
    expect(forms.requests).toHaveLength(0);
    await expect(message(page)).toHaveText("");
  });
});

test.describe("contact form", () => {
  const field = (page: Page, name: "Name" | "Email" | "Message") => page.getByRole("textbox", { name, exact: true });
  const send = (page: Page) => page.getByRole("button", { name: /^(Send Message|Sending\.\.\.)$/ });
  const values = { Name: "Ada Lovelace", Email: "ada@example.com", Message: "We need a UIC 406 study of our line." };

  async function fill(page: Page) {
    for (const [name, value] of Object.entries(values)) await field(page, name as keyof typeof values).fill(value);
  }

  test("is a JSON object with labelled, required fields", async ({ page }) => {
    await open(page, "/contact");
    const form = page.getByRole("form", { name: "Contact form" });
    await expect(form).toContainText('{');
    await expect(form).toContainText('"name":');
    await expect(form).toContainText('"message":');
    await expect(form).toContainText('}');
    for (const name of ["Name", "Email", "Message"] as const) await expect(field(page, name)).toHaveAttribute("required", "");
    await expect(field(page, "Email")).toHaveAttribute("type", "email");
    await expect(field(page, "Message")).toHaveAttribute("rows", "6");
    const box = await form.boundingBox();
    expect(box?.width ?? Infinity).toBeLessThanOrEqual(600);
  });

  test("sends: payload, button state, confirmation for 5 s, then the empty form", async ({ page }) => {
    await page.clock.install({ time: new Date("2025-03-12T08:00:00Z") });
    const forms = await interceptForms(page, "ok", { held: true });
    await open(page, "/contact");
    await page.clock.pauseAt(new Date("2025-03-12T08:01:00Z"));
    await fill(page);
    await send(page).click();
    await expect(send(page)).toHaveText("Sending...");
    await expect(send(page)).toBeDisabled();
    await field(page, "Name").press("Enter");
    expect(forms.requests).toHaveLength(1);
    const request = forms.requests[0]!;
    expect(request.headers()["content-type"]).toBe("application/json");
    expect(request.headers()["accept"]).toBe("application/json");
    expect(request.postDataJSON()).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      message: "We need a UIC 406 study of our line.",
      _subject: "New contact form submission from Ada Lovelace",
      _replyto: "ada@example.com",
    });

    forms.release();
    const confirmation = page.getByRole("status").filter({ hasText: "Message Sent!" });
    await expect(confirmation).toHaveText(CONTACT_OK);
    await expect(confirmation).toBeFocused();
    await page.clock.runFor(4900);
    await expect(confirmation).toBeVisible();
    await page.clock.runFor(200);
    await expect(confirmation).toBeHidden();
    for (const name of ["Name", "Email", "Message"] as const) await expect(field(page, name)).toHaveValue("");
    await expect(send(page)).toHaveText("Send Message");
  });

  for (const answer of ["500", "abort"] as const) {
    test(`keeps every value and shows the error above the button (${answer === "500" ? "non-ok answer" : "network error"})`, async ({
      page,
      consoleGuard,
    }) => {
      allowFailedRequests(consoleGuard);
      await interceptForms(page, answer);
      await open(page, "/contact");
      await fill(page);
      await send(page).click();
      const alert = page.getByRole("alert");
      await expect(alert).toHaveText(CONTACT_FAIL);
      await expect(alert.getByRole("link", { name: "email me directly" })).toHaveAttribute("href", /^mailto:/);
      for (const [name, value] of Object.entries(values)) await expect(field(page, name as keyof typeof values)).toHaveValue(value);
      const [alertBox, buttonBox] = await Promise.all([alert.boundingBox(), send(page).boundingBox()]);
      expect(alertBox!.y + alertBox!.height).toBeLessThanOrEqual(buttonBox!.y);
      await expect(send(page)).toBeEnabled();
      await expectNoAxeViolations(page);
    });
  }

  test("a slow answer keeps the button disabled and the values in place", async ({ page }) => {
    const forms = await interceptForms(page, "ok", { held: true });
    await open(page, "/contact");
    await fill(page);
    await send(page).click();
    await page.waitForTimeout(1500);
    await expect(send(page)).toHaveText("Sending...");
    await expect(send(page)).toBeDisabled();
    await expect(field(page, "Message")).toHaveValue(values.Message);
    forms.release();
    await expect(page.getByRole("status").filter({ hasText: "Message Sent!" })).toBeVisible();
    expect(forms.requests).toHaveLength(1);
  });

  test("missing fields or a malformed e-mail block sending", async ({ page }) => {
    const forms = await interceptForms(page, "ok");
    await open(page, "/contact");
    await send(page).click();
    expect(await field(page, "Name").evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    await fill(page);
    await field(page, "Message").fill("");
    await send(page).click();
    expect(await field(page, "Message").evaluate((el: HTMLTextAreaElement) => el.validity.valueMissing)).toBe(true);
    await field(page, "Message").fill("Hello");
    await field(page, "Email").fill("ada.example.com");
    await send(page).click();
    expect(await field(page, "Email").evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
    await page.waitForTimeout(300);
    expect(forms.requests).toHaveLength(0);
  });

  test("reaches the local inbox of the server when nothing intercepts it", async ({ page }) => {
    await open(page, "/contact");
    await fill(page);
    const response = page.waitForResponse("**/api/forms");
    await send(page).click();
    expect((await response).status()).toBe(200);
    await expect(page.getByRole("status").filter({ hasText: "Message Sent!" })).toBeVisible();
  });
});

for (const theme of ["dark", "light"] as const) {
  test(`contact page has no axe violations in ${theme} theme`, async ({ page }) => {
    await useStoredTheme(page, theme);
    await open(page, "/contact");
    await expectNoAxeViolations(page);
  });
}

test("the contact page does not scroll sideways at 375 px", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await open(page, "/contact");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
