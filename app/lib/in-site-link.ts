import { localeOfPath } from "./i18n/locale";

/**
 * Links in HTML the build wrote (a post's or a case study's Markdown body) are plain `<a>`s, not
 * React Router's: followed as they are, each is a document load, the whole page fetched, parsed
 * and hydrated again. A click the router can take instead is told apart here, as a pure function;
 * app/features/blog/post-body.tsx hands it to the router.
 */

/** A page's address: pages have no file extension (/cv.pdf, /rss.xml, /lab/sample.json are files). */
export const isPagePath = (pathname: string): boolean => !/\.[^/]*$/.test(pathname);

/** What of a click decides whether the browser must follow it itself. */
export interface LinkClick {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/** The link clicked: its resolved address, its target, and whether it is a download. */
export interface ClickedLink {
  href: string;
  target: string;
  download: boolean;
}

/**
 * The address the router should move to for this click, or null where the browser goes on its
 * own: a click with a key held or another button (a new tab or window), a link to a new tab or
 * a download, another site, a file, the other language (a build of its own: its pages are
 * document loads, as the language switch's are), or this page with only another fragment (the
 * browser scrolls to it).
 */
export function inSiteMove(click: LinkClick, link: ClickedLink, here: { origin: string; pathname: string; search: string }): string | null {
  if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if ((link.target !== "" && link.target !== "_self") || link.download) return null;
  let url: URL;
  try {
    url = new URL(link.href, `${here.origin}${here.pathname}`);
  } catch {
    return null;
  }
  if (url.origin !== here.origin || !isPagePath(url.pathname) || localeOfPath(url.pathname) !== localeOfPath(here.pathname)) return null;
  if (url.pathname === here.pathname && url.search === here.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
