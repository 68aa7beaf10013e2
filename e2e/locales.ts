import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
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
