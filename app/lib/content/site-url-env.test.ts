import { readFileSync } from "node:fs";
import { parse } from "yaml";
// Outside Vite (build scripts, Playwright specs) the site config reads SITE_URL from the
// environment; the sitemap and feed depend on it agreeing with the compiled-in value.
afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

async function siteUrlWith(value: string | undefined) {
  vi.stubEnv("SITE_URL", value);
  vi.resetModules();
  return (await import("./site")).site.siteUrl;
}

describe("site.siteUrl outside Vite", () => {
  it("is the configured default origin when SITE_URL is unset", async () => {
    const declared = (parse(readFileSync("content/site.yaml", "utf8")) as { siteUrl: string }).siteUrl;
    expect(declared).toMatch(/^https?:\/\/[^/]+$/);
    expect(await siteUrlWith(undefined)).toBe(declared);
  });

  it("is SITE_URL, normalised, when given", async () => {
    expect(await siteUrlWith("https://Example.org/")).toBe("https://example.org");
  });

  it("refuses a SITE_URL with a path", async () => {
    await expect(siteUrlWith("https://me.github.io/portfolio")).rejects.toThrow(/^SITE_URL must be an origin/);
  });
});
