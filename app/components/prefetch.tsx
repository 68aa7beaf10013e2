import { startTransition, useEffect, useState } from "react";
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
 * Each page the visitor opens starts an empty list (the key): the pages fetched from the one
 * before have done their work, and each kept one would be matched against the routes again on
 * every move.
 */
export function Prefetch() {
  return <PrefetchFrom key={useLocation().pathname} />;
}

function PrefetchFrom() {
  const [pages, setPages] = useState<string[]>([]);

  useEffect(() => {
    let live = true;
    // A transition: each page's links cost a match against every route (≈ 40 ms on a slow phone)
    // and a dozen <link>s in the head; React may yield between pages rather than block a tap.
    const add = (more: string[]) => live && startTransition(() => setPages((list) => [...new Set([...list, ...more])]));
    const onIntent = ({ target }: Event) => {
      const path = prefetchPath((target as Element).closest?.(LINKS)?.getAttribute("href") ?? "", location.pathname);
      if (path) add([path]);
    };
    addEventListener("pointerover", onIntent, true);
    addEventListener("focusin", onIntent, true);
    const links = () =>
      [...document.querySelectorAll<HTMLAnchorElement>(LINKS)].map((a) => ({
        href: a.getAttribute("href")!,
        rel: a.rel,
        inMain: !!a.closest("main"),
        current: a.ariaCurrent === "page",
      }));
    // One page per idle moment (or 2 s on, on a phone whose main thread is never quite idle):
    // three at once were one task of 90–180 ms on a slow phone, inside Lighthouse's blocking time.
    // Safari has no requestIdleCallback: a timer stands in.
    const idle = (then: () => void) => (window.requestIdleCallback ?? setTimeout)(then, { timeout: 2000 });
    const next = (pages: string[]) => pages.length > 0 && idle(() => (add(pages.slice(0, 1)), next(pages.slice(1))));
    if (mayPrefetchIdle((navigator as { connection?: ConnectionHint }).connection)) {
      idle(() => live && next(likelyNext(location.pathname, links())));
    }
    return () => {
      live = false;
      removeEventListener("pointerover", onIntent, true);
      removeEventListener("focusin", onIntent, true);
    };
  }, []);

  // Marked, for what counts the page's own links apart (e2e/home.spec.ts): React Router's links
  // for a page name every module of its route, those the page has loaded too.
  return pages.map((page) => <PrefetchPageLinks key={page} page={page} data-next-page="" />);
}
