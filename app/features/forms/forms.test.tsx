// @vitest-environment happy-dom
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LOCALES, type Locale, localizePath } from "~/lib/i18n/locale";
import { translate } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import { ContactForm } from "./contact-form";
import { sendForm } from "./form-client";
import { NewsletterForm } from "./newsletter-form";
import { atPath } from "./test-page";

// The forms in each language (issue 57 merged the Swedish copies in): the words are the
// language's catalogue (catalogue.test.ts holds the English one to the specification, word for
// word); what a browser alone shows (the post reaching the server, a network failure, no
// JavaScript) is e2e/forms.spec.ts's and e2e/no-js.spec.ts's.

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

describe.each(LOCALES)("on a page in %s", (locale: Locale) => {
  const t = translate(locale);
  /** A page not in English adds its language to the payload; English sends the specification's exactly. */
  const lang = locale === "en" ? {} : { lang: locale };

  describe("NewsletterForm", () => {
    const field = () => screen.getByLabelText(t(m.forms_newsletter_email_label));
    const subscribe = () => screen.getByRole("button", { name: t(m.forms_subscribe) });

    it("subscribes: button state, success message, emptied field, message gone after 5 s", async () => {
      const answer = deferred();
      send.mockReturnValue(answer.promise);
      const user = setup();
      render(atPath(localizePath("/blog", locale), <NewsletterForm />));
      expect(screen.getByRole("region", { name: t(m.forms_newsletter_heading) })).toBeInTheDocument();
      expect(field()).toHaveAttribute("placeholder", t(m.forms_email_placeholder));
      await user.type(field(), "ada@example.com");
      await user.click(subscribe());

      expect(screen.getByRole("button", { name: t(m.forms_subscribing) })).toBeDisabled();
      expect(send).toHaveBeenCalledWith({
        email: "ada@example.com",
        _subject: "Newsletter Subscription Request",
        message: expect.any(String),
        _replyto: "ada@example.com",
        ...lang,
      });

      await act(async () => answer.resolve(true));
      expect(screen.getByRole("status")).toHaveTextContent(t(m.forms_newsletter_success));
      expect(field()).toHaveValue("");

      act(() => vi.advanceTimersByTime(4999));
      expect(screen.getByRole("status")).toHaveTextContent(t(m.forms_newsletter_success));
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByRole("status")).toHaveTextContent("");
    });

    it("keeps the value and shows the failure", async () => {
      send.mockResolvedValue(false);
      const user = setup();
      render(atPath(localizePath("/blog", locale), <NewsletterForm />));
      await user.type(field(), "ada@example.com");
      await user.click(subscribe());
      expect(await screen.findByRole("status")).toHaveTextContent(t(m.forms_newsletter_failure));
      expect(field()).toHaveValue("ada@example.com");
      expect(subscribe()).toBeEnabled();
    });

    it("does not send an empty field", async () => {
      const user = setup();
      render(atPath(localizePath("/blog", locale), <NewsletterForm />));
      await user.click(subscribe());
      expect(send).not.toHaveBeenCalled();
      expect(field()).toBeRequired();
      expect(field()).toHaveAttribute("type", "email");
    });
  });

  describe("ContactForm", () => {
    const field = (key: "name" | "email" | "message") =>
      screen.getByRole("textbox", { name: t({ name: m.forms_field_name, email: m.forms_field_email, message: m.forms_field_message }[key]) });
    const sendButton = () => screen.getByRole("button", { name: t(m.forms_send) });

    async function fill(user: ReturnType<typeof setup>) {
      await user.type(field("name"), "Ada Lovelace");
      await user.type(field("email"), "ada@example.com");
      await user.type(field("message"), "A capacity study.");
    }

    it("sends, confirms for 5 s, then shows the empty form", async () => {
      const answer = deferred();
      send.mockReturnValue(answer.promise);
      const user = setup();
      render(atPath(localizePath("/contact", locale), <ContactForm />));
      const form = screen.getByRole("form", { name: t(m.forms_contact_label) });
      for (const key of [m.forms_key_name, m.forms_key_email, m.forms_key_message]) expect(form).toHaveTextContent(`"${t(key)}":`);
      expect(field("message")).toHaveAttribute("rows", "6");
      await fill(user);
      await user.click(sendButton());
      expect(screen.getByRole("button", { name: t(m.forms_sending) })).toBeDisabled();
      expect(send).toHaveBeenCalledTimes(1);
      expect(send).toHaveBeenCalledWith({
        name: "Ada Lovelace",
        email: "ada@example.com",
        message: "A capacity study.",
        _subject: "New contact form submission from Ada Lovelace",
        _replyto: "ada@example.com",
        ...lang,
      });

      await act(async () => answer.resolve(true));
      const confirmation = screen.getByRole("status");
      expect(confirmation).toHaveTextContent(`${t(m.forms_contact_success_title)} ${t(m.forms_contact_success_body)}`);
      expect(confirmation).toHaveFocus();
      expect(screen.queryByRole("button", { name: t(m.forms_send) })).not.toBeInTheDocument();

      act(() => vi.advanceTimersByTime(5000));
      expect(screen.queryByRole("status")).not.toBeInTheDocument();
      for (const key of ["name", "email", "message"] as const) expect(field(key)).toHaveValue("");
    });

    it("keeps every value and shows the error above the button", async () => {
      send.mockResolvedValue(false);
      const user = setup();
      render(atPath(localizePath("/contact", locale), <ContactForm />));
      await fill(user);
      await user.click(sendButton());
      const alert = await screen.findByRole("alert");
      expect(alert).toHaveTextContent(`${t(m.forms_contact_failure_lead)} ${t(m.forms_contact_failure_link)}${t(m.forms_contact_failure_end)}`);
      expect(screen.getByRole("link", { name: t(m.forms_contact_failure_link) })).toHaveAttribute("href", expect.stringMatching(/^mailto:/));
      expect(alert.compareDocumentPosition(sendButton())).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
      expect(field("name")).toHaveValue("Ada Lovelace");
      expect(field("email")).toHaveValue("ada@example.com");
      expect(field("message")).toHaveValue("A capacity study.");
    });

    it("does not send with a field missing", async () => {
      const user = setup();
      render(atPath(localizePath("/contact", locale), <ContactForm />));
      await user.type(field("name"), "Ada Lovelace");
      await user.click(sendButton());
      expect(send).not.toHaveBeenCalled();
      for (const key of ["name", "email", "message"] as const) expect(field(key)).toBeRequired();
      expect(field("email")).toHaveAttribute("type", "email");
    });
  });
});
