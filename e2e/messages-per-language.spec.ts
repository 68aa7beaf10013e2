import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { postPath } from "../app/lib/content/blog-post";
import { loadAllPostsSync } from "../app/lib/content/posts.server";
import { LOCALES, type Locale, localizePath } from "../app/lib/i18n/locale";
import { expect, test, waitForHydration } from "./fixtures";

/**
 * Issue 36: a page never downloads another language's messages. Each language is its own build
 * (scripts/build/build-site.mjs), whose messages compile to that language's strings alone. A
 * visitor opens each page in each language, scrolls it to the end (the lazy islands load as they
 * come near) and opens the command palette; no script the browser downloaded may hold a message
 * of another language's catalogue, as the compiler writes it: the whole text in a template
 * literal, placeholders as `${…}`. The lines that invite a reader to a language, in that
 * language, are not messages (app/lib/i18n/invitations.ts). A text that a content module or
 * React Router also holds word for word ("Message Sent!" is a form result page's title too) is
 * left out: there the scan could not tell a message from the other.
 */

/** Where a message's words may also stand for other reasons: the owner's content, the content code and React Router. */
function sourcesBesideMessages(): string {
  const files = (dir: string, ext: RegExp): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name), ext) : ext.test(e.name) ? [join(dir, e.name)] : []));
  return [
    ...files("content", /\.ya?ml$/),
    ...files(join("app", "lib", "content"), /\.m?[jt]s$/),
    ...files(join("node_modules", "react-router", "dist", "production"), /\.m?[jt]s$/),
  ]
    .map((f) => readFileSync(f, "utf8"))
    .join("\n");
}

// A post page too: one with a live figure (an island with messages of its own), if a post has one.
const published = loadAllPostsSync().filter((p) => p.status === "Published" && p.lang === "en");
const POST = postPath((published.find((p) => p.body.some((part) => "figure" in part)) ?? published[0]!).slug);
const PAGES = ["/", "/about", "/portfolio", "/blog", "/services", "/contact", "/lab", POST];

/** Each language's messages as compiled code would hold them, leaving out texts another language shares. */
function compiledMessages(): Record<Locale, RegExp[]> {
  const texts = Object.fromEntries(LOCALES.map((l) => [l, new Set<string>()])) as Record<Locale, Set<string>>;
  for (const area of readdirSync("messages")) {
    for (const locale of LOCALES) {
      const catalogue = JSON.parse(readFileSync(join("messages", area, `${locale}.json`), "utf8")) as Record<string, unknown>;
      for (const [key, value] of Object.entries(catalogue)) if (key !== "$schema" && typeof value === "string") texts[locale].add(value);
    }
  }
  const elsewhere = sourcesBesideMessages();
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const own = [...texts[locale]].filter((text) => LOCALES.every((l) => l === locale || !texts[l].has(text)) && !elsewhere.includes(text));
      return [locale, own.filter(distinctive).map((text) => new RegExp(`\`${text.split(/\{[^}]*\}/).map(escape).join("\\$\\{[^`]*?\\}")}\``))];
    }),
  ) as Record<Locale, RegExp[]>;
}

/**
 * Long enough not to be a word code uses as a key as well ("light", "Optimization", a field's
 * `name`): two words or more outside the placeholders.
 */
function distinctive(text: string): boolean {
  return text.replace(/\{[^}]*\}/g, " ").split(/\s+/).filter((word) => /\p{L}/u.test(word)).length >= 2;
}

const messages = compiledMessages();

/** Every script the page downloads while a visitor reads it to the end and opens the palette. */
async function scriptsOfVisit(page: Page, path: string): Promise<string[]> {
  const scripts: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script" || response.url().endsWith(".js")) scripts.push(response.text().catch(() => ""));
  });
  await page.goto(path);
  await waitForHydration(page);
  // Down to the end, a screen at a time.
  const atEnd = () => page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1);
  for (let screen = 0; screen < 20 && !(await atEnd()); screen++) {
    await page.mouse.wheel(0, 900);
    await page.waitForTimeout(150);
  }
  await page.keyboard.press("Control+Shift+P");
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.waitForLoadState("networkidle");
  return Promise.all(scripts);
}

for (const locale of LOCALES) {
  test(`${locale} pages download none of another language's messages`, async ({ page }) => {
    test.setTimeout(120_000);
    const foreign = LOCALES.filter((l) => l !== locale).flatMap((l) => messages[l]);
    for (const path of PAGES.map((p) => localizePath(p, locale))) {
      // The English post's Swedish page has another name; its own English page is enough.
      if (locale !== "en" && path.startsWith(localizePath("/blog/", locale))) continue;
      const code = (await scriptsOfVisit(page, path)).join("\n");
      // The scan sees this language's own messages, so it would see another's.
      expect(messages[locale].filter((re) => re.test(code)).length, `${path}: own messages found`).toBeGreaterThan(20);
      expect(foreign.filter((re) => re.test(code)).map(String), path).toEqual([]);
      page.removeAllListeners("response");
    }
  });
}
