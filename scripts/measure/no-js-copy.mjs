// A built page with every script removed: the floor a page's own HTML and CSS set on a slow
// phone's main thread (parsing, the first style pass, layout, paint). `npm run bench` and
// `npm run audit` measure each page beside this copy (issue 25), so a slow machine, which
// slows both alike, does not fail a page that is as fast as its own markup allows.
import { readFile } from "node:fs/promises";
import { brotliCompressSync, constants } from "node:zlib";
import { join } from "node:path";

/** Where the copies are served: `/__no-js/about` is /about without its scripts. */
export const NO_JS_PREFIX = "/__no-js";

/**
 * The page without anything that runs: every <script> (inline or not) except JSON-LD data, and
 * the module preloads that would fetch and compile the scripts anyway.
 */
export function stripScripts(html) {
  return html
    .replace(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "");
}

/** The built HTML file of an address, as the server and static hosts map it. */
export function htmlFileOf(buildDir, pathname) {
  const page = pathname.replace(/\/+$/, "") || "/";
  return join(buildDir, "client", page === "/" ? "index.html" : `${page}.html`);
}

/**
 * The copy as the page itself is sent: brotli when the browser takes it (`npm start` sends the
 * pages' brotli twins, quality 10–11), so both load alike. Sent uncompressed, the copy of the
 * UIC 406 post took 61 KB instead of 13 KB over Lighthouse's slow link and painted ≈ 0.35 s
 * after the page, and the blocking time Lighthouse counts starts at the first paint: the copy's
 * figure was that of a different load.
 */
export function encodedCopy(html, acceptEncoding = "") {
  const copy = stripScripts(html);
  if (!/\bbr\b/.test(acceptEncoding)) return { body: copy, encoding: null };
  return { body: brotliCompressSync(copy, { params: { [constants.BROTLI_PARAM_QUALITY]: 10 } }), encoding: "br" };
}

/** A request handler for serveBuild: answers `/__no-js/<address>` with that page's copy. */
export function noJsCopyHandler(buildDir) {
  // Compressed once per page and Accept-Encoding: compressing on every request would add tens of ms
  // to the copy's server time, which the page itself (precompressed) does not pay.
  const sent = new Map();
  return async (req, res) => {
    const { pathname } = new URL(req.url ?? "/", "http://localhost");
    if (!pathname.startsWith(`${NO_JS_PREFIX}/`) && pathname !== NO_JS_PREFIX) return false;
    const page = pathname.slice(NO_JS_PREFIX.length) || "/";
    let html;
    try {
      html = await readFile(htmlFileOf(buildDir, page), "utf8");
    } catch {
      html = await readFile(join(buildDir, "client", "404.html"), "utf8");
      res.statusCode = 404;
    }
    const accept = String(req.headers["accept-encoding"] ?? "");
    const key = `${page} ${accept}`;
    if (!sent.has(key)) sent.set(key, encodedCopy(html, accept));
    const { body, encoding } = sent.get(key);
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("Vary", "Accept-Encoding");
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.end(body);
    return true;
  };
}
