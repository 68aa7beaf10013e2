import { MATH_STYLESHEET } from "./content/math";
import { localeOfPath, stripLocale } from "./i18n/locale";
import { isPagePath } from "./in-site-link";

/**
 * Which pages, and which of their files, to fetch ahead of a move (issue 60), as pure functions;
 * app/components/prefetch.tsx wires them to the page. On intent (a pointer over a link, a touch,
 * focus) the link's page is fetched at once; once the page is idle, the few pages a visitor most
 * likely opens next, unless the visitor asked to save data or is on 2G. Docs: docs/decisions.md,
 * "Prefetching the next page".
 */

/** The event a widget sends with a page the visitor is about to open (`requestPrefetch`). */
export const PREFETCH_EVENT = "prefetch-page";

/**
 * Intent that is not a pointer or focus on a link, such as the palette's highlighted file: its
 * page is fetched ahead as a link's would be (app/components/prefetch.tsx listens).
 */
export function requestPrefetch(path: string): void {
  window.dispatchEvent(new CustomEvent(PREFETCH_EVENT, { detail: path }));
}

/** At most this many pages are fetched speculatively from a page: about 5–25 KB compressed. */
export const IDLE_PAGES = 3;

/**
 * Pages fetched on intent only, never speculatively: the lab's code alone is about 31 KB
 * compressed, most of a phone's 40 KB allowance (docs/performance.md).
 */
const INTENT_ONLY = ["/lab"];

/** What the browser says of its connection (the Network Information API, where there is one). */
export interface ConnectionHint {
  saveData?: boolean;
  effectiveType?: string;
}

/** Speculative fetches only when the visitor has not asked to save data and is not on 2G. */
export function mayPrefetchIdle(connection: ConnectionHint | undefined): boolean {
  return !connection?.saveData && !/2g$/.test(connection?.effectiveType ?? "");
}

/** A link to another page of the site, as the page shows it. */
export interface PageLink {
  /** The link's href as written: a path, perhaps with a query or a fragment. */
  href: string;
  /** Its rel attribute: "next" and "prev" mark a post's or a case study's neighbours. */
  rel: string;
  /** In the page's content (main), or in the editor chrome (tabs, explorer, status bar). */
  inMain: boolean;
  /** aria-current="page": the chrome's tab of the page open now. */
  current: boolean;
}

/**
 * The page a link opens, if it is one to fetch ahead: a path of the site in the current page's
 * language (the other language's pages are document loads), not the page itself.
 */
export function prefetchPath(href: string, currentPath: string): string | null {
  const path = href.replace(/[?#].*$/, "");
  return /^\/(?!\/)/.test(path) && isPagePath(path) && path !== currentPath && localeOfPath(path) === localeOfPath(currentPath) ? path : null;
}

/**
 * The pages a visitor most likely opens next from this one, most likely first, at most `max`:
 * the page's neighbours (rel next and prev: a post's, a case study's), the tab after the open
 * one (the site read in order), then the content's links in the page's order (a listing's first
 * entries, the calls to action), then the other tabs. Intent-only pages are left out.
 */
export function likelyNext(currentPath: string, links: PageLink[], max = IDLE_PAGES): string[] {
  const main = links.filter((l) => l.inMain);
  const chrome = links.filter((l) => !l.inMain);
  const tabs = chrome.slice(chrome.findIndex((l) => l.current) + 1);
  const ranked = [...main.filter((l) => /\b(next|prev)\b/.test(l.rel)), ...tabs.slice(0, 1), ...main, ...tabs];
  const out: string[] = [];
  for (const link of ranked) {
    const path = prefetchPath(link.href, currentPath);
    if (path && !out.includes(path) && !INTENT_ONLY.includes(stripLocale(path)) && out.push(path) === max) break;
  }
  return out;
}

/** What React Router's manifest says of a route: the fields a move to it reads. */
export interface ManifestRoute {
  module: string;
  imports?: string[] | undefined;
  css?: string[] | undefined;
  clientLoaderModule?: string | undefined;
  hasLoader: boolean;
  hasClientLoader: boolean;
}

/** React Router's manifest (window.__reactRouterManifest): the entry's files and each route's. */
export interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute | undefined>;
}

/** A page's data file, as React Router's single fetch names it: /about.data, /_root.data for /. */
export function dataPath(page: string): string {
  return page === "/" ? "/_root.data" : `${page.replace(/\/+$/, "")}.data`;
}

/**
 * A file a route's page may need that the manifest does not name: a post's or a case study's
 * KaTeX stylesheet, which React holds the page's render for when its body has math. Whether this
 * one has math is in its data, not known here; the sheet is 2.8 KB compressed, and cached once for
 * every later page.
 */
function stylesheetsOf(routeId: string): string[] {
  return MATH_ROUTES.includes(routeId.replace(/^[a-z]{2}\//, "")) ? [MATH_STYLESHEET] : [];
}

/** The routes whose pages render a Markdown body (the id React Router gives each: its file, a language's prefixed). */
export const MATH_ROUTES: readonly string[] = ["routes/blog-post", "routes/case-study"];

/**
 * The files a move to `page` will fetch and this page has not: the modules (and stylesheets) of
 * its routes not loaded yet, and its data, named as the move will name it. React Router's single
 * fetch asks once for the routes whose server loader it calls (`_routes` only when a route with a
 * loader loads its own data), and a route with a client loader asks for its own through
 * `serverLoader()`, with `_routes` its id alone (ours all do). `routeIds`: the routes the page
 * matches, root first; `loaded`: the routes whose modules this page has. With a post's or a case
 * study's, the math stylesheet too (`stylesheetsOf`).
 */
export function nextPageFiles(page: string, routeIds: readonly string[], manifest: Manifest, loaded: Iterable<string>): string[] {
  const filesOf = (route: ManifestRoute | undefined) =>
    route ? [route.module, ...(route.clientLoaderModule ? [route.clientLoaderModule] : []), ...(route.imports ?? []), ...(route.css ?? [])] : [];
  const loadedIds = new Set(loaded);
  const have = new Set([manifest.entry.module, ...manifest.entry.imports, ...[...loadedIds].flatMap((id) => filesOf(manifest.routes[id]))]);
  const routes = routeIds.map((id) => ({ id, route: manifest.routes[id] }));
  const files = routes.flatMap(({ id, route }) => [...filesOf(route), ...stylesheetsOf(id)]);
  const withLoader = routes.filter(({ route }) => route?.hasLoader);
  const serverData = withLoader.filter(({ route }) => !route?.hasClientLoader).map(({ id }) => id);
  const only = withLoader.length === serverData.length ? "" : `?${new URLSearchParams({ _routes: serverData.join(",") })}`;
  const data = serverData.length === 0 ? [] : [dataPath(page) + only];
  const ownData = withLoader.filter(({ route }) => route?.hasClientLoader).map(({ id }) => `${dataPath(page)}?${new URLSearchParams({ _routes: id })}`);
  return [...new Set([...data, ...ownData, ...files])].filter((file) => !have.has(file));
}
