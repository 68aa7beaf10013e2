import { readFileSync } from "node:fs";
import { m } from "~/paraglide/messages";
import { LOCALES } from "~/lib/i18n/locale";

const catalogue = (area: string, locale: string): Record<string, string> =>
  JSON.parse(readFileSync(`messages/${area}/${locale}.json`, "utf8"));

describe.each(["forms", "contact"])("messages/%s", (area) => {
  it("has the same keys in every language, each prefixed with the area, none empty", () => {
    const english = Object.keys(catalogue(area, "en")).sort();
    for (const locale of LOCALES) {
      const messages = catalogue(area, locale);
      expect(Object.keys(messages).sort(), locale).toEqual(english);
      for (const [key, text] of Object.entries(messages)) {
        expect(key).toMatch(new RegExp(`^${area}_[a-z0-9_]+$`));
        expect(text.trim(), `${locale} ${key}`).not.toBe("");
      }
    }
  });
});

describe("the forms' catalogue", () => {
  it("is the specification's, word for word, in English (section 8)", () => {
    const en = { locale: "en" } as const;
    expect(m.forms_newsletter_failure({}, en)).toBe("Subscription failed. Please try again later.");
    expect(m.forms_newsletter_success({}, en)).toBe("Thanks for subscribing! You'll receive updates about new posts.");
    expect(
      [m.forms_contact_failure_lead({}, en), " ", m.forms_contact_failure_link({}, en), m.forms_contact_failure_end({}, en)].join(""),
    ).toBe("Failed to send message. Please try again or email me directly.");
    expect(`${m.forms_contact_success_title({}, en)} ${m.forms_contact_success_body({}, en)}`).toBe(
      "Message Sent! Thanks for reaching out. I'll get back to you within 24 hours.",
    );
    expect([m.forms_subscribing({}, en), m.forms_sending({}, en)]).toEqual(["Subscribing...", "Sending..."]);
  });

  it("differs from English in Swedish wherever words are shown", () => {
    const english = catalogue("forms", "en");
    const swedish = catalogue("forms", "sv");
    // Code and protocol text the two share: the HTTP status, the sentence's full stop.
    const shared = new Set(["forms_result_sent", "forms_contact_failure_end"]);
    for (const key of Object.keys(english).filter((k) => !shared.has(k))) {
      expect(swedish[key], key).not.toBe(english[key]);
    }
  });
});
