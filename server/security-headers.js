// @ts-check
/**
 * The security headers of every response, shared by the `npm start` server, the `_headers` file
 * written for static hosts and the policy each page carries in a <meta> tag, so all three are
 * built from one list of directives.
 *
 * @typedef {{ scriptHashes: string[], formOrigin?: string | null }} PolicyOptions
 *   scriptHashes: sha256 sources ('sha256-…') of a page's inline scripts (the theme script and
 *   React Router's hydration scripts); formOrigin: origin of an external form endpoint, when one
 *   is configured.
 */

/**
 * The policy's directives, script-src given. `frame-ancestors` comes last because a <meta>
 * policy cannot carry it. No `manifest-src`: `default-src 'self'` covers the manifest, and
 * WebKit reports the directive as unrecognised.
 *
 * @param {string} scriptSrc @param {string | null} formOrigin
 */
function directives(scriptSrc, formOrigin) {
  const connect = ["'self'", formOrigin].filter(Boolean).join(" ");
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    // React sets style attributes (the simulation's train positions): allowed, scripts are not.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect}`,
    `form-action ${connect}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ];
}

/**
 * The policy a page carries in `<meta http-equiv="Content-Security-Policy">`: its own inline
 * scripts allowed by hash, and every other directive of the header but `frame-ancestors`, which
 * browsers ignore in a meta policy. Hosts that send no headers of ours (GitHub Pages) get the
 * whole policy this way.
 *
 * @param {PolicyOptions} options
 */
export function metaPolicy({ scriptHashes, formOrigin = null }) {
  return directives(["'self'", ...scriptHashes.map((h) => `'${h}'`)].join(" "), formOrigin)
    .filter((d) => !d.startsWith("frame-ancestors"))
    .join("; ");
}

/**
 * The header policy, the same for every path and every host (`npm start` and the static hosts'
 * `_headers`): a header cannot list every page's script hashes (23 KB at 206 posts; Cloudflare
 * Pages allows 2,000 characters a line), and hashes repeated in the header would push the home
 * page past TCP's first round trip. Its script-src is `'self' 'unsafe-inline'`, and that is sound
 * only together with the page's meta policy: a browser enforces both, so an inline script runs
 * only if each allows it, and the meta allows exactly the page's own hashes. The header still
 * keeps scripts to this origin, and carries `frame-ancestors`.
 *
 * @param {{ formOrigin?: string | null }} options
 */
export function headerPolicy({ formOrigin = null }) {
  return directives("'self' 'unsafe-inline'", formOrigin).join("; ");
}

/**
 * The headers of a document (and of the form API's answers).
 *
 * @param {{ formOrigin?: string | null }} options
 * @returns {{ "Content-Security-Policy": string } & Record<string, string>}
 */
export function securityHeaders({ formOrigin = null }) {
  return {
    "Content-Security-Policy": headerPolicy({ formOrigin }),
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
}
