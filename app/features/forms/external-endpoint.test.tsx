// @vitest-environment happy-dom
import { render } from "@testing-library/react";
import { site } from "~/lib/content/site";
import { ContactForm } from "./contact-form";
import { NewsletterForm } from "./newsletter-form";
import { atPath } from "./test-page";

// The site config reads VITE_FORM_ENDPOINT when it is first imported: set before the imports
// above (this file runs in a fresh environment of its own, vitest.config.ts).
vi.hoisted(() => {
  process.env.VITE_FORM_ENDPOINT = "https://formspree.io/f/abcd";
});

function formsWithEndpoint(path: string) {
  render(
    atPath(
      path,
      <>
        <NewsletterForm />
        <ContactForm />
      </>,
    ),
  );
  const [newsletter, contact] = [...document.querySelectorAll("form")];
  return { site, newsletter: newsletter!, contact: contact! };
}

it("with VITE_FORM_ENDPOINT both forms post natively there, with this site's absolute success URL in _next", async () => {
  const { site, newsletter, contact } = formsWithEndpoint("/contact");
  for (const form of [newsletter, contact]) {
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "https://formspree.io/f/abcd");
  }
  expect(new FormData(newsletter).get("_next")).toBe(`${site.siteUrl}/blog/subscribed`);
  expect(new FormData(newsletter).get("_subject")).toBe("Newsletter Subscription Request");
  expect(new FormData(contact).get("_next")).toBe(`${site.siteUrl}/contact/sent`);
  expect(new FormData(contact).get("_subject")).toBe("New contact form submission");
  expect(new FormData(contact).has("lang")).toBe(false);
});

it("on a Swedish page, _next is the Swedish success page and lang goes with the post", async () => {
  const { site, newsletter, contact } = formsWithEndpoint("/sv/contact");
  expect(contact).toHaveAttribute("action", "https://formspree.io/f/abcd");
  expect(new FormData(newsletter).get("_next")).toBe(`${site.siteUrl}/sv/blog/subscribed`);
  expect(new FormData(contact).get("_next")).toBe(`${site.siteUrl}/sv/contact/sent`);
  expect(new FormData(newsletter).get("lang")).toBe("sv");
  expect(new FormData(contact).get("lang")).toBe("sv");
});
