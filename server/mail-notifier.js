// @ts-check
/**
 * Tells the owner of each new message by e-mail. The inbox file stays the record: a mail is sent
 * after the line is stored and after the visitor has their answer, so a slow or broken SMTP
 * server can delay or lose a notification, never a submission.
 */
import { createTransport } from "nodemailer";

export const MAX_TRIES = 5;
export const FIRST_RETRY_MS = 1000;
/**
 * Notifications waiting for a try, at most. Past it new ones are skipped (and logged): the rate
 * limit keeps honest traffic far below this, and memory must not grow while SMTP is down.
 */
export const MAX_PENDING = 200;

/**
 * @typedef {{ form: "contact" | "newsletter", fields: Record<string, string>, receivedAt: string }} Stored
 * @typedef {{ from: string, to: string, replyTo: string, subject: string, text: string }} Mail
 * @typedef {{ sendMail(mail: Mail): Promise<unknown> }} Transport
 */

/**
 * @param {{
 *   transport: Transport,
 *   to: string,
 *   from?: string,
 *   log?: (line: string) => void,
 *   maxTries?: number,
 *   firstRetryMs?: number,
 *   maxPending?: number,
 * }} options
 *   from: defaults to `to`; server/config.js picks the SMTP account when it is an address.
 */
export function createMailNotifier({
  transport,
  to,
  from = to,
  log = console.error,
  maxTries = MAX_TRIES,
  firstRetryMs = FIRST_RETRY_MS,
  maxPending = MAX_PENDING,
}) {
  let pending = 0;
  /** Sends in progress, so shutdown can give them a moment. @type {Set<Promise<void>>} */
  const sending = new Set();

  /** @param {Mail} mail @param {number} attempt (0 for the first try) */
  function trySend(mail, attempt) {
    // A transport that throws instead of rejecting is one more failed try.
    const send = Promise.resolve().then(() => transport.sendMail(mail)).then(
      () => {
        pending -= 1;
      },
      (/** @type {unknown} */ error) => {
        const reason = error instanceof Error ? error.message : String(error);
        if (attempt + 1 >= maxTries) {
          pending -= 1;
          log(`[form-inbox] gave up mailing "${mail.subject}" after ${maxTries} tries (${reason}); it is in the inbox file`);
          return;
        }
        const delay = firstRetryMs * 2 ** attempt;
        log(`[form-inbox] mailing "${mail.subject}" failed (${reason}); try ${attempt + 2} of ${maxTries} in ${delay} ms`);
        // unref: a retry waiting for its turn never keeps the process alive.
        setTimeout(() => trySend(mail, attempt + 1), delay).unref();
      },
    );
    sending.add(send);
    void send.finally(() => sending.delete(send));
  }

  return {
    /**
     * Queues the notification of one stored submission and returns at once.
     * @param {Stored} stored
     */
    notify(stored) {
      if (pending >= maxPending) {
        log(`[form-inbox] ${pending} notifications already waiting; not mailing the ${stored.form} from ${stored.fields.email}`);
        return;
      }
      pending += 1;
      trySend(composeMail(stored, { from, to }), 0);
    },
    /** Notifications not yet sent (being sent or waiting for a retry). */
    get pending() {
      return pending;
    },
    /**
     * Resolves once the sends in progress are done or `ms` have passed, whichever is first;
     * retries still waiting are given up (the messages are in the file).
     * @param {number} ms @returns {Promise<void>}
     */
    async settle(ms) {
      /** @type {ReturnType<typeof setTimeout> | undefined} */
      let timer;
      const timeout = new Promise((resolve) => {
        timer = setTimeout(resolve, ms);
        timer.unref();
      });
      await Promise.race([Promise.allSettled([...sending]), timeout]);
      clearTimeout(timer);
    },
  };
}

/**
 * The mail for one submission: Reply-To is the sender, so the owner answers with one click.
 * Header values lose line breaks; nodemailer encodes the rest.
 * @param {Stored} stored @param {{ from: string, to: string }} addresses @returns {Mail}
 */
export function composeMail({ form, fields, receivedAt }, { from, to }) {
  const oneLine = (/** @type {string} */ text) => text.replace(/[\r\n]+/g, " ").trim();
  const sender = fields._replyto || fields.email || "";
  const subject =
    fields._subject ||
    (form === "contact" ? `New contact form submission from ${fields.name ?? sender}` : `New newsletter subscription: ${sender}`);
  const lines = [
    `${form === "contact" ? "Contact message" : "Newsletter subscription"} received ${receivedAt}`,
    "",
    ...Object.entries(fields)
      .filter(([key]) => key !== "message" && !key.startsWith("_"))
      .map(([key, value]) => `${key}: ${value}`),
  ];
  if (fields.message) lines.push("", fields.message);
  return { from, to, replyTo: oneLine(sender), subject: oneLine(subject), text: `${lines.join("\n")}\n` };
}

/**
 * An SMTP transport from a URL such as smtps://user:password@smtp.example.com:465, with timeouts
 * in seconds rather than nodemailer's minutes: a dead server should fail a try, not hold it.
 * @param {string} url @returns {Transport}
 */
export function smtpTransport(url) {
  return createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
}
