// @ts-check
/**
 * The local form inbox: the default form endpoint of `npm start` (POST /api/forms) when the
 * site is built without VITE_FORM_ENDPOINT. It accepts the two forms of the site in the
 * Formspree-compatible shape they send and appends each one to a JSON-lines file.
 *
 * It faces the open internet, so each client gets a rate limit, the file a size cap and each
 * body a deadline; see docs/decisions.md ("Form inbox on the open internet").
 */
import { appendFile, mkdir, stat, truncate } from "node:fs/promises";
import { join } from "node:path";
import { sendJson } from "./app.js";
import { clientAddress, clientKey } from "./client-address.js";
import { createRateLimiter } from "./rate-limit.js";

export const INBOX_PATH = "/api/forms";
export const MAX_BODY_BYTES = 16 * 1024;
export const INBOX_FILE = "form-submissions.jsonl";
/**
 * Percent-encoding spends three bytes on every non-ASCII byte, so a native (no-JavaScript) post
 * gets three times the JSON limit: the same message fits in both encodings.
 */
export const MAX_URLENCODED_BYTES = 3 * MAX_BODY_BYTES;

/** The defaults of `npm start`; server/config.js reads the environment variables over them. */
export const DEFAULT_RATE = { perMinute: 5, perDay: 30 };
export const DEFAULT_MAX_FILE_BYTES = 50 * 1024 * 1024;
export const DEFAULT_BODY_TIMEOUT_MS = 10_000;
/** While the file is full, how often its size is read again (the owner may have moved it away). */
const FULL_RECHECK_MS = 10_000;

/**
 * Where a native post lands (prerendered pages, app/lib/content/form-results.ts lists the same
 * paths). A form may name its own success page in `_next`, as with Formspree, but only a path
 * of this site is followed: never an open redirect.
 */
export const RESULT_PAGES = {
  contact: { sent: "/contact/sent", failed: "/contact/failed", wait: "/contact/wait" },
  newsletter: { sent: "/blog/subscribed", failed: "/blog/subscribe-failed", wait: "/blog/subscribe-wait" },
};

/**
 * The site's languages and the prefix of their pages (app/lib/i18n/locale.ts): a form on a page
 * not in English sends `lang`, which is stored with the submission and picks the language of
 * the result page a native post lands on. Without it a submission is English.
 */
export const LANGUAGE_PREFIXES = { en: "", sv: "/sv" };

/**
 * The result pages of one form in one language.
 * @param {FormName} form @param {string | undefined} lang
 * @returns {{ sent: string, failed: string, wait: string }}
 */
export function resultPages(form, lang) {
  const pages = RESULT_PAGES[form];
  const prefix = isLanguage(lang) ? LANGUAGE_PREFIXES[lang] : "";
  return { sent: `${prefix}${pages.sent}`, failed: `${prefix}${pages.failed}`, wait: `${prefix}${pages.wait}` };
}

/** @param {unknown} lang @returns {lang is keyof typeof LANGUAGE_PREFIXES} */
function isLanguage(lang) {
  return typeof lang === "string" && Object.hasOwn(LANGUAGE_PREFIXES, lang);
}

/** Fields each form may send; the first ones listed are required. */
const FORMS = {
  contact: { required: ["name", "email", "message"], optional: ["_subject", "_replyto", "_gotcha", "_next", "lang"] },
  newsletter: { required: ["email"], optional: ["_subject", "message", "_replyto", "_gotcha", "_next", "lang"] },
};
const MAX_FIELD = { name: 200, email: 254, message: 10_000, _subject: 300, _replyto: 254, _gotcha: 1000, _next: 2000, lang: 16 };

/** Deliberately loose: one at-sign with text before it, a dot in the domain, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/**
 * @typedef {import("node:http").IncomingMessage} Req
 * @typedef {import("node:http").ServerResponse} Res
 * @typedef {"contact" | "newsletter"} FormName
 * @typedef {{ form: FormName, fields: Record<string, string>, spam: boolean, next: string | null }} Submission
 */

