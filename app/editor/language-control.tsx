import { Icon } from "~/components/icon";
import { Link } from "react-router";
import { INVITATIONS } from "~/lib/i18n/invitations";
import { LOCALE_LABEL, otherLocale } from "~/lib/i18n/locale";
import { rememberLanguageChoice } from "~/lib/i18n/language-preference";
import { useAlternatePath } from "~/lib/i18n/use-alternate";
import { useLocale } from "~/lib/i18n/use-locale";
import { cn } from "~/lib/cn";

/**
 * The status bar's language mode, as an editor shows it: the page's language, and a plain link
 * to the same page in the other one (a full page load with or without JavaScript, since each
 * language is its own build: app/routes/other-language.tsx; the theme is kept in storage). Its name is said in the language it leads
 * to. On a phone the status bar is too low to touch (28 px), so the tab bar carries it there,
 * 44 px tall beside the theme toggle, as it carries the sidebar's theme toggle.
 */
export function LanguageControl({ place, className }: { place: "status-bar" | "tab-bar"; className?: string }) {
  const locale = useLocale();
  const other = otherLocale(locale);
  const to = useAlternatePath(other);
  // Said in the language it leads to: "Visa sidan på svenska" on an English page.
  const name = INVITATIONS[other].switchTo;
  // The visible codes lead the name, so speech input can say what it sees (WCAG 2.5.3).
  const shown = place === "status-bar" ? `${LOCALE_LABEL[locale]} · ${LOCALE_LABEL[other]}` : LOCALE_LABEL[other];
  return (
    <Link
      to={to}
      hrefLang={other}
      lang={other}
      aria-label={`${shown}: ${name}`}
      title={name}
      onClick={() => rememberLanguageChoice(() => window.localStorage, other)}
      className={cn(
        place === "status-bar"
          ? "min-h-7 gap-1 rounded-sm px-1 hover:bg-white/15 focus-visible:outline-1 focus-visible:outline-current"
          : "min-h-11 shrink-0 gap-1.5 border-l border-border px-3 font-mono text-xs text-muted-foreground hover:bg-sidebar-hover hover:text-foreground",
        "items-center",
        className,
      )}
    >
      <Icon name="languages" className="size-3.5" />
      {place === "status-bar" ? (
        <span aria-hidden="true">
          <b>{LOCALE_LABEL[locale]}</b>
          <span className="font-normal"> · {LOCALE_LABEL[other]}</span>
        </span>
      ) : (
        <span aria-hidden="true">{LOCALE_LABEL[other]}</span>
      )}
    </Link>
  );
}
