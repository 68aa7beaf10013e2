import { useLocation } from "react-router";
import { type Locale, localeOfPath, localizePath } from "./locale";

/** The page's language, from its address (`/sv/…` is Swedish): the same on the server and in the browser. */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

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
