import { contactPayload, languageField, newsletterPayload } from "./payloads";

describe("the page language in the payload", () => {
  it("adds nothing on an English page: the specification's payload exactly", () => {
    expect(languageField("en")).toEqual({});
    expect(Object.keys(newsletterPayload("a@b.se", "en")).sort()).toEqual(["_replyto", "_subject", "email", "message"]);
    expect(Object.keys(contactPayload({ name: "A", email: "a@b.se", message: "Hej" }, "en")).sort()).toEqual([
      "_replyto",
      "_subject",
      "email",
      "message",
      "name",
    ]);
  });

  it("adds lang on a Swedish page, beside the same fields and texts", () => {
    expect(newsletterPayload(" ada@example.se ", "sv")).toEqual({ ...newsletterPayload("ada@example.se"), lang: "sv" });
    expect(contactPayload({ name: "Ada", email: "ada@example.se", message: "Hej!" }, "sv")).toEqual({
      name: "Ada",
      email: "ada@example.se",
      message: "Hej!",
      _subject: "New contact form submission from Ada",
      _replyto: "ada@example.se",
      lang: "sv",
    });
  });
});
