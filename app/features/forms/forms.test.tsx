// @vitest-environment happy-dom
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ContactForm } from "./contact-form";
import { sendForm } from "./form-client";
import { NewsletterForm } from "./newsletter-form";
import { atPath } from "./test-page";

// The specification's catalogue (section 8), word for word.
const MESSAGES = {
  newsletterSuccess: "Thanks for subscribing! You'll receive updates about new posts.",
  newsletterFailure: "Subscription failed. Please try again later.",
  contactSuccessTitle: "Message Sent!",
  contactSuccessBody: "Thanks for reaching out. I'll get back to you within 24 hours.",
  contactFailure: "Failed to send message. Please try again or email me directly.",
};

vi.mock("./form-client", () => ({ sendForm: vi.fn() }));
const send = vi.mocked(sendForm);

function deferred() {
  let resolve!: (ok: boolean) => void;
  const promise = new Promise<boolean>((r) => (resolve = r));
  return { promise, resolve };
}

beforeEach(() => {
  vi.useFakeTimers();
  send.mockReset();
});
afterEach(() => vi.useRealTimers());

const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

describe("NewsletterForm", () => {
  it("subscribes: button state, success message, emptied field, message gone after 5 s", async () => {
    const answer = deferred();
    send.mockReturnValue(answer.promise);
    const user = setup();
    render(atPath("/blog", <NewsletterForm />));
    const field = screen.getByLabelText("Email address");
    await user.type(field, "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));

    const button = screen.getByRole("button", { name: "Subscribing..." });
    expect(button).toBeDisabled();
    expect(send).toHaveBeenCalledWith({
      email: "ada@example.com",
      _subject: "Newsletter Subscription Request",
      message: expect.any(String),
      _replyto: "ada@example.com",
    });

    await act(async () => answer.resolve(true));
    expect(screen.getByRole("status")).toHaveTextContent(MESSAGES.newsletterSuccess);
    expect(field).toHaveValue("");

    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole("status")).toHaveTextContent(MESSAGES.newsletterSuccess);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  it("keeps the value and shows the failure", async () => {
    send.mockResolvedValue(false);
    const user = setup();
    render(atPath("/blog", <NewsletterForm />));
    await user.type(screen.getByLabelText("Email address"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByRole("status")).toHaveTextContent(MESSAGES.newsletterFailure);
    expect(screen.getByLabelText("Email address")).toHaveValue("ada@example.com");
    expect(screen.getByRole("button", { name: "Subscribe" })).toBeEnabled();
  });

  it("does not send an empty field", async () => {
    const user = setup();
    render(atPath("/blog", <NewsletterForm />));
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Email address")).toBeRequired();
    expect(screen.getByLabelText("Email address")).toHaveAttribute("type", "email");
  });
});

describe("ContactForm", () => {
  const field = (name: string) => screen.getByRole("textbox", { name });

  async function fill(user: ReturnType<typeof setup>) {
    await user.type(field("Name"), "Ada Lovelace");
    await user.type(field("Email"), "ada@example.com");
    await user.type(field("Message"), "A capacity study.");
  }

  it("sends, confirms for 5 s, then shows the empty form", async () => {
    const answer = deferred();
    send.mockReturnValue(answer.promise);
    const user = setup();
    render(atPath("/contact", <ContactForm />));
    expect(field("Message")).toHaveAttribute("rows", "6");
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(screen.getByRole("button", { name: "Sending..." })).toBeDisabled();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({
      name: "Ada Lovelace",
      email: "ada@example.com",
      message: "A capacity study.",
      _subject: "New contact form submission from Ada Lovelace",
      _replyto: "ada@example.com",
    });

    await act(async () => answer.resolve(true));
    const confirmation = screen.getByRole("status");
    expect(confirmation).toHaveTextContent(`${MESSAGES.contactSuccessTitle} ${MESSAGES.contactSuccessBody}`);
    expect(confirmation).toHaveFocus();
    expect(screen.queryByRole("button", { name: "Send Message" })).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(field("Name")).toHaveValue("");
    expect(field("Email")).toHaveValue("");
    expect(field("Message")).toHaveValue("");
  });

  it("keeps every value and shows the error above the button", async () => {
    send.mockResolvedValue(false);
    const user = setup();
    render(atPath("/contact", <ContactForm />));
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(MESSAGES.contactFailure);
    expect(alert.compareDocumentPosition(screen.getByRole("button", { name: "Send Message" }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(field("Name")).toHaveValue("Ada Lovelace");
    expect(field("Email")).toHaveValue("ada@example.com");
    expect(field("Message")).toHaveValue("A capacity study.");
  });
});

describe("on a Swedish page", () => {
  const field = (name: string) => screen.getByRole("textbox", { name });
  const SV = {
    newsletterSuccess: "Tack för din prenumeration! Du får ett mejl när jag publicerar nya inlägg.",
    newsletterFailure: "Prenumerationen kunde inte registreras. Försök igen senare.",
    contactSuccess: "Meddelandet är skickat! Tack för att du hör av dig. Jag svarar inom 24 timmar.",
    contactFailure: "Det gick inte att skicka meddelandet. Försök igen eller mejla mig direkt.",
  };

  it("newsletter: Swedish labels, button states and messages; the payload adds lang", async () => {
    const answer = deferred();
    send.mockReturnValueOnce(answer.promise).mockResolvedValueOnce(false);
    const user = setup();
    render(atPath("/sv/blog", <NewsletterForm />));
    expect(screen.getByRole("region", { name: "Få nya inlägg per mejl" })).toBeInTheDocument();
    const field = screen.getByLabelText("E-postadress");
    expect(field).toHaveAttribute("placeholder", "namn@exempel.se");
    await user.type(field, "ada@example.se");
    await user.click(screen.getByRole("button", { name: "Prenumerera" }));
    expect(screen.getByRole("button", { name: "Skickar…" })).toBeDisabled();
    expect(send).toHaveBeenCalledWith({
      email: "ada@example.se",
      _subject: "Newsletter Subscription Request",
      message: expect.any(String),
      _replyto: "ada@example.se",
      lang: "sv",
    });
    await act(async () => answer.resolve(true));
    expect(screen.getByRole("status")).toHaveTextContent(SV.newsletterSuccess);
    expect(field).toHaveValue("");
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole("status")).toHaveTextContent("");

    // form.reset() bypasses the value user-event tracks: clear it the way a visitor would.
    await user.clear(field);
    await user.type(field, "ada@example.se");
    await user.click(screen.getByRole("button", { name: "Prenumerera" }));
    expect(await screen.findByText(SV.newsletterFailure)).toBeVisible();
    expect(field).toHaveValue("ada@example.se");
  });

  it("contact: Swedish keys, labels and messages; the payload adds lang", async () => {
    const answer = deferred();
    send.mockResolvedValueOnce(false).mockReturnValueOnce(answer.promise);
    const user = setup();
    render(atPath("/sv/contact", <ContactForm />));
    const form = screen.getByRole("form", { name: "Kontaktformulär" });
    expect(form).toHaveTextContent('"namn":');
    expect(form).toHaveTextContent('"e-post":');
    expect(form).toHaveTextContent('"meddelande":');
    await user.type(field("Namn"), "Ada Lovelace");
    await user.type(field("E-post"), "ada@example.se");
    await user.type(field("Meddelande"), "En kapacitetsanalys.");

    await user.click(screen.getByRole("button", { name: "Skicka meddelande" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(SV.contactFailure);
    expect(screen.getByRole("link", { name: "mejla mig direkt" })).toHaveAttribute("href", expect.stringMatching(/^mailto:/));
    expect(field("Meddelande")).toHaveValue("En kapacitetsanalys.");

    await user.click(screen.getByRole("button", { name: "Skicka meddelande" }));
    expect(screen.getByRole("button", { name: "Skickar…" })).toBeDisabled();
    expect(send).toHaveBeenLastCalledWith({
      name: "Ada Lovelace",
      email: "ada@example.se",
      message: "En kapacitetsanalys.",
      _subject: "New contact form submission from Ada Lovelace",
      _replyto: "ada@example.se",
      lang: "sv",
    });
    await act(async () => answer.resolve(true));
    expect(screen.getByRole("status")).toHaveTextContent(SV.contactSuccess);
    act(() => vi.advanceTimersByTime(5000));
    expect(field("Namn")).toHaveValue("");
  });
});
