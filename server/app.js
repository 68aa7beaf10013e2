// @ts-check
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import sirv from "sirv";
import { canonicalRedirect } from "./canonical-path.js";
import { securityHeaders } from "./security-headers.js";

/**
 * @typedef {import("node:http").IncomingMessage} Req
 * @typedef {import("node:http").ServerResponse} Res
 * @typedef {(req: Req, res: Res) => boolean | Promise<boolean>} Handler
 *   answers the request and returns true, or returns false to pass it on.
 */

/** How long a page's data may be used while it is revalidated (docs/decisions.md, "Prefetching the next page"). */
export const DATA_CACHE = "max-age=0, stale-while-revalidate=300";

/**
 * The request handler of the `npm start` server: the prerendered site from build/client,
 * with security headers, caching rules, precompressed files and a real 404.
 *
 * @param {{ buildDir: string, handlers?: Handler[] }} options
 *   handlers: answered before the static files (the form inbox).
 */
export function createApp({ buildDir, handlers = [] }) {
  const client = join(buildDir, "client");
  const security = JSON.parse(readFileSync(join(buildDir, "security.json"), "utf8"));
  // The policy, HSTS, framing, referrer and permissions headers only mean something on
  // documents (and the API's answers); on the ~20 hashed scripts and styles of a page load they
  // would be pure overhead. Those keep nosniff, the one header a script needs. The policy is the
  // one the static hosts' _headers send: each page's own script hashes are in its meta policy.
  const { "Content-Security-Policy": csp, ...headers } = securityHeaders({ formOrigin: security.formOrigin });
  const assetHeaders = { "X-Content-Type-Options": "nosniff" };
  const pages = new Set(/** @type {string[]} */ (security.pages ?? []));
  // Each language answers an unknown address with its own not-found page (/sv/… in Swedish).
  const notFoundEnglish = notFoundPage(client, csp, "404.html");
  const notFoundSwedish = notFoundPage(client, csp, "sv/404.html");
  /** @param {Req} req @param {Res} res */
  const notFound = (req, res) => {
    const { pathname } = new URL(req.url ?? "/", "http://localhost");
    return (/^\/sv(\/|$)/.test(pathname) && notFoundSwedish.exists() ? notFoundSwedish : notFoundEnglish).send(req, res);
  };
  // Every built page's address (postbuild lists them): the pages a redirect may lead to, without
  // walking the build folder.
  const isPage = (/** @type {string} */ address) => address !== "/404" && address !== "/sv/404" && pages.has(address);
  // Headers of single files (the CV's type and file name), written by postbuild.
  const fileHeadersPath = join(buildDir, "file-headers.json");
  /** @type {Record<string, Record<string, string>>} */
  const fileHeaders = existsSync(fileHeadersPath) ? JSON.parse(readFileSync(fileHeadersPath, "utf8")) : {};

  // `dev`: each request looks its file up on disk instead of in a list made at start. A rebuild
  // under a running server (`npm run build` beside `npm start`) replaces files: a listed file
  // that had gone ended the process (an unhandled stream error), and a rewritten one was sent
  // with its old length. A few `stat` calls a request cost nothing at this site's traffic.
  const statics = sirv(client, {
    dev: true,
    etag: true,
    gzip: true,
    brotli: true,
    extensions: ["html"],
    setHeaders(res, pathname) {
      if (pathname.startsWith("/assets/")) {
        // File names carry a content hash, so they never change.
        res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      } else if (pathname.endsWith(".data")) {
        // A page's data, fetched ahead of a move by <link rel=prefetch> (issue 60): with
        // no-cache the move waited for its revalidation, a round trip; this way the browser uses
        // the copy it has, for five minutes, and revalidates it behind the move.
        res.setHeader("Cache-Control", DATA_CACHE);
      } else {
        res.setHeader("Cache-Control", "no-cache");
      }
      if (pathname.endsWith(".data")) res.setHeader("Content-Type", "text/x-script");
      for (const [name, value] of Object.entries(fileHeaders[pathname] ?? {})) res.setHeader(name, value);
      // sirv passes the requested path: pages are extensionless (/about) or .html.
      if (!/\.\w+$/.test(pathname) || pathname.endsWith(".html")) res.setHeader("Content-Security-Policy", csp);
    },
  });

  /** @param {Req} req @param {Res} res */
  return async function handle(req, res) {
    const { pathname, search } = new URL(req.url ?? "/", "http://localhost");
    const common = pathname.startsWith("/assets/") ? assetHeaders : headers;
    for (const [name, value] of Object.entries(common)) res.setHeader(name, value);
    try {
      for (const handler of handlers) {
        if (await handler(req, res)) return;
      }
    } catch (error) {
      console.error(error);
      if (!res.headersSent) sendJson(res, 500, { error: "Internal server error" });
      return;
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Allow", "GET, HEAD");
      return sendJson(res, 405, { error: "Method not allowed" });
    }
    const canonical = canonicalRedirect(pathname, isPage);
    if (canonical) {
      res.statusCode = 301;
      res.setHeader("Location", canonical + search);
      res.setHeader("Cache-Control", "no-cache");
      return res.end();
    }
    // sirv would answer /404 and /404.html with 200; they are the not-found page.
    if (/^(\/sv)?\/404(\.html)?\/?$/.test(pathname) || pathname.startsWith("/_headers")) {
      return notFound(req, res);
    }
    statics(req, res, () => notFound(req, res));
  };
}

/** @param {string} client @param {string} csp @param {string} page the not-found page's file */
function notFoundPage(client, csp, page) {
  const variants = /** @type {const} */ ([
    ["br", `${page}.br`],
    ["gzip", `${page}.gz`],
    [null, page],
  ]);
  const exists = (/** @type {string} */ file) => existsSync(join(client, file));

  /** @param {Req} req @param {Res} res */
  function send(req, res) {
    const accepted = String(req.headers["accept-encoding"] ?? "");
    // Read when sent, as sirv reads the other files: a rebuild's page names its own scripts.
    const [encoding, file] = variants.find(([enc, f]) => (enc === null || accepted.includes(enc)) && exists(f)) ?? [null, null];
    res.statusCode = 404;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Content-Security-Policy", csp);
    res.setHeader("Cache-Control", "no-cache");
    res.setHeader("Vary", "Accept-Encoding");
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.end(req.method === "HEAD" || !file ? undefined : readFileSync(join(client, file)));
  }
  return { send, exists: () => exists(page) };
}

/** @param {Res} res @param {number} status @param {unknown} body */
export function sendJson(res, status, body) {
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.end(JSON.stringify(body));
}
