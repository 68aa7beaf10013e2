import { useLocation } from "react-router";
import { type Locale, localeOfPath, localizePath } from "./locale";
import { STATIC_LOCALE } from "./static-locale";

/** The page's language, from its address (`/sv/…` is Swedish): the same on the server and in the browser. */
function useLocaleOfAddress(): Locale {
  return localeOfPath(useLocation().pathname);
}

function useBuildLocale(): Locale {
  return STATIC_LOCALE!;
}

/**
 * The page's language. A per-language build renders only its own language's pages (another
 * language's address loads as a document: app/routes/other-language.tsx), so there it is a
 * constant, and the components that ask for it do not re-render on every change of address
 * (the lab writes its scenario to the address as the visitor types; Back and Undo change it).
 * The dev server, one app for every language, reads it from the address.
 */
export const useLocale: () => Locale = STATIC_LOCALE ? useBuildLocale : useLocaleOfAddress;

/**
 * A message of the catalogue (messages/<area>/<locale>.json, compiled by Paraglide JS into
 * app/paraglide) in the page's language: `t(m.chrome_skip_to_content)`, `t(m.blog_posts, { count })`.
 * Each call names its message statically, so a page's scripts carry only the messages it uses.
 */
export type Message<I> = (inputs: I, options: { locale: Locale }) => string;

export function translate(locale: Locale) {
  // Inputs may be left out only where the message takes none.
  return <I>(message: Message<I>, ...inputs: Record<string, never> extends I ? [] | [I] : [I]): string =>
    message((inputs[0] ?? {}) as I, { locale });
}

export function useT() {
  return translate(useLocale());
}

/** Site paths in the page's language: `href("/about")` is `/sv/about` on a Swedish page. */
export function useLocalizePath() {
  const locale = useLocale();
  return (path: string) => localizePath(path, locale);
}
