/**
 * The exact bodies both forms send; the local inbox (server/form-inbox.js) accepts these shapes.
 * They are written for the site's owner, so they stay the specification's on every page; a page
 * in another language than English adds `lang`, so the owner knows which language to answer in.
 */
import { DEFAULT_LOCALE, type Locale } from "~/lib/i18n/locale";

export const NEWSLETTER_SUBJECT = "Newsletter Subscription Request";
export const NEWSLETTER_MESSAGE = "Please add me to the blog newsletter and e-mail me when a new post is published.";
/** The contact subject; the JSON request adds " from {name}", a native post (no JavaScript) cannot. */
export const CONTACT_SUBJECT = "New contact form submission";

export interface NewsletterPayload {
  email: string;
  _subject: string;
  message: string;
  _replyto: string;
  [field: string]: string;
}

export interface ContactValues {
  name: string;
  email: string;
  message: string;
}

export interface ContactPayload extends ContactValues {
  _subject: string;
  _replyto: string;
  [field: string]: string;
}

/**
 * The page's language as a field: none on English pages, whose forms send exactly the
 * specification's payload, `{ lang: "sv" }` on Swedish ones.
 */
export function languageField(locale: Locale): { lang?: Locale } {
  return locale === DEFAULT_LOCALE ? {} : { lang: locale };
}

export function newsletterPayload(email: string, locale: Locale = DEFAULT_LOCALE): NewsletterPayload {
  const address = email.trim();
  return { email: address, _subject: NEWSLETTER_SUBJECT, message: NEWSLETTER_MESSAGE, _replyto: address, ...languageField(locale) };
}

export function contactPayload(values: ContactValues, locale: Locale = DEFAULT_LOCALE): ContactPayload {
  const name = values.name.trim();
  const email = values.email.trim();
  return {
    name,
    email,
    message: values.message.trim(),
    _subject: `${CONTACT_SUBJECT} from ${name}`,
    _replyto: email,
    ...languageField(locale),
  };
}
