import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { PageContainer } from "~/components/page";
import { site } from "~/lib/content/site";
import { buttonClass } from "~/components/button-styles";
import { INVITATIONS } from "~/lib/i18n/invitations";
import { localeOfPath, localizePath, otherLocale } from "~/lib/i18n/locale";
import { useLocale, useT } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/not-found";

export const meta = ({ location }: Pick<Route.MetaArgs, "location">) => {
  const locale = localeOfPath(location.pathname);
  return [
    { title: `${m.chrome_not_found_title({}, { locale })} · ${site.ownerName}` },
    { name: "description", content: m.chrome_not_found_description({}, { locale }) },
    { name: "robots", content: "noindex" },
  ];
};

export default function NotFoundRoute() {
  const { pathname } = useLocation();
  const t = useT();
  const locale = useLocale();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return (
    <PageContainer className="flex min-h-[60vh] flex-col items-center justify-center text-center">
      {/* The same HTML serves every unknown path of a language, so the markup must not depend on it. */}
      <p className="font-mono text-xs text-syntax-comment">{"// error: ENOENT: no such file or directory"}</p>
      <h1 className="mt-4 font-mono text-7xl font-bold text-syntax-keyword">404</h1>
      <p className="mt-4 font-mono text-xl text-foreground">{t(m.chrome_not_found_heading)}</p>
      <Link
        to={localizePath("/", locale)}
        className={buttonClass("primary", "mt-8 px-5")}
      >
        {t(m.chrome_not_found_home)}
      </Link>
      {/* Hosts with one 404.html for every address (GitHub Pages) show the English page for an
          unknown /sv/… too: the other language's home is a link away, in that language. */}
      <Link to={localizePath("/", otherLocale(locale))} hrefLang={otherLocale(locale)} lang={otherLocale(locale)} className="mt-2 inline-flex min-h-11 items-center font-mono text-sm text-accent underline-offset-2 hover:underline">
        {INVITATIONS[otherLocale(locale)].home}
      </Link>
    </PageContainer>
  );
}
