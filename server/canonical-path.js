// @ts-check
import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";

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

/**
 * The addresses of the built pages: `index.html` → `/`, `about.html` → `/about`,
 * `blog/some-post.html` → `/blog/some-post` (404.html is no page of its own).
 * @param {string} client the built site's folder
 * @returns {Set<string>}
 */
export function pageAddresses(client) {
  /** @type {Set<string>} */
  const addresses = new Set();
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "assets") walk(path);
      } else if (entry.name.endsWith(".html") && path !== join(client, "404.html")) {
        const file = relative(client, path).split(sep).join("/");
        addresses.add(file === "index.html" ? "/" : `/${file.slice(0, -".html".length)}`);
      }
    }
  };
  walk(client);
  return addresses;
}
