import { type ReactNode, Suspense, lazy, memo, useState, useSyncExternalStore } from "react";
import { site } from "~/lib/content/site";
import { PaletteHost } from "~/features/palette/palette-host";
import { Explorer } from "./explorer";
import { FileIcon } from "~/components/file-icon";
import { HydrationSlice } from "~/components/hydration-slice";
import { StatusBar } from "./status-bar";
import { TabBar } from "./tab-bar";
import { m } from "~/paraglide/messages";
import { useLocale, useT } from "~/lib/i18n/use-locale";
import { languageToOffer, readLanguageChoice } from "~/lib/i18n/language-preference";
import { OpenFileProvider, useOpenFile } from "./use-open-file";

export function EditorShell({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <OpenFileProvider>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-sm bg-accent px-4 py-3 font-mono text-sm text-accent-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t(m.chrome_skip_to_content)}
        </a>
        {/* The chrome's parts are memoised and read the open file from the provider: a change of
            the address's hash (the lab's edits, Back, Undo) re-renders the page, not the chrome. */}
        <div className="flex flex-1">
          <HydrationSlice>
            <Explorer />
          </HydrationSlice>
          <div className="flex min-w-0 flex-1 flex-col">
            <HydrationSlice>
              <TabBar />
              <Breadcrumbs />
            </HydrationSlice>
            <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
              <HydrationSlice>{children}</HydrationSlice>
            </main>
          </div>
        </div>
        <LanguageOfferGate />
        <HydrationSlice>
          <StatusBar />
        </HydrationSlice>
        <PaletteHost />
      </div>
    </OpenFileProvider>
  );
}

const Breadcrumbs = memo(function Breadcrumbs() {
  const { type, file, postPage, tagPage, caseStudyPage } = useOpenFile();
  const t = useT();
  return (
    <div className="flex h-6 items-center gap-1 overflow-hidden border-b border-border px-4 font-mono text-xs whitespace-nowrap text-muted-foreground">
      <span>{site.productSlug}</span>
      <span aria-hidden="true">›</span>
      <span>{t(postPage ? m.chrome_breadcrumb_posts : tagPage ? m.chrome_breadcrumb_tags : caseStudyPage ? m.chrome_breadcrumb_portfolio : m.chrome_breadcrumb_app)}</span>
      <span aria-hidden="true">›</span>
      <FileIcon type={type} className="w-4" />
      <span data-testid="breadcrumb-file" className="min-w-0 truncate">{file}</span>
    </div>
  );
});

const LanguageOffer = lazy(() => import("./language-offer"));

/**
 * Never a redirect: once the page has hydrated, a browser that prefers another of the site's
 * languages, on an English page, is offered it once (app/lib/i18n/language-preference.ts). The
 * offer's code loads only then.
 */
const LanguageOfferGate = memo(function LanguageOfferGate() {
  const locale = useLocale();
  const [answered, setAnswered] = useState(false);
  const offer = useSyncExternalStore(
    noSubscription,
    () => languageToOffer(locale, navigator.languages ?? [navigator.language], readLanguageChoice(() => window.localStorage)),
    () => undefined,
  );
  if (!offer || answered) return null;
  return (
    <Suspense fallback={null}>
      <LanguageOffer locale={offer} onAnswer={() => setAnswered(true)} />
    </Suspense>
  );
});

const noSubscription = () => () => {};
