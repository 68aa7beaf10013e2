import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { loadOwnerData } from "../app/lib/content/data.server";
import { type ConsoleGuard, expect, expectNoAxeViolations, test, useStoredTheme } from "./fixtures";
import { LOCALES, type Locale, at, escapeRegExp, wordsOf } from "./locales";

/**
 * Both forms with JavaScript, in each language (issue 57 merged e2e/sv-forms.spec.ts in): what
 * only a browser shows. A post reaches the server's local inbox with the page's language, a
 * network failure keeps what the visitor typed, the words are the language's. The forms' states
 * (the button while sending, the 5 s message, one post per click, the payload) are unit-tested
 * in app/features/forms/ (forms.test.tsx, form-machine.test.ts, form-client.test.ts,
 * payloads.test.ts); without JavaScript, in e2e/no-js.spec.ts.
 */

const INBOX = join(`${process.env.E2E_OUTPUT || "test-results"}-inbox`, "form-submissions.jsonl");

async function storedLine(match: (line: Record<string, string>) => boolean): Promise<Record<string, string> | undefined> {
  const text = await readFile(INBOX, "utf8").catch(() => "");
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, string>)
    .find(match);
}

/** A unique marker per test run, so parallel tests find their own line. */
const marker = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** A page not in English sends its language; an English one the specification's payload exactly. */
const expectLanguageOf = (line: Record<string, string> | undefined, locale: Locale) => expect(line?.lang).toBe(locale === "en" ? undefined : locale);

/** Waits until React has hydrated, so submit handlers are attached. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => {
    const form = document.querySelector("main form");
    return form !== null && Object.keys(form).some((k) => k.startsWith("__reactFiber"));
  });
}

/** The form endpoint as an offline visitor meets it. */
async function goOffline(page: Page, guard: ConsoleGuard) {
  guard.allow(/Failed to load resource/, /net::ERR_FAILED/);
  await page.route("**/api/forms", (route) => route.abort("failed"));
}

const validity = (field: Locator) => field.evaluate((el: HTMLInputElement | HTMLTextAreaElement) => ({ missing: el.validity.valueMissing, mismatch: el.validity.typeMismatch }));

function contactIn(page: Page, locale: Locale) {
  const t = wordsOf(locale);
  const field = (key: "name" | "email" | "message") => page.getByRole("textbox", { name: t(`forms_field_${key}`), exact: true });
  const values = { name: "Ada Lovelace", email: "ada@example.com", message: `A UIC 406 study of our line, please. ${marker()}` };
  return {
    t,
    field,
    values,
    send: page.getByRole("button", { name: t("forms_send") }),
    async fill() {
      for (const [key, value] of Object.entries(values)) await field(key as keyof typeof values).fill(value);
    },
    /** The failure, its words split around the link to the owner's e-mail. */
    failure: `${t("forms_contact_failure_lead")} ${t("forms_contact_failure_link")}${t("forms_contact_failure_end")}`,
  };
}

