/**
 * The pages a form posted without JavaScript lands on (the local inbox answers 303 to them; with
 * VITE_FORM_ENDPOINT they are the `_next` of the native post). Prerendered like every page, so
 * the result reads without JavaScript; server/form-inbox.js names the same paths. The two
 * "wait" pages are where the inbox sends a native post over its rate limit.
 */
export type FormName = "contact" | "newsletter";

export interface FormResult {
  path: string;
  form: FormName;
  sent: boolean;
  /** The page's <title> and <h1>. */
  title: string;
  /** Where "try again" / "back" leads. */
  back: { path: string; label: string };
  /** Refused for now, not failed: the inbox's rate limit (server/rate-limit.js). */
  wait?: boolean;
}

export const formResults = [
  {
    path: "/contact/sent",
    form: "contact",
    sent: true,
    title: "Message Sent!",
    back: { path: "/contact", label: "Back to contact" },
  },
  {
    path: "/contact/failed",
    form: "contact",
    sent: false,
    title: "Message not sent",
    back: { path: "/contact", label: "Try again" },
  },
  {
    path: "/blog/subscribed",
    form: "newsletter",
    sent: true,
    title: "Subscribed",
    back: { path: "/blog", label: "Back to the blog" },
  },
  {
    path: "/blog/subscribe-failed",
    form: "newsletter",
    sent: false,
    title: "Subscription failed",
    back: { path: "/blog", label: "Try again" },
  },
  {
    path: "/contact/wait",
    form: "contact",
    sent: false,
    wait: true,
    title: "Message not sent yet",
    back: { path: "/contact", label: "Back to contact" },
  },
  {
    path: "/blog/subscribe-wait",
    form: "newsletter",
    sent: false,
    wait: true,
    title: "Subscription not sent yet",
    back: { path: "/blog", label: "Back to the blog" },
  },
] as const satisfies readonly FormResult[];

export function formResult(form: FormName, sent: boolean): FormResult {
  const result = formResults.find((r) => r.form === form && r.sent === sent && !("wait" in r));
  if (!result) throw new Error(`No result page for ${form} (${sent ? "sent" : "failed"})`);
  return result;
}
