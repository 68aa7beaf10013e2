/**
 * The deployed origin, given at build time as SITE_URL so a fork publishes to its own domain
 * without editing code. Pure: the build, the browser bundle, the build scripts and the browser
 * tests all pass the same raw value through this one function, so they agree on the result.
 */
export type SiteUrlResult = { ok: true; url: string } | { ok: false; error: string };

export function parseSiteUrl(raw: string | undefined, fallback: string): SiteUrlResult {
  const value = raw?.trim();
  if (!value) return { ok: true, url: fallback };
  const invalid = (why: string): SiteUrlResult => ({
    ok: false,
    error: `SITE_URL must be an origin like https://example.org (${why}), got "${value}".`,
  });
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return invalid("not an absolute URL");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return invalid("http or https only");
  if (url.username || url.password) return invalid("no user name or password");
  // One trailing slash is harmless ("https://example.org/"); a path is not: every link, asset
  // and sitemap entry is built for the root of the origin.
  if (url.pathname !== "/") return invalid("no path: the site is built for the root of its origin");
  if (url.search || value.includes("?")) return invalid("no query");
  if (url.hash || value.includes("#")) return invalid("no fragment");
  return { ok: true, url: url.origin };
}

/** parseSiteUrl for callers that cannot go on without a valid origin. */
export function siteUrlOrThrow(raw: string | undefined, fallback: string): string {
  const result = parseSiteUrl(raw, fallback);
  if (!result.ok) throw new Error(result.error);
  return result.url;
}
