import { type FormResult, formResults as english } from "~/lib/content/form-results";
import { formResults as swedish } from "~/lib/content/sv/form-results";
import { type Locale, localeOfPath, stripLocale } from "~/lib/i18n/locale";

const RESULTS: Record<Locale, readonly FormResult[]> = { en: english, sv: swedish };

/**
 * The result page at an address, in the address's language (`/sv/contact/wait` is the Swedish
 * "wait" page). The route's loader calls it while prerendering, so each page's data holds its
 * own language's texts only; it asks for the data as `/contact/failed.data`, a suffix that is
 * not the page's. An address that is no result page stops the build rather than show another.
 */
export function resultFor(pathname: string): FormResult {
  const locale = localeOfPath(pathname);
  const clean = stripLocale(pathname.replace(/\.data$/, "")).replace(/(.)\/+$/, "$1");
  const result = RESULTS[locale].find((r) => r.path === clean);
  if (!result) throw new Error(`No form result page at ${pathname}`);
  return result;
}
