// @ts-check
import { mkdtemp, readFile } from "node:fs/promises";
import { createServer, request } from "node:http";
import { createServer as createTcpServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { INBOX_FILE, createFormInbox } from "./form-inbox.js";
import { composeMail, createMailNotifier, smtpTransport } from "./mail-notifier.js";

const contact = { name: "Ada Lovelace", email: "ada@example.com", message: "Can we talk about timetables?", _subject: "New contact form submission from Ada Lovelace", _replyto: "ada@example.com" };
const newsletter = { email: "grace@example.com", _subject: "Newsletter Subscription Request", _replyto: "grace@example.com" };

/** @type {(() => Promise<void> | void)[]} */
let cleanups = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const cleanup of cleanups) await cleanup();
  cleanups = [];
});

/** An SMTP server on a free port that keeps every message it is given. */
async function startSmtp() {
  /** @type {{ to: string[], raw: string }[]} */
  const mails = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk) => (raw += chunk));
      stream.on("end", () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise((resolve) => smtp.listen(0, "127.0.0.1", () => resolve(undefined)));
  const port = /** @type {import("node:net").AddressInfo} */ (smtp.server.address()).port;
  cleanups.push(() => new Promise((resolve) => smtp.close(() => resolve())));
  return { mails, url: `smtp://127.0.0.1:${port}` };
}

/** A port where nothing listens: connections are refused at once. */
async function deadPort() {
  const probe = createTcpServer();
  await new Promise((resolve) => probe.listen(0, "127.0.0.1", () => resolve(undefined)));
  const port = /** @type {import("node:net").AddressInfo} */ (probe.address()).port;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** @param {Parameters<typeof createFormInbox>[0]} options */
async function startInbox(options) {
  const dir = await mkdtemp(join(tmpdir(), "inbox-mail-"));
  /** @type {string[]} */
  const logs = [];
  const inbox = createFormInbox({ dir, rate: null, log: (line) => logs.push(line), ...options });
  const server = createServer(async (req, res) => void (await inbox(req, res)));
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const port = /** @type {import("node:net").AddressInfo} */ (server.address()).port;
  cleanups.push(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  /** @param {string} body @param {string} [type] @returns {Promise<{ status: number, ms: number }>} */
  const post = (body, type = "application/json") =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const req = request({ host: "127.0.0.1", port, path: "/api/forms", method: "POST", agent: false, headers: { "Content-Type": type } }, (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      });
      req.on("error", reject);
      req.end(body);
    });
  return { post, logs, file: join(dir, INBOX_FILE) };
}

