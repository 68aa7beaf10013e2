import { describe, expect, it } from "vitest";
import { STATIC_LOCALE, belongsToOtherBuild } from "./static-locale";

describe("belongsToOtherBuild", () => {
  it("is never true when one app serves every language (dev server, tests)", () => {
    expect(STATIC_LOCALE).toBeUndefined();
    expect(belongsToOtherBuild("/sv/about")).toBe(false);
    expect(belongsToOtherBuild("/about")).toBe(false);
  });

  it("is true for the other language's addresses in a per-language build", () => {
    expect(belongsToOtherBuild("/sv/about", "en")).toBe(true);
    expect(belongsToOtherBuild("/sv", "en")).toBe(true);
    expect(belongsToOtherBuild("/about", "en")).toBe(false);
    expect(belongsToOtherBuild("/blog/milp-crew-scheduling", "sv")).toBe(true);
    expect(belongsToOtherBuild("/sv/blog", "sv")).toBe(false);
  });
});
