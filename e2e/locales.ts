import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type Locator, expect } from "@playwright/test";
import { INTL_LOCALE, LOCALES, type Locale, localizePath, otherLocale } from "../app/lib/i18n/locale";

/**
 * What a browser test needs to run in every language (issue 57): the words come from the message
 * catalogues (`messages/<area>/<locale>.json`), as the pages' own do, so a test is written once
 * and a wrong word on a page still fails it.
 */
export { LOCALES, type Locale, localizePath, otherLocale };

/** A message with variants (inlang's message format): a plural, as `portfolio_count_unit`. */
type Variants = [{ declarations: string[]; selectors: string[]; match: Record<string, string> }];
type Message = string | Variants;
const catalogues = new Map<Locale, Record<string, Message>>();

function catalogue(locale: Locale): Record<string, Message> {
  let found = catalogues.get(locale);
  if (!found) {
    const dir = join(process.cwd(), "messages");
    found = Object.assign(
      {},
      ...readdirSync(dir).map((area) => JSON.parse(readFileSync(join(dir, area, `${locale}.json`), "utf8")) as Record<string, Message>),
    ) as Record<string, Message>;
    catalogues.set(locale, found);
  }
  return found;
}

/**
 * A message of a language, its `{placeholders}` filled in; `or` when the catalogue may lack it,
 * `upTo` for the words before its first placeholder.
 */
export type Words = ((key: string, params?: Record<string, string | number>) => string) & {
  or: (key: string, fallback: string) => string;
  upTo: (key: string) => string;
};

export function wordsOf(locale: Locale): Words {
  const messages = catalogue(locale);
  /** A plural's variant for its number, as Intl's plural rules choose it. */
  const variant = ([{ declarations, selectors, match }]: Variants, params: Record<string, string | number>) => {
    const input = /^input (\w+)/.exec(declarations[0] ?? "")?.[1] ?? "";
    const rule = new Intl.PluralRules(INTL_LOCALE[locale]).select(Number(params[input]));
    return match[`${selectors[0]}=${rule}`] ?? match[`${selectors[0]}=*`] ?? "";
  };
  const words = (key: string, params: Record<string, string | number> = {}) => {
    const message = messages[key];
    if (message === undefined) throw new Error(`no message ${key} in ${locale}`);
    const text = typeof message === "string" ? message : variant(message, params);
    return text.replace(/\{(\w+)\}/g, (_, name: string) => {
      if (!(name in params)) throw new Error(`message ${key} needs {${name}}`);
      return String(params[name]);
    });
  };
  return Object.assign(words, {
    or: (key: string, fallback: string) => (key in messages ? words(key) : fallback),
    upTo: (key: string) => String(messages[key] ?? words(key)).split("{")[0]!,
  });
}

/** A language's address of a page: `at("sv", "/about")` → `/sv/about`, `at("sv", "/")` → `/sv`. */
export const at = (locale: Locale, path: string): string => localizePath(path, locale);

/** Escapes text for a RegExp. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The English interface a page of `locale` must not show (issue 36): every English message of
 * `areas` that the language words differently, cut at its placeholders, as whole-word patterns
 * ("Alla" is not "All", "E-post" not "post"). `skip` leaves out keys whose English word a page rightly shows (a topic
 * chip named by an English post's tag); `extra` adds words from outside the catalogues. None for English itself.
 */
export function englishPhrases(locale: Locale, areas: readonly string[], { skip, extra = [] }: { skip?: RegExp; extra?: string[] } = {}): RegExp[] {
  if (locale === "en") return [];
  const phrases = new Set(extra);
  for (const area of areas) {
    const read = (lang: Locale) => JSON.parse(readFileSync(join(process.cwd(), "messages", area, `${lang}.json`), "utf8")) as Record<string, Message>;
    const [en, own] = [read("en"), read(locale)];
    for (const [key, text] of Object.entries(en)) {
      if (typeof text !== "string" || text === own[key] || skip?.test(key)) continue;
      for (const piece of text.split(/\{\w+\}/)) if (piece.trim().length > 2) phrases.add(piece.trim());
    }
  }
  return [...phrases].map((phrase) => new RegExp(`(^|[^\\p{L}/-])${escapeRegExp(phrase)}(?![\\p{L}-])`, "u"));
}

/**
 * Fails when `scope` (a page's body, a dialog) shows any of `phrases`: its text and labelling
 * attributes and the document's title, leaving out scripts, code, maths and what is marked as
 * another language (an English post's title on a Swedish page).
 */
export async function expectNone(scope: Locator, phrases: readonly RegExp[], where: string) {
  const text = await scope.evaluate((root) => {
    const own = document.documentElement.lang;
    const parts: string[] = [document.title];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node: Node | null = root; node; node = walker.nextNode()) {
      const el = node instanceof Element ? node : node.parentElement;
      if (!el || (el.closest("[lang]")?.getAttribute("lang") ?? own) !== own || el.closest("script, style, code, pre, kbd, .katex")) continue;
      if (node instanceof Element) {
        for (const name of ["aria-label", "aria-valuetext", "title", "placeholder", "alt"]) {
          const value = node.getAttribute(name);
          if (value) parts.push(value);
        }
      } else {
        parts.push(node.textContent ?? "");
      }
    }
    // The editor's file names ("// blog.md") are names, not English.
    return parts.join("\n").replace(/[\w-]+\.(js|ts|json|md)\b/g, "");
  });
  for (const phrase of phrases) expect(text, `${where}: ${phrase.source}`).not.toMatch(phrase);
}