/**
 * @param {unknown} body
 * @returns {{ ok: true, submission: Submission } | { ok: false, error: string }}
 */
export function validateSubmission(body) {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: false, error: "The body must be a JSON object." };
  }
  const data = /** @type {Record<string, unknown>} */ (body);
  const form = "name" in data ? "contact" : "newsletter";
  const { required, optional } = FORMS[form];
  const allowed = new Set([...required, ...optional]);
  const unknown = Object.keys(data).filter((k) => !allowed.has(k));
  if (unknown.length > 0) return { ok: false, error: `Unknown field(s) for the ${form} form: ${unknown.join(", ")}.` };

  /** @type {Record<string, string>} */
  const fields = {};
  for (const [key, value] of Object.entries(data)) {
    if (typeof value !== "string") return { ok: false, error: `Field "${key}" must be a string.` };
    const limit = MAX_FIELD[/** @type {keyof typeof MAX_FIELD} */ (key)];
    if (value.length > limit) return { ok: false, error: `Field "${key}" is longer than ${limit} characters.` };
    fields[key] = value.trim();
  }
  for (const key of required) {
    if (!fields[key]) return { ok: false, error: `Field "${key}" is required.` };
  }
  if (!EMAIL.test(fields.email ?? "")) return { ok: false, error: 'Field "email" is not a valid e-mail address.' };
  if (fields._replyto && !EMAIL.test(fields._replyto)) {
    return { ok: false, error: 'Field "_replyto" is not a valid e-mail address.' };
  }
  if (fields.lang !== undefined && !isLanguage(fields.lang)) {
    return { ok: false, error: `Field "lang" must be one of: ${Object.keys(LANGUAGE_PREFIXES).join(", ")}.` };
  }
  const spam = Boolean(fields._gotcha);
  const next = fields._next === undefined ? null : fields._next;
  delete fields._gotcha;
  delete fields._next;
  return { ok: true, submission: { form, fields, spam, next } };
}

/**
 * The fields of an application/x-www-form-urlencoded body as an object; a repeated field is
 * bad input (null), never silently merged.
 * @param {string} body @returns {Record<string, string> | null}
 */
export function parseUrlEncoded(body) {
  /** @type {Record<string, string>} */
  const data = {};
  for (const [key, value] of new URLSearchParams(body)) {
    if (Object.hasOwn(data, key)) return null;
    data[key] = value;
  }
  return data;
}

/**
 * The path to send a visitor back to: `next` when it is a path of this site, else `fallback`.
 * Anything that could leave the site (absolute URLs, `//host`, `/\host`, schemes, control
 * characters browsers strip) falls back.
 * @param {string | null | undefined} next @param {string} fallback @returns {string}
 */
export function sameSitePath(next, fallback) {
  if (!next || !next.startsWith("/") || /[\\\s]/.test(next)) return fallback;
  const base = "http://inbox.invalid";
  let url;
  try {
    url = new URL(next, base);
  } catch {
    return fallback;
  }
  return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : fallback;
}

export class InboxFullError extends Error {}
export class InboxClosedError extends Error {}

/**
 * Appends lines to one file, one write at a time: concurrent submissions can never interleave
 * inside a line, and the file is only ever appended to. Lines that arrive while a write is under
 * way go together in the next one, so a burst costs a few writes, not one per line. A line that
 * would take the file past `maxBytes` is refused whole (InboxFullError).
 * @param {string} dir @param {{ maxBytes: number, log: (line: string) => void, clock: () => number }} options
 */
