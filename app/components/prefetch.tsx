import { useEffect, useState } from "react";
import { PrefetchPageLinks, useLocation } from "react-router";
import { type ConnectionHint, likelyNext, mayPrefetchIdle, prefetchPath } from "~/lib/prefetch";

/** React Router's links (a plain <a> is a document load), the language control's aside. */
const LINKS = "a[data-discover]:not([hreflang])";

/**
 * Fetches the next page's code and data before the visitor moves (issue 60), with React Router's
 * own <PrefetchPageLinks> (modulepreload for the route's modules, which it also imports to read
 * their links; rel=prefetch for its data): on intent (a pointer over a link, a touch's start,
 * focus), the link's page at once; once the page is idle, the pages app/lib/prefetch.ts ranks
 * most likely. Rendered only from effects, so nothing is in the prerendered HTML and nothing is
 * fetched before the page has painted and hydrated.
 * Every byte here is in every page's first scripts, so it is kept short: the root never
 * unmounts (no listener to remove), and pages are only ever added (one fetched twice is not).
 */
export function Prefetch() {
  const { pathname } = useLocation();
  const [pages, setPages] = useState<string[]>([]);
  const add = (more: string[]) => setPages((list) => [...new Set([...list, ...more])]);

  useEffect(() => {
    const onIntent = ({ target }: Event) => {
      const path = prefetchPath((target as Element).closest?.(LINKS)?.getAttribute("href") ?? "", location.pathname);
      if (path) add([path]);
    };
    addEventListener("pointerover", onIntent, true);
    addEventListener("focusin", onIntent, true);
  }, []);

  useEffect(() => {
    const links = () =>
      [...document.querySelectorAll<HTMLAnchorElement>(LINKS)].map((a) => ({
        href: a.getAttribute("href")!,
        rel: a.rel,
        inMain: !!a.closest("main"),
        current: a.ariaCurrent === "page",
      }));
    // Idle, or 2 s on, on a phone whose main thread is never quite idle. Safari has no
    // requestIdleCallback: a timer stands in.
    if (mayPrefetchIdle((navigator as { connection?: ConnectionHint }).connection)) {
      (window.requestIdleCallback ?? setTimeout)(() => add(likelyNext(location.pathname, links())), { timeout: 2000 });
    }
  }, [pathname]);

  return pages.map((page) => <PrefetchPageLinks key={page} page={page} />);
}
