import { site } from "~/lib/content/site";
import { LANGUAGE_KEY, languageToOffer, preferredLocale, readLanguageChoice, rememberLanguageChoice } from "./language-preference";

describe("language preference", () => {
  it("takes the first of the browser's languages that the site has", () => {
    expect(preferredLocale(["sv-SE", "en-US"])).toBe("sv");
    expect(preferredLocale(["de-DE", "en-GB", "sv"])).toBe("en");
    expect(preferredLocale(["fi", "de"])).toBeUndefined();
  });

  it("offers Swedish on an English page to a browser that prefers it, once", () => {
    expect(languageToOffer("en", ["sv-SE", "en"], null)).toBe("sv");
    expect(languageToOffer("en", ["sv-SE"], "dismissed")).toBeUndefined();
    expect(languageToOffer("en", ["sv-SE"], "en")).toBeUndefined();
    expect(languageToOffer("en", ["en-US", "sv"], null)).toBeUndefined();
    // Never offers English on a Swedish page: the visitor came there on purpose.
    expect(languageToOffer("sv", ["en-US"], null)).toBeUndefined();
  });

  it("survives storage that throws", () => {
    const throwing = () => ({
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    });
    expect(readLanguageChoice(throwing)).toBeNull();
    expect(() => rememberLanguageChoice(throwing, "sv")).not.toThrow();
  });

  it("remembers under the product's prefix", () => {
    const map = new Map<string, string>();
    const storage = () => ({ getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) });
    rememberLanguageChoice(storage, "dismissed");
    expect(LANGUAGE_KEY).toBe(`${site.productSlug}-language`);
    expect(readLanguageChoice(storage)).toBe("dismissed");
  });
});
