import { FORM_TIMEOUT_MS, sendForm } from "./form-client";
import { contactPayload, newsletterPayload } from "./payloads";

describe("sendForm", () => {
  it("POSTs JSON with Accept: application/json and a timeout signal", async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 200 }));
    await expect(sendForm({ email: "a@b.se" }, { endpoint: "https://forms.example/f/x", fetch })).resolves.toBe(true);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("https://forms.example/f/x");
    expect(init.method).toBe("POST");
    expect(init.headers).toEqual({ "Content-Type": "application/json", Accept: "application/json" });
    expect(JSON.parse(String(init.body))).toEqual({ email: "a@b.se" });
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect(FORM_TIMEOUT_MS).toBe(15_000);
  });

  it("defaults to the local inbox", async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 200 }));
    await sendForm({}, { fetch });
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe("/api/forms");
  });

  it("reads only the status: non-ok is a failure whatever the body says", async () => {
    const fetch = vi.fn(async () => new Response('{"ok":true}', { status: 500 }));
    await expect(sendForm({}, { fetch })).resolves.toBe(false);
  });

  it("turns a network error into a failure", async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(sendForm({}, { fetch })).resolves.toBe(false);
  });

  it("gives up after the timeout", async () => {
    const fetch = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
        }),
    );
    await expect(sendForm({}, { fetch, timeoutMs: 20 })).resolves.toBe(false);
  });
});

describe("payloads", () => {
  it("newsletter: email, fixed subject and message, reply-to", () => {
    expect(newsletterPayload(" ada@example.com ")).toEqual({
      email: "ada@example.com",
      _subject: "Newsletter Subscription Request",
      message: expect.stringMatching(/newsletter/),
      _replyto: "ada@example.com",
    });
  });

  it("contact: the three fields, a subject naming the sender, reply-to", () => {
    expect(contactPayload({ name: "Ada Lovelace ", email: "ada@example.com", message: "Hello" })).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      message: "Hello",
      _subject: "New contact form submission from Ada Lovelace",
      _replyto: "ada@example.com",
    });
  });
});
