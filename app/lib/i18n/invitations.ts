import type { Locale } from "./locale";

/**
 * How each language invites a reader to its pages, said in that language: the lines a page shows
 * to lead to another language ("Visa sidan på svenska" on an English page). Not in the message
 * catalogue on purpose: each language is built on its own with only its own messages
 * (app/lib/i18n/build-locale.ts), and these are the one kind of text a page shows in a language
 * other than its own. A new language adds its row here; the type asks for it.
 */
export interface Invitation {
  /** The language control's name, and its tooltip. */
  switchTo: string;
  /** The one-time offer to a browser that prefers the language (language-offer.tsx). */
  offer: string;
  offerYes: string;
  offerDismiss: string;
  /** The 404's link to the language's home page, for hosts with one 404.html for every address. */
  home: string;
  /** A post's link to its translation. */
  readPost: string;
}

export const INVITATIONS: Record<Locale, Invitation> = {
  en: {
    switchTo: "Show this page in English",
    offer: "Show this page in English?",
    offerYes: "Yes, in English",
    offerDismiss: "No thanks",
    home: "Go to the English home page",
    readPost: "Read in English",
  },
  sv: {
    switchTo: "Visa sidan på svenska",
    offer: "Visa sidan på svenska?",
    offerYes: "Ja, på svenska",
    offerDismiss: "Nej tack",
    home: "Till den svenska startsidan",
    readPost: "Läs på svenska",
  },
};
