import { type Locale, isLocale } from "./locale";

/**
 * The language a build is for. `npm run build` (scripts/build/build-site.mjs) builds each
 * language on its own with BUILD_LOCALE=<locale>: that build prerenders only the language's
 * pages and compiles only its strings into the scripts, so a page never downloads another
 * language's messages (issue 36). Unset, as in the dev server and typegen, every language is
 * one app. Node only: routes, the React Router and Vite configs and the CV plugin read it.
 */
export function buildLocale(env: Readonly<Record<string, string | undefined>> = process.env): Locale | undefined {
  const value = env.BUILD_LOCALE?.trim();
  if (!value) return undefined;
  if (!isLocale(value)) throw new Error(`BUILD_LOCALE is "${value}", not one of the site's languages.`);
  return value;
}

/** Whether a build makes the pages of a language: the one it is for, or every one when unset. */
export function buildsLocale(locale: Locale, env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  const only = buildLocale(env);
  return only === undefined || only === locale;
}
