// @ts-check
/**
 * One address per page (docs/decisions.md, "One address per page"): a page is served at its
 * address without a trailing slash (`/about`, from `about.html`), as the canonical links, the
 * sitemap, the feed and every internal link name it. The other spellings of a page's address,
 * `/about/`, `/about.html` and `/about/index.html`, answer 301 to it. Only an address the build
 * has a page for is a redirect target, so a path like `//evil.example/` never becomes one.
 *
 * @param {string} pathname the request's path, as sent
 * @param {(address: string) => boolean} isPage whether the build has a page at this address
 * @returns {string | null} the address to redirect to, or null to serve the path as it is
 */
export function canonicalRedirect(pathname, isPage) {
  let address = pathname;
  if (address.endsWith(".html")) address = address.slice(0, -".html".length).replace(/\/index$/, "/");
  if (address.length > 1) address = address.replace(/\/+$/, "") || "/";
  if (address === pathname || !isPage(address)) return null;
  return address;
}
