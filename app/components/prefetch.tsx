import { useContext, useEffect } from "react";
import { UNSAFE_DataRouterContext, UNSAFE_FrameworkContext, matchRoutes, useLocation } from "react-router";
import { type ConnectionHint, PREFETCH_EVENT, likelyNext, mayPrefetchIdle, nextPageFiles, prefetchPath } from "~/lib/prefetch";

/** React Router's links (a plain <a> is a document load), the language control's aside. */
const LINKS = "a[data-discover]:not([hreflang])";
/** And on intent, a post's or a case study's links, which the body moves through the router too (post-body.tsx). */
const INTENT_LINKS = `${LINKS}, [data-post-body] a[href]`;

/**
 * Pages and files asked for, once per visit: a pointer that comes back to a link, or a tap's focus
 * after its touch, costs nothing (a match against the routes is ≈ 16 ms of a tap at 4× CPU).
 */
const pagesAsked = new Set<string>();
const filesAsked = new Set<string>();

/**
 * Fetches the next page's code and data into the browser's cache before the visitor moves (issue
 * 60): on intent (a pointer over a link, a touch's start, focus), the link's page at once; once the
 * page is idle, the pages app/lib/prefetch.ts ranks most likely. Only from effects, so nothing is in
 * the prerendered HTML and nothing is fetched before the page has painted and hydrated.
 *
 * Plain `<link rel=prefetch>`s from React Router's manifest, not its `<PrefetchPageLinks>`: that one
 * also imports the next route's module, and when an import fails (a phone losing its network)
 * React Router reloads the page, the one being read. A prefetch that fails here costs nothing: the
 * move fetches the file as it would have. Not `modulepreload` either: a failed module fetch is
 * remembered by the page, and the move's own import would then fail.
 */
export function Prefetch() {
  const { pathname } = useLocation();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const { manifest, routeModules } = useContext(UNSAFE_FrameworkContext) ?? {};

  useEffect(() => {
    if (!router || !manifest || !routeModules) return;
    let live = true;
    // One page per idle moment (or 2 s on, on a phone whose main thread is never quite idle): each
    // is a match against every route (≈ 40 ms on a slow phone) and a few fetches started.
    // Safari has no requestIdleCallback: a timer stands in.
    const idle = (then: () => void) => (window.requestIdleCallback ?? setTimeout)(then, { timeout: 2000 });
    const fetchAhead = (page: string) => {
      if (pagesAsked.has(page)) return;
      pagesAsked.add(page);
      const routeIds = (matchRoutes(router.routes, page) ?? []).map((match) => match.route.id);
      for (const href of nextPageFiles(page, routeIds, manifest, Object.keys(routeModules))) {
        if (filesAsked.has(href)) continue;
        filesAsked.add(href);
        document.head.append(Object.assign(document.createElement("link"), { rel: "prefetch", href }));
      }
    };
    const onIntent = ({ target }: Event) => {
      const page = prefetchPath((target as Element).closest?.(INTENT_LINKS)?.getAttribute("href") ?? "", location.pathname);
      if (page) fetchAhead(page);
    };
    // A widget's intent (the palette's highlighted file) waits for an idle moment: not in a key's task.
    const onRequest = (event: Event) => {
      const page = prefetchPath(String((event as CustomEvent<unknown>).detail), location.pathname);
      if (page) idle(() => live && fetchAhead(page));
    };
    addEventListener("pointerover", onIntent, true);
    addEventListener("focusin", onIntent, true);
    addEventListener(PREFETCH_EVENT, onRequest);
    const links = () =>
      [...document.querySelectorAll<HTMLAnchorElement>(LINKS)].map((a) => ({
        href: a.getAttribute("href")!,
        rel: a.rel,
        inMain: !!a.closest("main"),
        current: a.ariaCurrent === "page",
      }));
    const next = (pages: string[]) => live && pages.length > 0 && idle(() => live && (fetchAhead(pages[0]!), next(pages.slice(1))));
    if (mayPrefetchIdle((navigator as { connection?: ConnectionHint }).connection)) {
      idle(() => live && next(likelyNext(location.pathname, links())));
    }
    return () => {
      live = false;
      removeEventListener("pointerover", onIntent, true);
      removeEventListener("focusin", onIntent, true);
      removeEventListener(PREFETCH_EVENT, onRequest);
    };
  }, [pathname, router, manifest, routeModules]);

  return null;
}
