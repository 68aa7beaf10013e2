// @ts-check
/**
 * The environment variables of `npm start`, read and checked in one place. A malformed value
 * stops the server with a sentence rather than falling back: a limit silently left at its
 * default is worse than a server that says what is wrong.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseTrustProxy } from "./client-address.js";
import { DEFAULT_BODY_TIMEOUT_MS, DEFAULT_MAX_FILE_BYTES, DEFAULT_RATE } from "./form-inbox.js";

/** How long a client may take to send its headers, and its whole request (body included). */
export const DEFAULT_TIMEOUT_MS = DEFAULT_BODY_TIMEOUT_MS;

/**
 * @typedef {{
 *   rate: { perMinute: number, perDay: number },
 *   trustProxy: number,
 *   maxFileBytes: number,
 *   timeoutMs: number,
 *   mail: { smtpUrl: string, to: string, from: string } | null,
 * }} ServerConfig
 */

/**
 * @param {Record<string, string | undefined>} env
 * @param {{ root: string }} paths root: the repository, for the site's e-mail address
 * @returns {ServerConfig}
 */
export function readConfig(env, { root }) {
  const smtpUrl = env.SMTP_URL?.trim();
  let mail = null;
  if (smtpUrl) {
    const to = env.INBOX_NOTIFY_TO?.trim() || siteEmail(root);
    if (!to) throw new Error("SMTP_URL is set but INBOX_NOTIFY_TO is not, and content/site.yaml has no e-mail address to default to.");
    mail = { smtpUrl, to, from: env.INBOX_NOTIFY_FROM?.trim() || smtpUser(smtpUrl) || to };
  }
  return {
    rate: {
      perMinute: positiveInteger(env, "FORM_RATE_PER_MINUTE", DEFAULT_RATE.perMinute),
      perDay: positiveInteger(env, "FORM_RATE_PER_DAY", DEFAULT_RATE.perDay),
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    maxFileBytes: positiveInteger(env, "FORM_INBOX_MAX_BYTES", DEFAULT_MAX_FILE_BYTES),
    timeoutMs: positiveInteger(env, "REQUEST_TIMEOUT_MS", DEFAULT_TIMEOUT_MS),
    mail,
  };
}

/**
 * The account of an SMTP URL when it is an address: providers relay mail from it (Gmail rewrites
 * any other From to it), so it is the From that works without more settings.
 * @param {string} smtpUrl @returns {string | null}
 */
function smtpUser(smtpUrl) {
  let url;
  try {
    url = new URL(smtpUrl);
  } catch {
    throw new Error("SMTP_URL is not a URL; write it as smtps://user:password@host:465 (percent-encode @ in the user as %40).");
  }
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:") throw new Error(`SMTP_URL must start with smtp:// or smtps://; got ${url.protocol}//.`);
  const user = decodeURIComponent(url.username);
  return user.includes("@") ? user : null;
}

/**
 * @param {Record<string, string | undefined>} env @param {string} name @param {number} fallback
 * @returns {number}
 */
function positiveInteger(env, name, fallback) {
  const text = env[name]?.trim();
  if (!text) return fallback;
  if (!/^\d+$/.test(text) || Number(text) < 1) throw new Error(`${name} must be a whole number above 0; got ${JSON.stringify(text)}.`);
  return Number(text);
}

/**
 * The owner's address from content/site.yaml, the one place it is written. The server carries
 * no YAML parser, and the line is a plain `email: you@example.org` (quoted or not), so it is read
 * as text; server/config.test.js checks it still matches what the site shows.
 * @param {string} root @returns {string | null}
 */
export function siteEmail(root) {
  try {
    const source = readFileSync(join(root, "content", "site.yaml"), "utf8");
    return /^email:\s*["']?([^"'\s]+@[^"'\s]+?)["']?\s*(?:#.*)?$/m.exec(source)?.[1] ?? null;
  } catch {
    return null;
  }
}

/**
 * Options of http.createServer. headersTimeout and requestTimeout only concern receiving a
 * request (Node stops their clock once the request is in), so a long download of a static file
 * is never cut; keep-alive stays at Node's 5 s. Node checks both every
 * connectionsCheckingInterval (30 s by default), which would let a slow client stay four times
 * longer than the timeout: it is checked every 1/20th of it instead.
 * @param {number} timeoutMs @returns {import("node:http").ServerOptions}
 */
export function httpServerOptions(timeoutMs) {
  return {
    headersTimeout: timeoutMs,
    requestTimeout: timeoutMs,
    connectionsCheckingInterval: Math.max(10, Math.round(timeoutMs / 20)),
  };
}
