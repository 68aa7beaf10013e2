import { parseSiteUrl, siteUrlOrThrow } from "./site-url";

const FALLBACK = "https://fallback.example";

describe("parseSiteUrl", () => {
  it.each([undefined, "", "   "])("keeps the configured default when SITE_URL is %j", (raw) => {
    expect(parseSiteUrl(raw, FALLBACK)).toEqual({ ok: true, url: FALLBACK });
  });

  it.each([
    ["https://example.org", "https://example.org"],
    ["https://example.org/", "https://example.org"],
    ["  https://example.org  ", "https://example.org"],
    ["HTTPS://Example.ORG", "https://example.org"],
    ["http://localhost:4173", "http://localhost:4173"],
    ["https://example.org:443", "https://example.org"],
    ["https://www.example.co.uk:8443/", "https://www.example.co.uk:8443"],
  ])("normalises %s to %s", (raw, url) => {
    expect(parseSiteUrl(raw, FALLBACK)).toEqual({ ok: true, url });
  });

  it.each([
    ["example.org", "not an absolute URL"],
    ["//example.org", "not an absolute URL"],
    ["ftp://example.org", "http or https only"],
    ["javascript:alert(1)", "http or https only"],
    ["https://user:secret@example.org", "no user name or password"],
    ["https://me.github.io/portfolio", "no path"],
    ["https://me.github.io/portfolio/", "no path"],
    ["https://example.org//", "no path"],
    ["https://example.org/?utm=x", "no query"],
    ["https://example.org?", "no query"],
    ["https://example.org/#top", "no fragment"],
  ])("rejects %s (%s) with one line naming the setting and the value", (raw, why) => {
    const result = parseSiteUrl(raw, FALLBACK);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toContain("SITE_URL must be an origin like https://example.org");
    expect(result.error).toContain(why);
    expect(result.error).toContain(raw);
    expect(result.error).not.toContain("\n");
  });
});

describe("siteUrlOrThrow", () => {
  it("returns the origin or throws the same message", () => {
    expect(siteUrlOrThrow("https://example.org/", FALLBACK)).toBe("https://example.org");
    expect(() => siteUrlOrThrow("https://example.org/blog", FALLBACK)).toThrow(/^SITE_URL must be an origin/);
  });
});
