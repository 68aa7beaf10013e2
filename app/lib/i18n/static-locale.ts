import { type Locale, localeOfPath } from "./locale";

/** Defined by vite.config.ts from BUILD_LOCALE (app/lib/i18n/build-locale.ts); absent in unit tests. */
declare const __BUILD_LOCALE__: Locale | undefined;

/**
 * The one language whose strings this build's scripts carry, when it is a per-language build
 * (`npm run build`); undefined in the dev server, which serves every language from one app.
 */
export const STATIC_LOCALE: Locale | undefined = typeof __BUILD_LOCALE__ === "string" ? __BUILD_LOCALE__ : undefined;

/**
 * Whether an address belongs to another language's build, so the browser must load it as a
 * document rather than render it with this build's strings (app/routes/other-language.tsx).
 */
export function belongsToOtherBuild(pathname: string, staticLocale: Locale | undefined = STATIC_LOCALE): boolean {
  return staticLocale !== undefined && localeOfPath(pathname) !== staticLocale;
}
