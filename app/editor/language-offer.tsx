import { Link } from "react-router";
import { INVITATIONS } from "~/lib/i18n/invitations";
import type { Locale } from "~/lib/i18n/locale";
import { OFFER_DISMISSED, rememberLanguageChoice } from "~/lib/i18n/language-preference";
import { useAlternatePath } from "~/lib/i18n/use-alternate";

/**
 * The one-line offer of the page in the visitor's language, said in that language. Loaded only
 * when it is to be shown (editor-shell.tsx); either answer is remembered and ends the offer.
 */
export default function LanguageOffer({ locale, onAnswer }: { locale: Locale; onAnswer: () => void }) {
  const to = useAlternatePath(locale);
  const said = INVITATIONS[locale];
  const answer = (value: Locale | typeof OFFER_DISMISSED) => {
    rememberLanguageChoice(() => window.localStorage, value);
    onAnswer();
  };
  return (
    <div
      role="region"
      aria-label={said.offer}
      lang={locale}
      className="flex flex-wrap items-center justify-end gap-x-3 gap-y-1 border-t border-border bg-sidebar px-3 py-1 font-mono text-xs text-foreground"
    >
      <span>{said.offer}</span>
      <Link to={to} hrefLang={locale} onClick={() => answer(locale)} className="inline-flex min-h-11 items-center text-accent underline-offset-2 hover:underline sm:min-h-7">
        {said.offerYes}
      </Link>
      <button type="button" onClick={() => answer(OFFER_DISMISSED)} className="inline-flex min-h-11 items-center text-muted-foreground hover:text-foreground sm:min-h-7">
        {said.offerDismiss}
      </button>
    </div>
  );
}
