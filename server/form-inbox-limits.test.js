// @ts-check
// The inbox on the open internet (issue 23): rate limit, file cap, body deadline, closing.
import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { createServer, request } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { INBOX_FILE, createFormInbox } from "./form-inbox.js";

const contact = { name: "Ada Lovelace", email: "ada@example.com", message: "Hello", _replyto: "ada@example.com" };

/** @type {(() => Promise<void>)[]} */
let cleanups = [];
afterEach(async () => {
  for (const cleanup of cleanups) await cleanup();
  cleanups = [];
});

/**
 * An inbox on an ephemeral port of 127.0.0.1.
 * @param {Parameters<typeof createFormInbox>[0]} options
 */
async function start(options = {}) {
  const dir = join(await mkdtemp(join(tmpdir(), "inbox-limits-")), "data");
  /** @type {string[]} */
  const logs = [];
  const inbox = createFormInbox({ dir, log: (line) => logs.push(line), ...options });
  const server = createServer(async (req, res) => {
    if (!(await inbox(req, res))) {
      res.statusCode = 404;
      res.end();
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const port = /** @type {import("node:net").AddressInfo} */ (server.address()).port;
  cleanups.push(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return { dir, file: join(dir, INBOX_FILE), logs, port, inbox };
}

/**
 * POSTs from a chosen local address (all of 127.0.0.0/8 is loopback on Linux), so the server
 * sees distinct clients on real sockets.
 * @param {number} port
 * @param {{ body: string, type?: string, from?: string, headers?: Record<string, string> }} options
 * @returns {Promise<{ status: number, headers: import("node:http").IncomingHttpHeaders, body: string }>}
 */
function post(port, { body, type = "application/json", from = "127.0.0.1", headers = {} }) {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port, path: "/api/forms", method: "POST", localAddress: from, agent: false, headers: { "Content-Type": type, ...headers } },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const json = (/** @type {object} */ fields) => ({ body: JSON.stringify(fields) });
const readLines = async (/** @type {string} */ file) => (await readFile(file, "utf8").catch(() => "")).split("\n").filter(Boolean);

describe("rate limit", () => {
  it("answers the sixth submission in a minute with 429, Retry-After and a sentence", async () => {
    const { port, file } = await start({ rate: { perMinute: 5, perDay: 30 } });
    for (let i = 0; i < 5; i++) expect((await post(port, json(contact))).status).toBe(200);
    const refused = await post(port, json(contact));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(55);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect(JSON.parse(refused.body)).toEqual({ ok: false, error: expect.stringMatching(/^Too many submissions.*wait \d+ seconds/) });
    expect(await readLines(file)).toHaveLength(5);
  });

  it("counts per client address", async () => {
    const { port } = await start({ rate: { perMinute: 2, perDay: 30 } });
    for (let i = 0; i < 2; i++) await post(port, json(contact));
    expect((await post(port, json(contact))).status).toBe(429);
    expect((await post(port, { ...json(contact), from: "127.0.0.2" })).status).toBe(200);
  });

  it("ignores X-Forwarded-For by default: a spoofed header does not dodge the limit", async () => {
    const { port } = await start({ rate: { perMinute: 2, perDay: 30 } });
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await post(port, { ...json(contact), headers: { "X-Forwarded-For": `198.51.100.${i}` } })).status);
    }
    expect(statuses).toEqual([200, 200, 429, 429]);
  });

  it("with TRUST_PROXY=1 limits the address the proxy added, whatever the client wrote before it", async () => {
    const { port } = await start({ rate: { perMinute: 2, perDay: 30 }, trustProxy: 1 });
    const via = (/** @type {string} */ forwarded) => post(port, { ...json(contact), headers: { "X-Forwarded-For": forwarded } });
    expect((await via("198.51.100.1")).status).toBe(200);
    expect((await via("6.6.6.6, 198.51.100.1")).status).toBe(200);
    expect((await via("7.7.7.7, 198.51.100.1")).status).toBe(429);
    // Behind the same proxy socket, another visitor has their own count.
    expect((await via("198.51.100.2")).status).toBe(200);
  });

  it("sends a native post over the limit to the failed page with the reason to wait", async () => {
    const { port, file } = await start({ rate: { perMinute: 1, perDay: 30 } });
    const form = new URLSearchParams({ name: "Ada", email: "ada@example.com", message: "Hi" }).toString();
    const type = "application/x-www-form-urlencoded";
    expect((await post(port, { body: form, type })).headers.location).toBe("/contact/sent");
    const refused = await post(port, { body: form, type });
    expect(refused.status).toBe(303);
    expect(refused.headers.location).toBe("/contact/wait");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    const newsletter = await post(port, { body: "email=ada%40example.com", type });
    expect(newsletter.headers.location).toBe("/blog/subscribe-wait");
    expect(await readLines(file)).toHaveLength(1);
  });

  it("sends a native post from a Swedish page over the limit to the Swedish wait page", async () => {
    const { port, file } = await start({ rate: { perMinute: 1, perDay: 30 } });
    const form = new URLSearchParams({ lang: "sv", name: "Ada", email: "ada@example.com", message: "Hej" }).toString();
    const type = "application/x-www-form-urlencoded";
    expect((await post(port, { body: form, type })).headers.location).toBe("/sv/contact/sent");
    const refused = await post(port, { body: form, type });
    expect(refused.status).toBe(303);
    expect(refused.headers.location).toBe("/sv/contact/wait");
    const newsletter = await post(port, { body: "email=ada%40example.com&lang=sv", type });
    expect(newsletter.headers.location).toBe("/sv/blog/subscribe-wait");
    expect(await readLines(file)).toHaveLength(1);
  });

  it("lets the client in again after the minute (injected clock)", async () => {
    let time = Date.parse("2026-01-01T00:00:00Z");
    const { port } = await start({ rate: { perMinute: 1, perDay: 30 }, now: () => new Date(time) });
    expect((await post(port, json(contact))).status).toBe(200);
    expect((await post(port, json(contact))).status).toBe(429);
    time += 60_000;
    expect((await post(port, json(contact))).status).toBe(200);
  });
});

describe("size cap of the inbox file", () => {
  it("answers 503 with a sentence past the cap, leaves the file's bytes alone and logs it once", async () => {
    const { dir, file, port, logs } = await start({ rate: null, maxFileBytes: 1000 });
    await mkdir(dir, { recursive: true });
    const before = `${JSON.stringify({ receivedAt: "2026-01-01T00:00:00.000Z", form: "contact", ...contact, message: "x".repeat(800) })}\n`;
    await writeFile(file, before);
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await post(port, json(contact)));
    const native = await post(port, {
      body: new URLSearchParams({ name: "Ada", email: "ada@example.com", message: "Hi" }).toString(),
      type: "application/x-www-form-urlencoded",
    });
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(JSON.parse(answer.body)).toEqual({ ok: false, error: expect.stringMatching(/^The inbox is full.*\.$/) });
    }
    expect(native.headers.location).toBe("/contact/failed?error=unavailable");
    expect(await readFile(file, "utf8")).toBe(before);
    expect(logs.filter((line) => /reached its cap/.test(line))).toHaveLength(1);
  });

  it("fills up to the cap, never past it, and takes lines again once the file is moved away", async () => {
    let time = Date.parse("2026-01-01T00:00:00Z");
    const { file, port, logs } = await start({ rate: null, maxFileBytes: 600, now: () => new Date(time) });
    const statuses = [];
    for (let i = 0; i < 8; i++) statuses.push((await post(port, json(contact))).status);
    const size = (await readFile(file)).length;
    expect(size).toBeLessThanOrEqual(600);
    expect(statuses.filter((s) => s === 200).length).toBe((await readLines(file)).length);
    expect(statuses.at(-1)).toBe(503);
    await writeFile(file, "");
    time += 10_000;
    expect((await post(port, json(contact))).status).toBe(200);
    expect(logs.some((line) => /has room again/.test(line))).toBe(true);
  });
});

describe("a slow client", () => {
  it("whose body trickles in is cut off at the body deadline, and nothing is stored", async () => {
    const { port, file } = await start({ rate: null, bodyTimeoutMs: 300 });
    const socket = connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    const started = performance.now();
    socket.write("POST /api/forms HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{");
    const drip = setInterval(() => socket.writable && socket.write(" "), 50);
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk));
    await new Promise((resolve) => socket.once("close", resolve));
    clearInterval(drip);
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(280);
    expect(elapsed).toBeLessThan(1500);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(await readLines(file)).toEqual([]);
  });
});

describe("closing", () => {
  it("finishes queued appends, then answers 503 with a sentence", async () => {
    const { port, file, inbox } = await start({ rate: null });
    const sent = await Promise.all(Array.from({ length: 20 }, () => post(port, json(contact))));
    await inbox.close();
    expect(sent.every((a) => a.status === 200)).toBe(true);
    expect(await readLines(file)).toHaveLength(20);
    const late = await post(port, json(contact));
    expect(late.status).toBe(503);
    expect(JSON.parse(late.body).error).toMatch(/restarting/);
  });
});
