// @ts-check
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  INBOX_FILE,
  MAX_BODY_BYTES,
  MAX_URLENCODED_BYTES,
  RESULT_PAGES,
  createFormInbox,
  resultPages,
  parseUrlEncoded,
  sameSitePath,
  validateSubmission,
} from "./form-inbox.js";
import { formResults } from "../app/lib/content/form-results";
import { localizePath } from "../app/lib/i18n/locale";

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
  // No rate limit here: these tests post many times from one address (see form-inbox-limits.test.js).
  const inbox = createFormInbox({ dir, log: (line) => logs.push(line), rate: null });
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
    ["a language the site lacks", { ...contact, lang: "fr" }, 400],
    ["a language that is not a string", { ...newsletter, lang: ["sv"] }, 400],
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
    const text = await post("email=ada@example.com", { "Content-Type": "text/plain" });
    expect(text.status).toBe(415);
    const multipart = await post("--x--", { "Content-Type": "multipart/form-data; boundary=x" });
    expect(multipart.status).toBe(415);
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

  it("stores the page's language a form sends (lang), beside the specification's fields", async () => {
    expect((await post({ ...contact, lang: "sv" })).status).toBe(200);
    expect((await post({ ...newsletter, lang: "sv" })).status).toBe(200);
    expect((await post({ ...newsletter, lang: "en" })).status).toBe(200);
    const stored = (await lines()).map((l) => JSON.parse(l));
    expect(stored).toEqual([
      { receivedAt: expect.any(String), form: "contact", ...contact, lang: "sv" },
      { receivedAt: expect.any(String), form: "newsletter", ...newsletter, lang: "sv" },
      { receivedAt: expect.any(String), form: "newsletter", ...newsletter, lang: "en" },
    ]);
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

describe("POST /api/forms as a native form (application/x-www-form-urlencoded)", () => {
  const nativeContact = { _next: "/contact/sent", _subject: "New contact form submission", name: "Ada Lovelace", email: "ada@example.com", message: "Två rader,\nåäö & 100 % = ok?" };
  const nativeNewsletter = { _next: "/blog/subscribed", _subject: "Newsletter Subscription Request", message: "Please add me.", email: "ada@example.com" };

  /** @param {Record<string, string> | string} fields */
  function postForm(fields) {
    const body = typeof fields === "string" ? fields : new URLSearchParams(fields).toString();
    return fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body,
      redirect: "manual",
    });
  }

  it("stores a contact submission exactly as typed and answers 303 to its success page", async () => {
    const res = await postForm(nativeContact);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/contact/sent");
    const stored = (await lines()).map((l) => JSON.parse(l));
    expect(stored).toEqual([{ receivedAt: expect.any(String), form: "contact", ...nativeContact, _next: undefined }]);
    expect(stored[0]).not.toHaveProperty("_next");
    expect(logs).toEqual([expect.stringMatching(/contact from ada@example\.com/)]);
  });

  it("stores a newsletter submission and answers 303 to its success page", async () => {
    const res = await postForm(nativeNewsletter);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/blog/subscribed");
    expect((await lines()).map((l) => JSON.parse(l))).toEqual([
      expect.objectContaining({ form: "newsletter", email: "ada@example.com", message: "Please add me." }),
    ]);
  });

  it("accepts a charset and a form without _next (default success page)", async () => {
    const fields = Object.fromEntries(Object.entries(nativeNewsletter).filter(([key]) => key !== "_next"));
    const res = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded; charset=UTF-8" },
      body: new URLSearchParams(fields).toString(),
      redirect: "manual",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(RESULT_PAGES.newsletter.sent);
    expect(await lines()).toHaveLength(1);
  });

  it.each([
    ["a missing message", "contact", { _next: "/contact/sent", name: "Ada", email: "ada@example.com" }],
    ["an empty name", "contact", { ...nativeContact, name: "  " }],
    ["an implausible e-mail", "contact", { ...nativeContact, email: "ada@example" }],
    ["an e-mail with spaces", "newsletter", { ...nativeNewsletter, email: "ada @example.com" }],
    ["an empty e-mail", "newsletter", { ...nativeNewsletter, email: "" }],
    ["an unknown field", "newsletter", { ...nativeNewsletter, phone: "123" }],
    ["a field too long", "contact", { ...nativeContact, name: "n".repeat(201) }],
    ["a repeated field", "contact", "name=Ada&email=ada%40example.com&message=Hi&name=Eve"],
    ["an empty body", "newsletter", ""],
  ])("answers %s with 303 to the %s failure page and writes nothing", async (_what, form, fields) => {
    const res = await postForm(fields);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`${RESULT_PAGES[/** @type {"contact" | "newsletter"} */ (form)].failed}?error=invalid`);
    expect(await lines()).toEqual([]);
    expect(logs).toEqual([]);
  });

  it("answers a body over the size limit with the failure page and writes nothing", async () => {
    const res = await postForm({ ...nativeContact, message: "å".repeat(MAX_URLENCODED_BYTES / 6 + 10) });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/contact/failed?error=too-large");
    expect(await lines()).toEqual([]);
  });

  it("gives percent-encoding room: a message that fits as JSON fits as a native form", async () => {
    const message = "å".repeat(7000); // 14 KB as JSON, 42 KB percent-encoded
    expect(JSON.stringify({ ...contact, message }).length).toBeLessThan(MAX_BODY_BYTES);
    const res = await postForm({ ...nativeContact, message });
    expect(res.headers.get("location")).toBe("/contact/sent");
    expect(JSON.parse((await lines())[0] ?? "{}").message).toBe(message);
  });

  it("answers like a success when the honeypot is filled, and stores nothing", async () => {
    const res = await postForm({ ...nativeContact, _gotcha: "http://spam.example" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/contact/sent");
    expect(await lines()).toEqual([]);
    expect(logs).toEqual([expect.stringMatching(/dropped a contact submission/)]);
  });

  it.each([
    "https://evil.example/contact/sent",
    "//evil.example/x",
    "/\\evil.example/x",
    "/\t/evil.example/x",
    "javascript:alert(1)",
    "contact/sent",
    " /contact/sent",
  ])("never redirects off the site (_next = %j): stores the message, answers the default page", async (next) => {
    const res = await postForm({ ...nativeContact, _next: next });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(RESULT_PAGES.contact.sent);
    expect(await lines()).toHaveLength(1);
  });

  it("sends the visitor to the failure page when the submission cannot be written", async () => {
    const { writeFile } = await import("node:fs/promises");
    const blocked = join(root, "blocked");
    await writeFile(blocked, "a file where the inbox folder should be");
    const inbox = createFormInbox({ dir: join(blocked, "data"), log: () => undefined });
    const local = createServer(async (req, res) => void (await inbox(req, res)));
    await new Promise((resolve) => local.listen(0, "127.0.0.1", () => resolve(undefined)));
    const address = /** @type {import("node:net").AddressInfo} */ (local.address());
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const res = await fetch(`http://127.0.0.1:${address.port}/api/forms`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(nativeContact).toString(),
        redirect: "manual",
      });
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/contact/failed?error=server");
      expect(errors).toHaveBeenCalled();
    } finally {
      errors.mockRestore();
      local.closeAllConnections();
      await new Promise((resolve) => local.close(resolve));
    }
  });

  describe("from a Swedish page (lang=sv)", () => {
    // In the order the browser sends them: the hidden fields before the visible ones.
    const swedishContact = { _next: "/sv/contact/sent", _subject: nativeContact._subject, lang: "sv", name: nativeContact.name, email: nativeContact.email, message: nativeContact.message };
    const swedishNewsletter = { _next: "/sv/blog/subscribed", _subject: nativeNewsletter._subject, message: nativeNewsletter.message, lang: "sv", email: nativeNewsletter.email };

    it("stores the language and answers 303 to the Swedish success page", async () => {
      const res = await postForm(swedishContact);
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/sv/contact/sent");
      expect((await lines()).map((l) => JSON.parse(l))).toEqual([
        { receivedAt: expect.any(String), form: "contact", ...nativeContact, _next: undefined, lang: "sv" },
      ]);
      expect((await postForm(swedishNewsletter)).headers.get("location")).toBe("/sv/blog/subscribed");
    });

    it("without _next, or with one off the site, lands on the Swedish success page", async () => {
      const withoutNext = Object.fromEntries(Object.entries(swedishNewsletter).filter(([key]) => key !== "_next"));
      expect((await postForm(withoutNext)).headers.get("location")).toBe("/sv/blog/subscribed");
      expect((await postForm({ ...swedishContact, _next: "https://evil.example/sv/contact/sent" })).headers.get("location")).toBe(
        "/sv/contact/sent",
      );
    });

    it.each([
      ["a refused address", "contact", { ...swedishContact, email: "ada@localhost" }, "invalid"],
      ["an empty e-mail", "newsletter", { ...swedishNewsletter, email: "" }, "invalid"],
      ["a repeated field", "contact", "lang=sv&name=Ada&email=ada%40example.com&message=Hej&name=Eve", "invalid"],
      ["a body over the limit", "contact", { ...swedishContact, message: "å".repeat(MAX_URLENCODED_BYTES / 6 + 10) }, "too-large"],
    ])("answers %s with the Swedish %s failure page", async (_what, form, fields, error) => {
      const res = await postForm(fields);
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe(`/sv${RESULT_PAGES[/** @type {"contact" | "newsletter"} */ (form)].failed}?error=${error}`);
      expect(await lines()).toEqual([]);
    });

    it("a language the site lacks is refused, on the English failure page", async () => {
      const res = await postForm({ ...swedishContact, lang: "fr" });
      expect(res.headers.get("location")).toBe("/contact/failed?error=invalid");
      expect(await lines()).toEqual([]);
    });
  });

  it("follows a _next path of this site, query and fragment kept", async () => {
    const res = await postForm({ ...nativeNewsletter, _next: "/blog/subscribed?from=%2Fblog#top" });
    expect(res.headers.get("location")).toBe("/blog/subscribed?from=%2Fblog#top");
  });
});