/** @param {() => boolean} condition @param {number} [ms] */
async function until(condition, ms = 5000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("mail notifications through a real SMTP server", () => {
  it("mails each accepted contact message and subscription to the owner, Reply-To the sender", async () => {
    const smtp = await startSmtp();
    /** @type {string[]} */
    const errors = [];
    const notifier = createMailNotifier({ transport: smtpTransport(smtp.url), to: "owner@example.com", log: (line) => errors.push(line) });
    const { post } = await startInbox({ notifier });

    expect((await post(JSON.stringify(contact))).status).toBe(200);
    expect((await post(new URLSearchParams(newsletter).toString(), "application/x-www-form-urlencoded")).status).toBe(303);
    // Not mailed: the honeypot, and what was refused.
    await post(JSON.stringify({ ...contact, _gotcha: "spam" }));
    await post(JSON.stringify({ email: "not an address" }));

    await until(() => smtp.mails.length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.mails).toHaveLength(2);
    expect(errors).toEqual([]);
    const [first, second] = smtp.mails.sort((a, b) => (a.raw.includes("Ada") ? -1 : b.raw.includes("Ada") ? 1 : 0));
    expect(first?.to).toEqual(["owner@example.com"]);
    expect(first?.raw).toMatch(/^Reply-To: ada@example\.com\r?$/m);
    expect(first?.raw).toMatch(/^Subject: New contact form submission from Ada Lovelace\r?$/m);
    expect(first?.raw).toContain("Can we talk about timetables?");
    expect(second?.raw).toMatch(/^Reply-To: grace@example\.com\r?$/m);
    expect(second?.raw).toMatch(/^Subject: Newsletter Subscription Request\r?$/m);
  });

  it("with the SMTP server down, stores and answers at once, then retries with back-off and gives up", async () => {
    /** @type {string[]} */
    const errors = [];
    const notifier = createMailNotifier({
      transport: smtpTransport(`smtp://127.0.0.1:${await deadPort()}`),
      to: "owner@example.com",
      log: (line) => errors.push(line),
      maxTries: 3,
      firstRetryMs: 50,
    });
    const { post, file } = await startInbox({ notifier });
    const answer = await post(JSON.stringify(contact));
    expect(answer.status).toBe(200);
    expect(answer.ms).toBeLessThan(1000);
    expect(JSON.parse(await readFile(file, "utf8"))).toMatchObject({ form: "contact", email: "ada@example.com" });

    await until(() => errors.some((line) => /gave up/.test(line)));
    expect(errors.filter((line) => /failed .*try \d of 3/.test(line))).toHaveLength(2);
    expect(errors.at(-1)).toMatch(/gave up mailing .* after 3 tries .*in the inbox file/);
    expect(notifier.pending).toBe(0);
  });

  it("does not make the visitor wait for an SMTP server that never answers", async () => {
    const sockets = new Set();
    const blackHole = createTcpServer((socket) => sockets.add(socket));
    await new Promise((resolve) => blackHole.listen(0, "127.0.0.1", () => resolve(undefined)));
    cleanups.push(async () => {
      for (const socket of sockets) /** @type {import("node:net").Socket} */ (socket).destroy();
      await new Promise((resolve) => blackHole.close(resolve));
    });
    const port = /** @type {import("node:net").AddressInfo} */ (blackHole.address()).port;
    const notifier = createMailNotifier({ transport: smtpTransport(`smtp://127.0.0.1:${port}`), to: "owner@example.com", log: () => undefined });
    const { post, file } = await startInbox({ notifier });
    const answers = await Promise.all([post(JSON.stringify(contact)), post(JSON.stringify(newsletter))]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    for (const answer of answers) expect(answer.ms).toBeLessThan(1000);
    expect((await readFile(file, "utf8")).trim().split("\n")).toHaveLength(2);
    expect(notifier.pending).toBe(2);
    const started = performance.now();
    await notifier.settle(100);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe("createMailNotifier", () => {
  it("tries 5 times by default, 1 s · 2^n apart", async () => {
    vi.useFakeTimers();
    const sendMail = vi.fn(() => Promise.reject(new Error("421 try later")));
    /** @type {string[]} */
    const logs = [];
    const notifier = createMailNotifier({ transport: { sendMail }, to: "owner@example.com", log: (line) => logs.push(line) });
    notifier.notify({ form: "contact", fields: contact, receivedAt: "2026-01-01T00:00:00.000Z" });
    await vi.advanceTimersByTimeAsync(0);
    expect(sendMail).toHaveBeenCalledTimes(1);
    for (const [delay, calls] of /** @type {const} */ ([[1000, 2], [2000, 3], [4000, 4], [8000, 5]])) {
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(sendMail).toHaveBeenCalledTimes(calls - 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(sendMail).toHaveBeenCalledTimes(calls);
    }
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sendMail).toHaveBeenCalledTimes(5);
    expect(logs.at(-1)).toMatch(/gave up .* after 5 tries \(421 try later\)/);
    expect(notifier.pending).toBe(0);
  });

  it("keeps at most maxPending notifications waiting", () => {
    const notifier = createMailNotifier({ transport: { sendMail: () => new Promise(() => undefined) }, to: "o@example.com", log: () => undefined, maxPending: 3 });
    for (let i = 0; i < 10; i++) notifier.notify({ form: "newsletter", fields: { email: `n${i}@example.com` }, receivedAt: "" });
    expect(notifier.pending).toBe(3);
  });
});

describe("composeMail", () => {
  it("answers the sender, keeps header values on one line and puts the message in the body", () => {
    const mail = composeMail(
      { form: "contact", fields: { ...contact, _subject: "Hi\r\nBcc: victim@example.com", _replyto: "" }, receivedAt: "2026-01-01T00:00:00.000Z" },
      { from: "owner@example.com", to: "owner@example.com" },
    );
    expect(mail.replyTo).toBe("ada@example.com");
    expect(mail.subject).toBe("Hi Bcc: victim@example.com");
    expect(mail.text).toContain("name: Ada Lovelace\nemail: ada@example.com\n\nCan we talk about timetables?");
  });
});
