// @ts-check
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { site } from "../app/lib/content/site";
import { httpServerOptions, readConfig, siteEmail } from "./config.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

describe("readConfig", () => {
  it("has the documented defaults, mail off", () => {
    expect(readConfig({}, { root })).toEqual({
      rate: { perMinute: 5, perDay: 30 },
      trustProxy: 0,
      maxFileBytes: 50 * 1024 * 1024,
      timeoutMs: 10_000,
      mail: null,
    });
  });

  it("cuts a slow client off after 10 s by default, checking well within that", () => {
    const options = httpServerOptions(readConfig({}, { root }).timeoutMs);
    expect(options.headersTimeout).toBe(10_000);
    expect(options.requestTimeout).toBe(10_000);
    expect(options.connectionsCheckingInterval).toBeLessThanOrEqual(500);
  });

  it("reads the environment variables", () => {
    const config = readConfig(
      {
        FORM_RATE_PER_MINUTE: "2",
        FORM_RATE_PER_DAY: "9",
        TRUST_PROXY: "1",
        FORM_INBOX_MAX_BYTES: "1000",
        REQUEST_TIMEOUT_MS: "300",
        SMTP_URL: "smtps://u:p@smtp.example.com:465",
        INBOX_NOTIFY_TO: "owner@example.com",
      },
      { root },
    );
    expect(config).toEqual({
      rate: { perMinute: 2, perDay: 9 },
      trustProxy: 1,
      maxFileBytes: 1000,
      timeoutMs: 300,
      mail: { smtpUrl: "smtps://u:p@smtp.example.com:465", to: "owner@example.com", from: "owner@example.com" },
    });
  });

  it("sends From the SMTP account when it is an address, else the owner's address", () => {
    const gmail = readConfig({ SMTP_URL: "smtps://me%40gmail.com:app-pass@smtp.gmail.com:465", INBOX_NOTIFY_TO: "o@example.com" }, { root });
    expect(gmail.mail?.from).toBe("me@gmail.com");
    const mailgun = readConfig({ SMTP_URL: "smtps://apikey:secret@smtp.example.com:465", INBOX_NOTIFY_TO: "o@example.com" }, { root });
    expect(mailgun.mail?.from).toBe("o@example.com");
    const chosen = readConfig({ SMTP_URL: "smtps://me%40gmail.com:p@smtp.gmail.com", INBOX_NOTIFY_FROM: "site@example.com" }, { root });
    expect(chosen.mail?.from).toBe("site@example.com");
  });

  it("mails the site's own address when INBOX_NOTIFY_TO is not set", () => {
    expect(readConfig({ SMTP_URL: "smtp://localhost:25" }, { root }).mail?.to).toBe(site.email);
    expect(siteEmail(root)).toBe(site.email);
  });

  it("stops on a malformed value instead of falling back", () => {
    expect(() => readConfig({ FORM_RATE_PER_MINUTE: "five" }, { root })).toThrow(/FORM_RATE_PER_MINUTE/);
    expect(() => readConfig({ FORM_INBOX_MAX_BYTES: "0" }, { root })).toThrow(/FORM_INBOX_MAX_BYTES/);
    expect(() => readConfig({ TRUST_PROXY: "yes" }, { root })).toThrow(/TRUST_PROXY/);
    expect(() => readConfig({ SMTP_URL: "smtp://localhost" }, { root: "/nonexistent" })).toThrow(/INBOX_NOTIFY_TO/);
    expect(() => readConfig({ SMTP_URL: "smtp.gmail.com", INBOX_NOTIFY_TO: "o@example.com" }, { root })).toThrow(/SMTP_URL/);
    expect(() => readConfig({ SMTP_URL: "https://smtp.gmail.com", INBOX_NOTIFY_TO: "o@example.com" }, { root })).toThrow(/SMTP_URL/);
  });
});
