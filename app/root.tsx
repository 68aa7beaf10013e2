import { type ReactNode, lazy, useEffect } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useLocation } from "react-router";
import type { Route } from "./+types/root";
import { EditorShell } from "./editor/editor-shell";
import { Prefetch } from "./components/prefetch";
import { themeScript } from "./lib/theme";
import { svgDataUri } from "./lib/data-uri";
import { earlyInputScript, replayPageClicks } from "./lib/early-input";
import { useHydrated } from "./lib/use-hydrated";
import { localeOfPath } from "./lib/i18n/locale";
import { useT } from "./lib/i18n/use-locale";
import { m } from "./paraglide/messages";
import faviconSvg from "../public/favicon.svg?raw";
import "./app.css";

// In the page itself: a browser fetches the icon as soon as the page has loaded, which on a
// slow link can still be before the first paint, and the request would compete with it.
const faviconDataUri = svgDataUri(faviconSvg);

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: faviconDataUri, type: "image/svg+xml" },
  { rel: "icon", href: "/icon-32.png", type: "image/png", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/icon-180.png" },
];

export function Layout({ children }: { children: ReactNode }) {
  useEffect(() => replayPageClicks(), []);
  // The language is the address's: /sv/… is Swedish, on the server and in the browser alike.
  const lang = localeOfPath(useLocation().pathname);
  return (
    // The inline script sets class, data-theme and color-scheme before React hydrates, and
    // records early input. Its text is in the prerendered HTML only: they have run long before
    // hydration, React leaves a hydrated element's innerHTML alone, and so the client bundle
    // need not carry the text (`import.meta.env.SSR` is false there; the constants are dropped).
    <html lang={lang} className="dark" data-theme="dark" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="dark light" />
        {/* One script, not two: each inline script is a hash in the page's policy, ≈ 50
            incompressible bytes of its first round trip. `;` keeps the two statements apart. */}
        <script dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? `${themeScript};${earlyInputScript}` : "" }} suppressHydrationWarning />
        <Meta />
        <Links />
        <WebAppManifest />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * Linked once the page has hydrated: browsers that can install the site fetch a linked manifest
 * at once, while the first paint still waits on the stylesheet, and installing can wait.
 */
function WebAppManifest() {
  return useHydrated() ? <link rel="manifest" href="/manifest.webmanifest" /> : null;
}

export default function App() {
  return (
    <>
      <EditorShell>
        <Outlet />
      </EditorShell>
      <Prefetch />
    </>
  );
}

// Imported when needed: a static import put the not-found route's chunk among every page's first
// scripts (+0.9 KB on the home page, past its budget). It suspends inside the shell's page slice
// (components/hydration-slice.tsx), where React keeps the prerendered HTML until it has arrived;
// 404.html, the only page that needs it, has loaded it already.
const NotFoundPage = lazy(() => import("./routes/not-found"));

/**
 * Every prerendered page hydrates with its data, so this renders only where a host answered an
 * unknown address (a draft's or a missing post's, a tag's) with 404.html: the not-found page in
 * the shell, which is what that file holds. A route's own HydrateFallback cannot be it: its
 * module is not in 404.html, and without one here React Router renders an empty body, React
 * leaves the prerendered page in place, and the not-found page showed twice. Once the route's
 * loader has answered 404, its ErrorBoundary shows the same page.
 */
export function HydrateFallback() {
  return (
    <EditorShell>
      <NotFoundPage />
    </EditorShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : t(m.chrome_error_unexpected);
  return (
    <EditorShell>
      <section className="mx-auto max-w-2xl px-6 py-16 font-mono">
        <h1 className="text-2xl text-danger">{message}</h1>
        <p className="mt-4 text-muted-foreground">
          {t(m.chrome_error_text)}
        </p>
      </section>
    </EditorShell>
  );
}