function createAppender(dir, { maxBytes, log, clock }) {
  const file = join(dir, INBOX_FILE);
  /** @type {{ text: string, bytes: number, resolve: () => void, reject: (error: unknown) => void }[]} */
  let waiting = [];
  /** @type {Promise<void> | null} */
  let writing = null;
  /** The file's size as this process knows it; null until read (and after a failed write). @type {number | null} */
  let size = null;
  let full = false;
  let checkedFullAt = 0;
  let closed = false;

  async function currentSize() {
    try {
      return (await stat(file)).size;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code === "ENOENT") return 0;
      throw error;
    }
  }

  async function writeAll() {
    // Yield first, so `writing` is set before this can end: a batch refused without touching
    // the disk must not clear it before the caller assigns it.
    await null;
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      try {
        if (size === null) {
          await mkdir(dir, { recursive: true });
          size = await currentSize();
        }
        if (full && clock() - checkedFullAt >= FULL_RECHECK_MS) {
          checkedFullAt = clock();
          const now = await currentSize();
          if (now < size) {
            full = false;
            log(`[form-inbox] ${file} has room again (${now} bytes); accepting submissions`);
          }
          size = now;
        }
        const accepted = [];
        let bytes = 0;
        for (const item of batch) {
          if (size + bytes + item.bytes > maxBytes) {
            if (!full) {
              full = true;
              checkedFullAt = clock();
              log(`[form-inbox] ${file} reached its cap of ${maxBytes} bytes (FORM_INBOX_MAX_BYTES): refusing submissions with 503 until it is moved away`);
            }
            item.reject(new InboxFullError());
          } else {
            accepted.push(item);
            bytes += item.bytes;
          }
        }
        if (accepted.length === 0) continue;
        const before = size;
        try {
          await appendFile(file, accepted.map((item) => item.text).join(""), { encoding: "utf8", flag: "a" });
        } catch (error) {
          size = null;
          await cutPartialWrite(before, bytes);
          throw error;
        }
        size = before + bytes;
        for (const item of accepted) item.resolve();
      } catch (error) {
        for (const item of batch) item.reject(error);
      }
    }
    writing = null;
  }

  /**
   * A write that failed half-way (a full disk) leaves a broken line the next one would be glued
   * to; it is cut off again, but only when the file grew by less than what was being written,
   * so no line stored before is ever touched.
   * @param {number} before @param {number} bytes
   */
  async function cutPartialWrite(before, bytes) {
    try {
      const after = await currentSize();
      if (after > before && after < before + bytes) await truncate(file, before);
    } catch {
      // Nothing more to do: the caller reports the write's own error.
    }
  }

  return {
    file,
    /** Resolves once the line is written (the visitor's 2xx waits for it). @param {string} line @returns {Promise<void>} */
    append(line) {
      if (closed) return Promise.reject(new InboxClosedError());
      const text = `${line}\n`;
      return new Promise((resolve, reject) => {
        waiting.push({ text, bytes: Buffer.byteLength(text), resolve, reject });
        writing ??= writeAll();
      });
    },
    /** Refuses new lines and resolves once every queued one is written. */
    async close() {
      closed = true;
      await writing;
    },
  };
}

/**
 * @typedef {{ notify(stored: import("./mail-notifier.js").Stored): void }} Notifier
 * @typedef {((req: Req, res: Res) => Promise<boolean>) & { close(): Promise<void>, file: string }} FormInbox
 *   close: stops taking submissions (503) and resolves once every accepted one is in the file.
 */

/**
 * @param {{
 *   dir?: string,
 *   log?: (line: string) => void,
 *   now?: () => Date,
 *   rate?: { perMinute: number, perDay: number } | null,
 *   trustProxy?: number,
 *   maxFileBytes?: number,
 *   bodyTimeoutMs?: number,
 *   notifier?: Notifier | null,
 * }} [options]
 *   rate: the per-client limit (null: none; the clock is `now`).
 *   trustProxy: proxy hops whose X-Forwarded-For is believed (server/client-address.js).
 *   notifier: told of each stored submission, never awaited.
 * @returns {FormInbox}
 */
