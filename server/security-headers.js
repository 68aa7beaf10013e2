// @ts-check
/**
 * The security headers of every response, shared by the `npm start` server and the
 * `_headers` file written for static hosts, so both send the same policy.
 *
 * @param {{ scriptHashes: string[], formOrigin?: string | null }} options
 *   scriptHashes: sha256 sources ('sha256-…') of the inline scripts in the built pages
 *   (the theme script and React Router's hydration scripts); formOrigin: origin of an
 *   external form endpoint, when one is configured.
 * @returns {{ "Content-Security-Policy": string } & Record<string, string>}
 */
export function securityHeaders({ scriptHashes, formOrigin = null }) {
  const connect = ["'self'", formOrigin].filter(Boolean).join(" ");
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.map((h) => `'${h}'`).join(" ")}`.trim(),
    // React sets style attributes (the simulation's train positions): allowed, scripts are not.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect}`,
    `form-action ${connect}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  return {
    "Content-Security-Policy": csp,
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
}
