/**
 * The form result pages' text in Swedish, twin of app/lib/content/form-results.ts: the same pages in
 * the same order with the same paths (the language prefix is the router's), titles and links
 * in Swedish.
 */
import type { FormName, FormResult } from "../form-results";


export type { FormName, FormResult };

export const formResults = [
  {
    path: "/contact/sent",
    form: "contact",
    sent: true,
    title: "Meddelandet är skickat!",
    back: { path: "/contact", label: "Tillbaka till kontaktsidan" },
  },
  {
    path: "/contact/failed",
    form: "contact",
    sent: false,
    title: "Meddelandet kunde inte skickas",
    back: { path: "/contact", label: "Försök igen" },
  },
  {
    path: "/blog/subscribed",
    form: "newsletter",
    sent: true,
    title: "Du prenumererar nu",
    back: { path: "/blog", label: "Tillbaka till bloggen" },
  },
  {
    path: "/blog/subscribe-failed",
    form: "newsletter",
    sent: false,
    title: "Prenumerationen kunde inte registreras",
    back: { path: "/blog", label: "Försök igen" },
  },
  {
    path: "/contact/wait",
    form: "contact",
    sent: false,
    wait: true,
    title: "Meddelandet är inte skickat än",
    back: { path: "/contact", label: "Tillbaka till kontaktsidan" },
  },
  {
    path: "/blog/subscribe-wait",
    form: "newsletter",
    sent: false,
    wait: true,
    title: "Prenumerationen är inte registrerad än",
    back: { path: "/blog", label: "Tillbaka till bloggen" },
  },
] as const satisfies readonly FormResult[];

export function formResult(form: FormName, sent: boolean): FormResult {
  const result = formResults.find((r) => r.form === form && r.sent === sent && !("wait" in r));
  if (!result) throw new Error(`No result page for ${form} (${sent ? "sent" : "failed"})`);
  return result;
}
