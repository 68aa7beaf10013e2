import { useLocation, useMatches } from "react-router";
import { useHydrated } from "../use-hydrated";
import { type Locale, localizePath } from "./locale";

/**
 * A route whose page does not exist in every language (a post is in the languages it was
 * written in) says where each language's version is: its loader returns
 * `alternates: { en: "/blog/x", sv: "/sv/blog/y" }`, a language it lacks left out.
 */
export type Alternates = Partial<Record<Locale, string>>;

export function alternatesOf(data: unknown): Alternates | undefined {
  if (typeof data !== "object" || data === null || !("alternates" in data)) return undefined;
  const { alternates } = data as { alternates: unknown };
  return typeof alternates === "object" && alternates !== null ? (alternates as Alternates) : undefined;
}

/**
 * Where the same page is in another language: the route's own alternates when it names them,
 * the same address under the other prefix otherwise; a page missing in that language leads to
 * that language's `fallback` (a post without a translation: the other language's blog).
 */
export function alternatePath(pathname: string, search: string, locale: Locale, routeData: readonly unknown[], fallback = "/"): string {
  for (const data of routeData) {
    const alternates = alternatesOf(data);
    if (alternates) return alternates[locale] ?? localizePath(fallback, locale);
  }
  return localizePath(`${pathname}${search}`, locale);
}

export function useAlternatePath(locale: Locale): string {
  const { pathname, search } = useLocation();
  const matches = useMatches();
  // The prerendered page knows no query (`/blog?post=x`): the query joins once hydrated, so
  // the hydrating render draws the link as the HTML has it rather than mismatching.
  const hydrated = useHydrated();
  return alternatePath(pathname, hydrated ? search : "", locale, matches.map((match) => match.data), "/blog");
}
