/** The exact bodies both forms send; the local inbox (server/form-inbox.js) accepts these shapes. */
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

export function newsletterPayload(email: string): NewsletterPayload {
  const address = email.trim();
  return { email: address, _subject: NEWSLETTER_SUBJECT, message: NEWSLETTER_MESSAGE, _replyto: address };
}

export function contactPayload(values: ContactValues): ContactPayload {
  const name = values.name.trim();
  const email = values.email.trim();
  return {
    name,
    email,
    message: values.message.trim(),
    _subject: `${CONTACT_SUBJECT} from ${name}`,
    _replyto: email,
  };
}

export const MESSAGES = {
  newsletterSuccess: "Thanks for subscribing! You'll receive updates about new posts.",
  newsletterFailure: "Subscription failed. Please try again later.",
  contactSuccessTitle: "Message Sent!",
  contactSuccessBody: "Thanks for reaching out. I'll get back to you within 24 hours.",
  contactFailure: "Failed to send message. Please try again or email me directly.",
} as const;