for (const locale of LOCALES) {
  const t = wordsOf(locale);

  test.describe(`the forms (${locale})`, () => {
    test("the newsletter: refused by the browser when malformed, kept when the network fails, then sent to the inbox", async ({ page, consoleGuard }) => {
      const address = `newsletter-${marker()}@example.com`;
      await open(page, at(locale, "/blog"));
      const region = page.getByRole("region", { name: t("forms_newsletter_heading") });
      const email = region.getByRole("textbox", { name: t("forms_newsletter_email_label") });
      const subscribe = region.getByRole("button", { name: t("forms_subscribe") });
      const message = region.getByRole("status");
      await expect(email).toHaveAttribute("placeholder", t("forms_email_placeholder"));

      // The browser's own checks come first: nothing is posted.
      const posted: string[] = [];
      page.on("request", (r) => r.url().endsWith("/api/forms") && posted.push(r.url()));
      await subscribe.click();
      expect(await validity(email)).toEqual({ missing: true, mismatch: false });
      await email.fill("not-an-address");
      await subscribe.click();
      expect(await validity(email)).toEqual({ missing: false, mismatch: true });
      expect(posted).toEqual([]);

      await goOffline(page, consoleGuard);
      await email.fill(address);
      await subscribe.click();
      await expect(message).toHaveText(t("forms_newsletter_failure"));
      await expect(email).toHaveValue(address);
      await expect(subscribe).toBeEnabled();

      await page.unroute("**/api/forms");
      const response = page.waitForResponse("**/api/forms");
      await subscribe.click();
      expect((await response).status()).toBe(200);
      await expect(message).toHaveText(t("forms_newsletter_success"));
      await expect(email).toHaveValue("");
      const line = await storedLine((l) => l.email === address);
      expect(line).toMatchObject({ form: "newsletter", email: address, _replyto: address });
      expectLanguageOf(line, locale);
    });

    test("the contact page: its JSON form and side cards; a network failure keeps every value, then the message reaches the inbox", async ({ page, consoleGuard }) => {
      const owner = loadOwnerData(locale);
      const contact = contactIn(page, locale);
      const { field, values, send } = contact;
      // No sideways scroll on a phone; on a desktop the form keeps a readable width.
      await page.setViewportSize({ width: 375, height: 812 });
      await open(page, at(locale, "/contact"));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await page.setViewportSize({ width: 1440, height: 900 });
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      const form = page.getByRole("form", { name: t("forms_contact_label") });
      for (const key of ["name", "email", "message"] as const) {
        await expect(form).toContainText(`"${t(`forms_key_${key}`)}":`);
        await expect(field(key)).toHaveAttribute("required", "");
      }
      await expect(field("email")).toHaveAttribute("type", "email");
      expect((await form.boundingBox())?.width ?? Infinity).toBeLessThanOrEqual(600);

      const aside = page.getByRole("complementary", { name: t("contact_side_label") });
      const quick = aside.getByRole("region", { name: t("contact_quick_connect") });
      for (const item of owner.quickConnect) {
        if (!item.href) {
          await expect(quick).toContainText(item.label);
          await expect(quick).toContainText(item.value);
          continue;
        }
        const link = quick.getByRole("link", { name: new RegExp(escapeRegExp(item.label)) });
        await expect(link).toHaveAttribute("href", item.href);
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", /(?=.*\bnoopener\b)(?=.*\bnoreferrer\b)/);
      }
      await expect(aside.getByRole("region", { name: t("contact_availability") }).getByRole("listitem")).toHaveText([...owner.contactAvailability.badges]);
      await expect(aside.getByRole("region", { name: t("contact_response_time") }).getByRole("definition")).toHaveText(owner.responseTimes.map((r) => r.time));

      // The browser's own checks come first: nothing is posted.
      const posted: string[] = [];
      page.on("request", (r) => r.url().endsWith("/api/forms") && posted.push(r.url()));
      await send.click();
      expect((await validity(field("name"))).missing).toBe(true);
      await contact.fill();
      await field("email").fill("ada.example.com");
      await send.click();
      expect((await validity(field("email"))).mismatch).toBe(true);
      expect(posted).toEqual([]);

      await goOffline(page, consoleGuard);
      await field("email").fill(values.email);
      await send.click();
      const alert = page.getByRole("alert");
      await expect(alert).toHaveText(contact.failure);
      await expect(alert.getByRole("link", { name: t("forms_contact_failure_link") })).toHaveAttribute("href", `mailto:${owner.site.email}`);
      for (const [key, value] of Object.entries(values)) await expect(field(key as keyof typeof values)).toHaveValue(value);
      // Above the button, where the eye is after a click.
      const [alertBox, buttonBox] = await Promise.all([alert.boundingBox(), send.boundingBox()]);
      expect(alertBox!.y + alertBox!.height).toBeLessThanOrEqual(buttonBox!.y);
      await expect(send).toBeEnabled();

      await page.unroute("**/api/forms");
      const response = page.waitForResponse("**/api/forms");
      await send.click();
      expect((await response).status()).toBe(200);
      const confirmation = page.getByRole("status").filter({ hasText: t("forms_contact_success_title") });
      await expect(confirmation).toHaveText(`${t("forms_contact_success_title")} ${t("forms_contact_success_body")}`);
      await expect(confirmation).toBeFocused();
      const line = await storedLine((l) => l.message === values.message);
      expect(line).toMatchObject({ form: "contact", name: values.name, email: values.email, _subject: `New contact form submission from ${values.name}` });
      expectLanguageOf(line, locale);
    });
  });
}

// One language a theme: the form and its alert are the same parts in both, their colours the
// same in both languages. One Swedish page of each route is axe-checked in the dark theme in languages.spec.ts.
for (const [theme, locale] of [["dark", "en"], ["light", "sv"]] as const) {
  test(`the contact page (${locale}) has no axe violations in the ${theme} theme, nor with the failure shown`, async ({ page, consoleGuard }) => {
    // An axe run takes 5–10 s when the machine is shared; 30 s is too short for two or three.
    test.setTimeout(60_000);
    await useStoredTheme(page, theme);
    const contact = contactIn(page, locale);
    await open(page, at(locale, "/contact"));
    await expectNoAxeViolations(page);
    await goOffline(page, consoleGuard);
    await contact.fill();
    await contact.send.click();
    await expect(page.getByRole("alert")).toHaveText(contact.failure);
    await expectNoAxeViolations(page);
  });
}
