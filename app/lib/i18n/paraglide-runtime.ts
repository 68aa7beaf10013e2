/**
 * Stands in for Paraglide's generated runtime in every build (vite.config.ts): the site passes
 * the page's language to each message (`useT`), so the runtime's locale detection (cookies, URL
 * patterns, storage: 1.7 KB compressed) would ship unused. A message called without a language
 * is a bug, and says so.
 */

/**
 * Unset here: a per-language build gives each message module its language as a constant of its
 * own instead (vite.config.ts, paraglideStaticLocale); the dev server and tests choose per call.
 */
export const experimentalStaticLocale = undefined;

export function getLocale(): never {
  throw new Error("A message was called without { locale }: use useT() from ~/lib/i18n/use-locale.");
}
