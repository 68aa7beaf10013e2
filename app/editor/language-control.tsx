import { Languages } from "lucide-react";
import { Link } from "react-router";
import { m } from "~/paraglide/messages";
import { LOCALE_LABEL, otherLocale } from "~/lib/i18n/locale";
import { rememberLanguageChoice } from "~/lib/i18n/language-preference";
import { useAlternatePath } from "~/lib/i18n/use-alternate";
import { useLocale } from "~/lib/i18n/use-locale";

/**
 * The status bar's language mode, as an editor shows it: the page's language, and a plain link
 * to the same page in the other one (a client navigation once hydrated, so the theme and the
 * open widgets' state stay; a full page load before). Its name is said in the language it leads to.
 */
export function LanguageControl() {
  const locale = useLocale();
  const other = otherLocale(locale);
  const to = useAlternatePath(other);
  // Said in the language it leads to: "Visa sidan på svenska" on an English page.
  const name = m.chrome_language_switch({}, { locale: other });
  return (
    <Link
      to={to}
      hrefLang={other}
      lang={other}
      aria-label={name}
      title={name}
      onClick={() => rememberLanguageChoice(() => window.localStorage, other)}
      className="flex min-h-7 items-center gap-1 rounded-sm px-1 hover:bg-white/15 focus-visible:outline-1 focus-visible:outline-current"
    >
      <Languages aria-hidden="true" className="hidden size-3.5 sm:block" />
      <span aria-hidden="true">
        <b>{LOCALE_LABEL[locale]}</b>
        <span className="font-normal"> · {LOCALE_LABEL[other]}</span>
      </span>
    </Link>
  );
}
