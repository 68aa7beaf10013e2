// @vitest-environment happy-dom
import { act, fireEvent, screen } from "@testing-library/react";
import { hydrateAfter, typeInto } from "~/lib/hydrate-test-utils";
import { ContactForm } from "./contact-form";
import { sendForm } from "./form-client";
import { NativeFields, nextUrl } from "./native-fields";
import { NewsletterForm } from "./newsletter-form";
import { atPath } from "./test-page";
import { render } from "@testing-library/react";

const MESSAGES = {
  newsletterSuccess: "Thanks for subscribing! You'll receive updates about new posts.",
  contactFailure: "Failed to send message. Please try again or email me directly.",
};

vi.mock("./form-client", () => ({ sendForm: vi.fn() }));
const send = vi.mocked(sendForm);

beforeEach(() => send.mockReset());

describe("values typed before hydration", () => {
  it("newsletter: the address typed into the static page is the one sent, then the field empties", async () => {
    send.mockResolvedValue(true);
    const page = await hydrateAfter(atPath("/blog", <NewsletterForm />), (c) => typeInto(c.querySelector('input[name="email"]'), "ada@example.com"));
    expect(page.errors).toEqual([]);
    const field = screen.getByLabelText("Email address");
    expect(field).toHaveValue("ada@example.com");
    await act(async () => fireEvent.submit(field.closest("form")!));
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ email: "ada@example.com", _replyto: "ada@example.com" }));
    expect(Object.keys(send.mock.calls[0]![0]).sort()).toEqual(["_replyto", "_subject", "email", "message"]);
    expect(screen.getByRole("status")).toHaveTextContent(MESSAGES.newsletterSuccess);
    expect(field).toHaveValue("");
    page.unmount();
  });

  it("contact: every field typed before hydration is sent; on failure every value stays", async () => {
    send.mockResolvedValue(false);
    const page = await hydrateAfter(atPath("/contact", <ContactForm />), (c) => {
      typeInto(c.querySelector('[name="name"]'), "Ada Lovelace");
      typeInto(c.querySelector('[name="email"]'), "ada@example.com");
      typeInto(c.querySelector('[name="message"]'), "A UIC 406 study, please.");
    });
    expect(page.errors).toEqual([]);
    await act(async () => fireEvent.submit(screen.getByRole("form", { name: "Contact form" })));
    expect(send).toHaveBeenCalledWith({
      name: "Ada Lovelace",
      email: "ada@example.com",
      message: "A UIC 406 study, please.",
      _subject: "New contact form submission from Ada Lovelace",
      _replyto: "ada@example.com",
    });
    expect(screen.getByRole("alert")).toHaveTextContent(MESSAGES.contactFailure);
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveValue("A UIC 406 study, please.");
    page.unmount();
  });
});

describe("native post (before or without JavaScript)", () => {
  it("both forms are real POST forms to the form endpoint with their hidden fields", () => {
    render(
      atPath(
        "/contact",
        <>
          <NewsletterForm />
          <ContactForm />
        </>,
      ),
    );
    const [newsletter, contact] = [...document.querySelectorAll("form")];
    for (const form of [newsletter!, contact!]) {
      expect(form).toHaveAttribute("method", "post");
      expect(form).toHaveAttribute("action", "/api/forms");
    }
    expect(Object.fromEntries(new FormData(newsletter))).toEqual({
      _next: "/blog/subscribed",
      _subject: "Newsletter Subscription Request",
      message: expect.stringContaining("newsletter"),
      email: "",
    });
    expect(Object.fromEntries(new FormData(contact))).toEqual({
      _next: "/contact/sent",
      _subject: "New contact form submission",
      name: "",
      email: "",
      message: "",
    });
  });

  it("points _next at this site's absolute URL for an external endpoint", () => {
    expect(nextUrl("/contact/sent", "/api/forms", "https://example.org")).toBe("/contact/sent");
    expect(nextUrl("/contact/sent", "https://formspree.io/f/abcd", "https://example.org")).toBe(
      "https://example.org/contact/sent",
    );
    render(<NativeFields form="newsletter" fields={{}} locale="en" />);
    expect(document.querySelector('input[name="_next"]')).toHaveAttribute("type", "hidden");
  });
});

describe("on a Swedish page", () => {
  it("the native post carries lang and lands on the Swedish success pages", () => {
    render(
      atPath(
        "/sv/contact",
        <>
          <NewsletterForm />
          <ContactForm />
        </>,
      ),
    );
    const [newsletter, contact] = [...document.querySelectorAll("form")];
    expect(Object.fromEntries(new FormData(newsletter))).toEqual({
      _next: "/sv/blog/subscribed",
      _subject: "Newsletter Subscription Request",
      message: expect.stringContaining("newsletter"),
      lang: "sv",
      email: "",
    });
    expect(Object.fromEntries(new FormData(contact))).toEqual({
      _next: "/sv/contact/sent",
      _subject: "New contact form submission",
      lang: "sv",
      name: "",
      email: "",
      message: "",
    });
  });

  it("contact: what was typed before hydration is sent with lang, and the failure is in Swedish", async () => {
    send.mockResolvedValue(false);
    const page = await hydrateAfter(atPath("/sv/contact", <ContactForm />), (c) => {
      typeInto(c.querySelector('[name="name"]'), "Ada Lovelace");
      typeInto(c.querySelector('[name="email"]'), "ada@example.se");
      typeInto(c.querySelector('[name="message"]'), "En UIC 406-analys, tack.");
    });
    expect(page.errors).toEqual([]);
    await act(async () => fireEvent.submit(screen.getByRole("form", { name: "Kontaktformulär" })));
    expect(send).toHaveBeenCalledWith({
      name: "Ada Lovelace",
      email: "ada@example.se",
      message: "En UIC 406-analys, tack.",
      _subject: "New contact form submission from Ada Lovelace",
      _replyto: "ada@example.se",
      lang: "sv",
    });
    expect(screen.getByRole("alert")).toHaveTextContent("Det gick inte att skicka meddelandet. Försök igen eller mejla mig direkt.");
    expect(screen.getByRole("textbox", { name: "Meddelande" })).toHaveValue("En UIC 406-analys, tack.");
    page.unmount();
  });
});
