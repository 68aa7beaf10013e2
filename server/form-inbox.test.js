// @vitest-environment node
// @ts-check
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { INBOX_FILE, MAX_BODY_BYTES, createFormInbox, validateSubmission } from "./form-inbox.js";

const contact = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  message: "We need a UIC 406 study of our line.",
  _subject: "New contact form submission from Ada Lovelace",
  _replyto: "ada@example.com",
};
const newsletter = {
  email: "ada@example.com",
  _subject: "Newsletter Subscription Request",
  message: "Please add me to the blog newsletter.",
  _replyto: "ada@example.com",
};

/** @type {string} */ let root;
/** @type {string} */ let dir;
/** @type {string[]} */ let logs;
/** @type {import("node:http").Server} */ let server;
/** @type {string} */ let url;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "inbox-"));
  dir = join(root, "nested", "data");
  logs = [];
  const inbox = createFormInbox({ dir, log: (line) => logs.push(line) });
  server = createServer(async (req, res) => {
    if (!(await inbox(req, res))) {
      res.statusCode = 404;
      res.end();
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("no port");
  url = `http://127.0.0.1:${address.port}/api/forms`;
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(root, { recursive: true, force: true });
});

/** @param {unknown} body @param {Record<string, string>} [headers] */
function post(body, headers = { "Content-Type": "application/json" }) {
  return fetch(url, { method: "POST", headers, body: typeof body === "string" ? body : JSON.stringify(body) });
}

async function lines() {
  const file = join(dir, INBOX_FILE);
  if (!existsSync(file)) return [];
  return (await readFile(file, "utf8")).split("\n").filter(Boolean);
}

describe("POST /api/forms", () => {
  it("stores a contact submission with its receipt time and logs one line", async () => {
    const res = await post(contact);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    const stored = (await lines()).map((l) => JSON.parse(l));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ form: "contact", ...contact });
    expect(Date.parse(stored[0].receivedAt)).not.toBeNaN();
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/contact from ada@example\.com/);
  });

  it("stores a newsletter submission and never truncates the file", async () => {
    await post(newsletter);
    await post({ ...newsletter, email: "grace@example.com", _replyto: "grace@example.com" });
    const stored = (await lines()).map((l) => JSON.parse(l));
    expect(stored.map((s) => [s.form, s.email])).toEqual([
      ["newsletter", "ada@example.com"],
      ["newsletter", "grace@example.com"],
    ]);
  });

  it("accepts a charset in the content type", async () => {
    const res = await post(newsletter, { "Content-Type": "application/json; charset=utf-8" });
    expect(res.status).toBe(200);
  });

  it.each([
    ["not JSON", "{name:", 400],
    ["an array", [contact], 400],
    ["a missing message", { name: "Ada", email: "ada@example.com" }, 400],
    ["an empty name", { ...contact, name: "   " }, 400],
    ["an implausible e-mail", { ...contact, email: "ada@example" }, 400],
    ["an e-mail with spaces", { ...newsletter, email: "ada @example.com" }, 400],
    ["a non-string field", { ...contact, message: 42 }, 400],
    ["an unknown field", { ...newsletter, phone: "123" }, 400],
    ["an empty object", {}, 400],
    ["an oversized body", { ...contact, message: "x".repeat(MAX_BODY_BYTES) }, 413],
  ])("rejects %s with its status and writes nothing", async (_what, body, status) => {
    const res = await post(body);
    expect(res.status).toBe(status);
    const answer = await res.json();
    expect(answer.ok).toBe(false);
    expect(answer.error).toEqual(expect.any(String));
    expect(await lines()).toEqual([]);
    expect(logs).toEqual([]);
  });

  it("rejects other content types with 415", async () => {
    const form = await post("email=ada%40example.com", { "Content-Type": "application/x-www-form-urlencoded" });
    expect(form.status).toBe(415);
    const none = await fetch(url, { method: "POST", body: JSON.stringify(newsletter) });
    expect(none.status).toBe(415);
    expect(await lines()).toEqual([]);
  });

  it("rejects a chunked body that grows past the limit with 413", async () => {
    const big = JSON.stringify({ ...contact, message: "y".repeat(MAX_BODY_BYTES + 10) });
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const res = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: stream,
      // @ts-expect-error Node's fetch needs duplex for a streamed body
      duplex: "half",
    });
    expect(res.status).toBe(413);
    expect(await lines()).toEqual([]);
  });

  it("answers other methods with 405 and passes other paths on", async () => {
    const get = await fetch(url);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    const other = await fetch(url.replace("/api/forms", "/api/other"), { method: "POST" });
    expect(other.status).toBe(404);
  });

  it("accepts but drops a submission whose honeypot is filled", async () => {
    const res = await post({ ...contact, _gotcha: "http://spam.example" });
    expect(res.status).toBe(200);
    expect(await lines()).toEqual([]);
    expect(logs).toEqual([expect.stringMatching(/dropped a contact submission/)]);
  });

  it("keeps every one of 200 concurrent submissions on its own valid line", async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        post({ ...contact, name: `Sender ${i}`, message: `Message ${i} ${"z".repeat(2000)}` }),
      ),
    );
    expect(answers.every((r) => r.status === 200)).toBe(true);
    const stored = (await lines()).map((l) => JSON.parse(l));
    expect(stored).toHaveLength(200);
    expect(new Set(stored.map((s) => s.name)).size).toBe(200);
    expect(logs).toHaveLength(200);
  });
});

describe("validateSubmission", () => {
  it("tells the two forms apart and strips the empty honeypot", () => {
    expect(validateSubmission({ ...contact, _gotcha: "" })).toEqual({
      ok: true,
      submission: { form: "contact", fields: contact, spam: false },
    });
    expect(validateSubmission(newsletter)).toMatchObject({ ok: true, submission: { form: "newsletter" } });
  });
});
