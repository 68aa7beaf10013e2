// @ts-check
/**
 * The local form inbox: the default form endpoint of `npm start` (POST /api/forms) when the
 * site is built without VITE_FORM_ENDPOINT. It accepts the two forms of the site in the
 * Formspree-compatible shape they send and appends each one to a JSON-lines file.
 */
import { appendFile, mkdir } from "node:fs/promises";
import { join } from "node:path";
import { sendJson } from "./app.js";

export const INBOX_PATH = "/api/forms";
export const MAX_BODY_BYTES = 16 * 1024;
export const INBOX_FILE = "form-submissions.jsonl";
/**
 * Percent-encoding spends three bytes on every non-ASCII byte, so a native (no-JavaScript) post
 * gets three times the JSON limit: the same message fits in both encodings.
 */
export const MAX_URLENCODED_BYTES = 3 * MAX_BODY_BYTES;

/**
 * Where a native post lands (prerendered pages, app/content/form-results.ts lists the same
 * paths). A form may name its own success page in `_next`, as with Formspree, but only a path
 * of this site is followed: never an open redirect.
 */
export const RESULT_PAGES = {
  contact: { sent: "/contact/sent", failed: "/contact/failed" },
  newsletter: { sent: "/blog/subscribed", failed: "/blog/subscribe-failed" },
};

/** Fields each form may send; the first ones listed are required. */
const FORMS = {
  contact: { required: ["name", "email", "message"], optional: ["_subject", "_replyto", "_gotcha", "_next"] },
  newsletter: { required: ["email"], optional: ["_subject", "message", "_replyto", "_gotcha", "_next"] },
};
const MAX_FIELD = { name: 200, email: 254, message: 10_000, _subject: 300, _replyto: 254, _gotcha: 1000, _next: 2000 };

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

/**
 * Reads the body up to `limit` bytes; resolves null when it is larger.
 * @param {Req} req @param {number} limit @returns {Promise<Buffer | null>}
 */
function readBody(req, limit) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    let done = false;
    req.on("data", (/** @type {Buffer} */ chunk) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        done = true;
        resolve(null);
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      if (!done) resolve(Buffer.concat(chunks));
    });
    req.on("error", reject);
  });
}

/**
 * Appends lines to one file, one appendFile at a time: concurrent submissions can never
 * interleave inside a line, and the file is only ever appended to.
 * @param {string} dir
 */
function createAppender(dir) {
  const file = join(dir, INBOX_FILE);
  /** @type {Promise<unknown>} */
  // A failed mkdir surfaces on the first write; left unhandled it would stop the server.
  let queue = mkdir(dir, { recursive: true }).catch(() => undefined);
  return {
    file,
    /** @param {string} line @returns {Promise<void>} */
    append(line) {
      const write = queue.then(() => appendFile(file, `${line}\n`, { encoding: "utf8", flag: "a" }));
      // A failed write must not block the ones after it; the caller still sees its own error.
      queue = write.catch(() => mkdir(dir, { recursive: true }).catch(() => undefined));
      return write;
    },
  };
}

/**
 * @param {{ dir?: string, log?: (line: string) => void, now?: () => Date }} [options]
 * @returns {(req: Req, res: Res) => Promise<boolean>}
 */
export function createFormInbox(options = {}) {
  const { dir = process.env.FORM_INBOX_DIR || "data", log = console.log, now = () => new Date() } = options;
  const appender = createAppender(dir);

  return async function formInbox(req, res) {
    const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
    if (pathname !== INBOX_PATH && pathname !== `${INBOX_PATH}/`) return false;

    if (req.method !== "POST") {
      res.setHeader("Allow", "POST");
      sendJson(res, 405, { ok: false, error: "Use POST." });
      return true;
    }
    const type = String(req.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase();
    if (type === "application/x-www-form-urlencoded") {
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
    const body = await readBody(req, MAX_BODY_BYTES);
    if (body === null) {
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
    await store(result.submission);
    sendJson(res, 200, { ok: true });
    return true;
  };

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
  }

  /**
   * A form posted by the browser itself (no JavaScript yet, or none at all): the same checks
   * as JSON, and every answer is a 303 to a page that says the result.
   * @param {Req} req @param {Res} res
   */
  async function receiveNative(req, res) {
    const { body, overflow } = await readBodyPrefix(req, MAX_URLENCODED_BYTES);
    const text = body.toString("utf8");
    // Which failure page: told apart as validateSubmission does (a name field means the contact
    // form), from the raw text, so a body cut at the limit or a broken one still finds its page.
    const failed = RESULT_PAGES[/(?:^|&)name=/.test(text) ? "contact" : "newsletter"].failed;
    if (overflow) {
      res.setHeader("Connection", "close");
      redirect(res, `${failed}?error=too-large`);
      return;
    }
    const data = parseUrlEncoded(text);
    const result = data === null ? null : validateSubmission(data);
    if (!result?.ok) {
      redirect(res, `${failed}?error=invalid`);
      return;
    }
    const { submission } = result;
    const pages = RESULT_PAGES[submission.form];
    try {
      await store(submission);
    } catch (error) {
      console.error(error);
      redirect(res, `${pages.failed}?error=server`);
      return;
    }
    redirect(res, sameSitePath(submission.next, pages.sent));
  }
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
 * reports the overflow.
 * @param {Req} req @param {number} limit @returns {Promise<{ body: Buffer, overflow: boolean }>}
 */
function readBodyPrefix(req, limit) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on("data", (/** @type {Buffer} */ chunk) => {
      if (size > limit) return;
      size += chunk.length;
      if (size > limit) {
        chunks.push(chunk.subarray(0, chunk.length - (size - limit)));
        resolve({ body: Buffer.concat(chunks), overflow: true });
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      if (size <= limit) resolve({ body: Buffer.concat(chunks), overflow: false });
    });
    req.on("error", reject);
  });
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
