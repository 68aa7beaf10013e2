/**
 * The quiet offer of the other language (issue 36): never a redirect. A visitor on an English
 * page whose browser prefers Swedish is offered the Swedish page once; dismissing it, or choosing
 * a language with the status bar's control, is remembered under the product's storage prefix and
 * the offer is not shown again. Storage that throws (private modes, blocked cookies) only means
 * the offer may show again: the page never breaks over it.
 */
import { site } from "~/lib/content/site";
import { DEFAULT_LOCALE, type Locale, isLocale } from "./locale";

export const LANGUAGE_KEY = `${site.productSlug}-language`;
export const OFFER_DISMISSED = "dismissed";

type Storage = Pick<globalThis.Storage, "getItem" | "setItem">;

/** The language a browser's preference list asks for first, among ours; undefined if none. */
export function preferredLocale(languages: readonly string[]): Locale | undefined {
  for (const tag of languages) {
    const base = tag.toLowerCase().split("-")[0];
    if (isLocale(base)) return base;
  }
  return undefined;
}

/** The language to offer on a page, or undefined when the visitor has answered or needs none. */
export function languageToOffer(page: Locale, languages: readonly string[], stored: string | null): Locale | undefined {
  if (stored !== null) return undefined;
  const wanted = preferredLocale(languages);
  return wanted && wanted !== page && page === DEFAULT_LOCALE ? wanted : undefined;
}

export function readLanguageChoice(storage: () => Storage): string | null {
  try {
    return storage().getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}

/** Remembers a language chosen, or that the offer was dismissed. */
export function rememberLanguageChoice(storage: () => Storage, value: Locale | typeof OFFER_DISMISSED): void {
  try {
    storage().setItem(LANGUAGE_KEY, value);
  } catch {
    // Nowhere to remember it: the offer may show again on the next page, nothing worse.
  }
}
