import { createHash } from "node:crypto";

/**
 * Every script a browser would run from the page's own text: not external ones (src=), not
 * JSON-LD (data). React Router's inert `text/x-module` copy is counted, because the starter runs
 * its text as a module script, which the policy checks by that same hash.
 */
const INLINE_SCRIPT = /<script(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>([\s\S]*?)<\/script>/g;

/** sha256 sources of a page's inline scripts, sorted and without repeats. */
export function inlineScriptHashesOf(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, body] of html.matchAll(INLINE_SCRIPT)) {
    if (body) hashes.add(`sha256-${createHash("sha256").update(body).digest("base64")}`);
  }
  return [...hashes].sort();
}

const CHARSET = '<meta charSet="utf-8"/>';

/**
 * The page's policy as a meta tag, right after the charset declaration: before every script,
 * since a meta policy only governs what the parser meets after it, and after the charset, which
 * must fall within the document's first 1,024 bytes (the policy alone is ≈ 700 characters).
 */
export function withPolicyMeta(html: string, policy: string): string {
  if (!html.includes(CHARSET)) throw new Error(`postbuild: a page has no ${CHARSET} to put its Content-Security-Policy after`);
  if (/http-equiv="Content-Security-Policy"/i.test(html)) throw new Error("postbuild: a page already has a Content-Security-Policy meta tag");
  const before = html.slice(0, html.indexOf(CHARSET));
  if (/<script/i.test(before)) throw new Error("postbuild: a script comes before the charset, where the page's policy would not cover it");
  return html.replace(CHARSET, `${CHARSET}<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`);
}

const escapeAttribute = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