export function createFormInbox(options = {}) {
  const {
    dir = process.env.FORM_INBOX_DIR || "data",
    log = console.log,
    now = () => new Date(),
    rate = DEFAULT_RATE,
    trustProxy = 0,
    maxFileBytes = DEFAULT_MAX_FILE_BYTES,
    bodyTimeoutMs = DEFAULT_BODY_TIMEOUT_MS,
    notifier = null,
  } = options;
  const clock = () => now().getTime();
  const limiter = rate ? createRateLimiter({ ...rate, now: clock }) : null;
  const appender = createAppender(dir, { maxBytes: maxFileBytes, log, clock });

  /** @param {Req} req @param {Res} res */
  async function formInbox(req, res) {
    const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
    if (pathname !== INBOX_PATH && pathname !== `${INBOX_PATH}/`) return false;

    if (req.method !== "POST") {
      res.setHeader("Allow", "POST");
      sendJson(res, 405, { ok: false, error: "Use POST." });
      return true;
    }
    const type = String(req.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase();
    const native = type === "application/x-www-form-urlencoded";
    // Counted before the body is read: every attempt costs the client one, valid or not.
    const verdict = limiter?.hit(clientKey(clientAddress(req, trustProxy))) ?? { ok: true };
    if (!verdict.ok) {
      res.setHeader("Retry-After", String(verdict.retryAfterSeconds));
      if (native) {
        await receiveNative(req, res, "rate-limited");
      } else {
        const wait = verdict.retryAfterSeconds;
        refuse(req, res, 429, `Too many submissions from your address: please wait ${wait} second${wait === 1 ? "" : "s"} and send it again.`);
      }
      return true;
    }
    if (native) {
      await receiveNative(req, res);
      return true;
    }
    if (type !== "application/json") {
      refuse(req, res, 415, "Send the form as application/json or application/x-www-form-urlencoded.");
      return true;
    }
    if (Number(req.headers["content-length"] ?? 0) > MAX_BODY_BYTES) {
      refuse(req, res, 413, `The form is larger than ${MAX_BODY_BYTES} bytes.`);
      return true;
    }
    const { body, overflow, timedOut } = await readBody(req, MAX_BODY_BYTES, bodyTimeoutMs);
    if (timedOut) {
      cutOff(req, res, () => sendJson(res, 408, { ok: false, error: `The form did not arrive within ${bodyTimeoutMs / 1000} seconds.` }));
      return true;
    }
    if (overflow) {
      refuse(req, res, 413, `The form is larger than ${MAX_BODY_BYTES} bytes.`);
      return true;
    }

    /** @type {unknown} */
    let data;
    try {
      data = JSON.parse(body.toString("utf8"));
    } catch {
      sendJson(res, 400, { ok: false, error: "The body is not valid JSON." });
      return true;
    }
    const result = validateSubmission(data);
    if (!result.ok) {
      sendJson(res, 400, { ok: false, error: result.error });
      return true;
    }
    try {
      await store(result.submission);
    } catch (error) {
      const refusal = storeRefusal(error);
      if (!refusal) throw error;
      res.setHeader("Retry-After", String(refusal.retryAfter));
      sendJson(res, 503, { ok: false, error: refusal.sentence });
      return true;
    }
    sendJson(res, 200, { ok: true });
    return true;
  }

  /**
   * Stores a valid submission (or drops it when the honeypot is filled) and logs one line.
   * @param {Submission} submission
   */
  async function store({ form, fields, spam }) {
    const receivedAt = now().toISOString();
    if (spam) {
      // Answered like a success so a bot learns nothing.
      log(`[form-inbox] ${receivedAt} dropped a ${form} submission: honeypot filled`);
      return;
    }
    await appender.append(JSON.stringify({ receivedAt, form, ...fields }));
    log(`[form-inbox] ${receivedAt} ${form} from ${fields.email} → ${appender.file}`);
    notifier?.notify({ form, fields, receivedAt });
  }

  /**
   * A form posted by the browser itself (no JavaScript yet, or none at all): the same checks
   * as JSON, and every answer is a 303 to a page that says the result.
   * @param {Req} req @param {Res} res @param {string} [refused] why it is refused before reading
   *   (the body is still read, to tell which form's failure page to send the visitor to)
   */
  async function receiveNative(req, res, refused) {
    const { body, overflow, timedOut } = await readBody(req, MAX_URLENCODED_BYTES, bodyTimeoutMs);
    const text = body.toString("utf8");
    // Which failure page: told apart as validateSubmission does (a name field means the contact
    // form), from the raw text, so a body cut at the limit or a broken one still finds its page,
    // in the language the form says it was sent from.
    const pagesOfForm = resultPages(/(?:^|&)name=/.test(text) ? "contact" : "newsletter", /(?:^|&)lang=([a-z]+)(?:&|$)/.exec(text)?.[1]);
    const failed = pagesOfForm.failed;
    if (timedOut) {
      cutOff(req, res, () => redirect(res, `${failed}?error=timeout`));
      return;
    }
    if (refused || overflow) {
      res.setHeader("Connection", "close");
      // Over the rate limit: a page that says to wait, not that it failed.
      redirect(res, refused === "rate-limited" ? pagesOfForm.wait : `${failed}?error=${refused ?? "too-large"}`);
      return;
    }
    const data = parseUrlEncoded(text);
    const result = data === null ? null : validateSubmission(data);
    if (!result?.ok) {
      redirect(res, `${failed}?error=invalid`);
      return;
    }
    const { submission } = result;
    const pages = resultPages(submission.form, submission.fields.lang);
    try {
      await store(submission);
    } catch (error) {
      const refusal = storeRefusal(error);
      if (refusal) {
        res.setHeader("Retry-After", String(refusal.retryAfter));
      } else {
        console.error(error);
      }
      redirect(res, `${pages.failed}?error=${refusal ? "unavailable" : "server"}`);
      return;
    }
    redirect(res, sameSitePath(submission.next, pages.sent));
  }

  return Object.assign(formInbox, { close: () => appender.close(), file: appender.file });
}

/**
 * The answer to a submission the inbox will not store right now, or null for a real failure.
 * @param {unknown} error @returns {{ sentence: string, retryAfter: number } | null}
 */
function storeRefusal(error) {
  if (error instanceof InboxFullError) {
    return { sentence: "The inbox is full, so the message was not stored. Please write by e-mail instead.", retryAfter: 3600 };
  }
  if (error instanceof InboxClosedError) {
    return { sentence: "The server is restarting, so the message was not stored. Please send it again in a minute.", retryAfter: 60 };
  }
  return null;
}

/** @param {Res} res @param {string} location */
function redirect(res, location) {
  res.statusCode = 303;
  res.setHeader("Location", location);
  res.setHeader("Cache-Control", "no-store");
  res.end();
}

/**
 * Reads the body up to `limit` bytes; past it keeps what it has, drains the rest unread and
 * reports the overflow. A body still incomplete after `timeoutMs` is reported too: a client
 * trickling bytes must not hold a request (and its memory) open.
 * @param {Req} req @param {number} limit @param {number} timeoutMs
 * @returns {Promise<{ body: Buffer, overflow: boolean, timedOut: boolean }>}
 */
function readBody(req, limit, timeoutMs) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    const timer = setTimeout(() => {
      size = limit + 1;
      resolve({ body: Buffer.concat(chunks), overflow: false, timedOut: true });
    }, timeoutMs);
    req.on("data", (/** @type {Buffer} */ chunk) => {
      if (size > limit) return;
      size += chunk.length;
      if (size > limit) {
        clearTimeout(timer);
        chunks.push(chunk.subarray(0, chunk.length - (size - limit)));
        resolve({ body: Buffer.concat(chunks), overflow: true, timedOut: false });
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      clearTimeout(timer);
      if (size <= limit) resolve({ body: Buffer.concat(chunks), overflow: false, timedOut: false });
    });
    req.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/**
 * Answers a request whose body is late, then closes its socket: the client is not waited for.
 * @param {Req} req @param {Res} res @param {() => void} answer
 */
function cutOff(req, res, answer) {
  res.setHeader("Connection", "close");
  res.on("finish", () => req.socket.destroy());
  answer();
}

/**
 * Answers an error without reading the body, then closes the connection so a large upload
 * does not keep it busy.
 * @param {Req} req @param {Res} res @param {number} status @param {string} error
 */
function refuse(req, res, status, error) {
  res.setHeader("Connection", "close");
  sendJson(res, status, { ok: false, error });
  req.resume();
}
