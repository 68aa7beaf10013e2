/**
 * The site's languages and how they map onto addresses. English is the specification's site at
 * `/`; every other language lives under its own prefix with the same path words (`/sv/about`),
 * so a page's counterpart is a prefix away (docs/decisions.md, "Language"). Pure: used by routes,
 * the build scripts and the components alike.
 */
export const LOCALES = ["en", "sv"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** `Intl` locale of each language: English keeps the specification's en-US formats. */
export const INTL_LOCALE: Record<Locale, string> = { en: "en-US", sv: "sv-SE" };
/** Open Graph's `og:locale` values. */
export const OG_LOCALE: Record<Locale, string> = { en: "en_US", sv: "sv_SE" };
/** The language control's label, as an editor shows its language mode. */
export const LOCALE_LABEL: Record<Locale, string> = { en: "EN", sv: "SV" };
/** Each language's own name for itself (the language control's tooltip and accessible name). */
export const LOCALE_NAME: Record<Locale, string> = { en: "English", sv: "Svenska" };

const PREFIX: Record<Locale, string> = { en: "", sv: "/sv" };

/** Where a language's pages live: "" for English (the site's root), "/sv" for Swedish. */
export function localePrefix(locale: Locale): string {
  return PREFIX[locale];
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/**
 * The language of an address: its first path segment, when that names a language other than the
 * default. `/sv.data` and `/sv.html` (the Swedish home page's data and file) are Swedish too.
 */
export function localeOfPath(pathname: string): Locale {
  const first = /^\/([^/?#.]+)(?:[/?#]|\.(?:data|html)$|$)/.exec(pathname)?.[1];
  return first && first !== DEFAULT_LOCALE && isLocale(first) ? first : DEFAULT_LOCALE;
}

/** The address without its language prefix: `/sv/about` → `/about`, `/sv` → `/`. */
export function stripLocale(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname;
  const rest = pathname.slice(PREFIX[locale].length);
  return rest === "" || rest.startsWith("?") || rest.startsWith("#") ? `/${rest}` : rest;
}

/**
 * A site path in a language: `localizePath("/about", "sv")` → `/sv/about`; the home page is
 * `/sv`. Paths already in a language are moved to the other one; external URLs and fragments
 * pass through.
 */
export function localizePath(path: string, locale: Locale): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const bare = stripLocale(path);
  if (locale === DEFAULT_LOCALE) return bare;
  return bare === "/" ? PREFIX[locale] : /^\/[?#]/.test(bare) ? `${PREFIX[locale]}${bare.slice(1)}` : `${PREFIX[locale]}${bare}`;
}

/** The other language of two: what the language control switches to. */
export function otherLocale(locale: Locale): Locale {
  return locale === "en" ? "sv" : "en";
}
