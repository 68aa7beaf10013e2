/**
 * The pages a form posted without JavaScript lands on (the local inbox answers 303 to them; with
 * VITE_FORM_ENDPOINT they are the `_next` of the native post). Prerendered like every page, so
 * the result reads without JavaScript; server/form-inbox.js names the same paths.
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
] as const satisfies readonly FormResult[];

export function formResult(form: FormName, sent: boolean): FormResult {
  const result = formResults.find((r) => r.form === form && r.sent === sent);
  if (!result) throw new Error(`No result page for ${form} (${sent ? "sent" : "failed"})`);
  return result;
}