describe("sameSitePath and parseUrlEncoded", () => {
  it("keeps paths of this site only", () => {
    expect(sameSitePath("/contact/sent", "/x")).toBe("/contact/sent");
    expect(sameSitePath("/a/../contact/sent", "/x")).toBe("/contact/sent");
    for (const bad of [null, undefined, "", "//evil.example", "/\\evil.example", "https://evil.example", "/\n/evil.example"]) {
      expect(sameSitePath(bad, "/x")).toBe("/x");
    }
  });

  it("refuses repeated fields and decodes + and percent escapes", () => {
    expect(parseUrlEncoded("a=1&a=2")).toBeNull();
    expect(parseUrlEncoded("name=Ada+L%C3%B6vlace&x=")).toEqual({ name: "Ada Lövlace", x: "" });
  });

  it("names the same result pages as the prerendered routes", () => {
    expect(formResults.map((r) => r.path).sort()).toEqual(
      Object.values(RESULT_PAGES)
        .flatMap((p) => [p.sent, p.failed, p.wait])
        .sort(),
    );
  });

  it("names the same result pages in Swedish as the Swedish routes (/sv/…)", () => {
    expect(formResults.map((r) => localizePath(r.path, "sv")).sort()).toEqual(
      /** @type {const} */ (["contact", "newsletter"])
        .map((form) => resultPages(form, "sv"))
        .flatMap((p) => [p.sent, p.failed, p.wait])
        .sort(),
    );
    expect(resultPages("contact", undefined)).toEqual(RESULT_PAGES.contact);
    expect(resultPages("contact", "en")).toEqual(RESULT_PAGES.contact);
    expect(resultPages("newsletter", "xx")).toEqual(RESULT_PAGES.newsletter);
  });
});

describe("validateSubmission", () => {
  it("tells the two forms apart and strips the empty honeypot", () => {
    expect(validateSubmission({ ...contact, _gotcha: "" })).toEqual({
      ok: true,
      submission: { form: "contact", fields: contact, spam: false, next: null },
    });
    expect(validateSubmission(newsletter)).toMatchObject({ ok: true, submission: { form: "newsletter" } });
  });
});
