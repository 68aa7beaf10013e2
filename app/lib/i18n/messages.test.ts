import { readFileSync } from "node:fs";
import { join } from "node:path";
import { LOCALES } from "./locale";

/**
 * The interface catalogues (messages/<area>/<locale>.json): every language has every message,
 * with the same placeholders, and a message belongs to one area, named by its prefix. Paraglide
 * would compile a message missing in Swedish to its English text, and a key in two areas to one.
 */
const root = join(import.meta.dirname, "..", "..", "..");
const settings = JSON.parse(readFileSync(join(root, "project.inlang", "settings.json"), "utf8")) as {
  baseLocale: string;
  locales: string[];
  modules: string[];
  "plugin.inlang.messageFormat": { pathPattern: string[] };
};
const patterns = settings["plugin.inlang.messageFormat"].pathPattern;
const areaOf = (pattern: string) => /messages\/([^/]+)\/\{locale\}\.json$/.exec(pattern)![1]!;
const catalogue = (pattern: string, locale: string) =>
  JSON.parse(readFileSync(join(root, pattern.replace("{locale}", locale)), "utf8")) as Record<string, unknown>;
/** A message is a string, or (plurals) Paraglide's declarations, selectors and variants. */
const texts = (message: unknown): string[] => (typeof message === "string" ? [message] : JSON.stringify(message).match(/"(?:[^"\\]|\\.)*"/g) ?? []);
const placeholders = (message: unknown) => [...new Set(texts(message).flatMap((t) => [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1])))].sort();

describe("interface messages", () => {
  it("are the site's languages, compiled with the plugin installed from npm", () => {
    expect(settings.locales).toEqual([...LOCALES]);
    expect(settings.baseLocale).toBe("en");
    expect(settings.modules).toEqual(["./node_modules/@inlang/plugin-message-format/dist/index.js"]);
  });

  for (const pattern of patterns) {
    const area = areaOf(pattern);
    it(`${area}: every language has every message, with the same placeholders`, () => {
      const english = catalogue(pattern, "en");
      for (const locale of LOCALES) {
        const messages = catalogue(pattern, locale);
        expect(Object.keys(messages).sort(), `${area}/${locale}`).toEqual(Object.keys(english).sort());
        for (const [key, text] of Object.entries(messages)) {
          expect(texts(text).join("").trim(), `${area}/${locale}: ${key} is empty`).not.toBe("");
          expect(placeholders(text), `${area}/${locale}: ${key}`).toEqual(placeholders(english[key]!));
        }
      }
    });
  }

  it("belong to one area each, named by its prefix", () => {
    const seen = new Map<string, string>();
    for (const pattern of patterns) {
      const area = areaOf(pattern);
      for (const key of Object.keys(catalogue(pattern, "en"))) {
        expect(key.startsWith(`${area}_`), `${key} in messages/${area}`).toBe(true);
        expect(seen.get(key), key).toBeUndefined();
        seen.set(key, area);
      }
    }
  });
});
