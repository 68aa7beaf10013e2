import { describe, expect, it } from "vitest";
import { buildLocale, buildsLocale } from "./build-locale";

describe("buildLocale", () => {
  it("is every language when unset or blank", () => {
    expect(buildLocale({})).toBeUndefined();
    expect(buildLocale({ BUILD_LOCALE: " " })).toBeUndefined();
    expect(buildsLocale("en", {})).toBe(true);
    expect(buildsLocale("sv", {})).toBe(true);
  });

  it("is one language when set", () => {
    expect(buildLocale({ BUILD_LOCALE: "sv" })).toBe("sv");
    expect(buildsLocale("sv", { BUILD_LOCALE: "sv" })).toBe(true);
    expect(buildsLocale("en", { BUILD_LOCALE: "sv" })).toBe(false);
  });

  it("refuses a language the site does not have", () => {
    expect(() => buildLocale({ BUILD_LOCALE: "de" })).toThrow(/BUILD_LOCALE is "de"/);
  });
});
