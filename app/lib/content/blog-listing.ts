/**
 * The blog listing at any number of posts (issue 26): /blog shows the featured article and the
 * newest posts, /blog/page/2, /blog/page/3, … the older ones. Pure, so the route table, the
 * prerender list, the sitemap, the loader and the pager all count pages the same way.
 */

import { type PostLang, postLang, postsInLanguage } from "./blog-post";
import { localePrefix } from "../i18n/locale";

/** Posts per listing page, besides the featured article on page 1. */
export const PAGE_SIZE = 12;

/** Every post and draft, compact, for search and topic chips: written at build time. */
export const SEARCH_INDEX_PATH = "/blog/search-index.json";

/** The search index of a language's blog: /sv/blog/search-index.json holds what /sv/blog lists. */
export function searchIndexPath(lang: PostLang = "en"): string {
  return `${localePrefix(lang)}${SEARCH_INDEX_PATH}`;
}

/** How many listing pages `count` posts make (the featured one is not counted); at least 1. */
export function pageCount(count: number, featured: boolean, size: number = PAGE_SIZE): number {
  const listed = Math.max(0, count - (featured ? 1 : 0));
  return Math.max(1, Math.ceil(listed / size));
}

/** The address of listing page `page`: page 1 is /blog itself (/sv/blog in Swedish). */
export function listingPath(page: number, lang: PostLang = "en"): string {
  return `${localePrefix(lang)}${page <= 1 ? "/blog" : `/blog/page/${page}`}`;
}

/** The addresses of pages 2…N: none while everything fits on /blog. */
export function listingPagePaths(pages: number, lang: PostLang = "en"): string[] {
  return Array.from({ length: Math.max(0, pages - 1) }, (_, i) => listingPath(i + 2, lang));
}

/**
 * The page number in /blog/page/:page, or null when the segment is not a page that exists.
 * Only the canonical form counts: "2" but not "02", "+2", "2.0" or "1" (that is /blog).
 */
export function parsePageParam(param: string | undefined, pages: number): number | null {
  if (param === undefined || !/^[1-9]\d*$/.test(param)) return null;
  const page = Number(param);
  return page >= 2 && page <= pages ? page : null;
}

/** What `listedPosts` needs of a post: its language and the original it translates. */
export interface ListedInput {
  slug: string;
  status: "Published" | "Draft";
  /** The post's language; absent means English. */
  lang?: PostLang | undefined;
  /** A translation's English original (its slug). */
  translationOf?: string | undefined;
}

export interface Listable {
  slug: string;
  status: "Published" | "Draft";
  featured: boolean;
  /** The post's language; absent means English. */
  lang?: PostLang | undefined;
  /** A translation's English original (its slug). */
  translationOf?: string | undefined;
}

/**
 * The posts a language's blog lists, in the order given. The English blog: the English posts.
 * Another language's: its own posts, and the English ones it has no published translation of
 * (their cards say they are in English and link to the English page).
 */
export function listedPosts<T extends ListedInput>(posts: readonly T[], lang: PostLang = "en"): T[] {
  if (lang === "en") return postsInLanguage(posts, "en");
  const translated = new Set(
    postsInLanguage(posts, lang)
      .filter((p) => p.status === "Published" && p.translationOf !== undefined)
      .map((p) => p.translationOf),
  );
  return posts.filter((p) => postLang(p) === lang || (postLang(p) === "en" && !translated.has(p.slug)));
}

/** The featured published post, if any: it heads page 1 and is listed on no page. */
export function featuredOf<T extends Listable>(posts: readonly T[]): T | undefined {
  return posts.find((p) => p.featured && p.status === "Published");
}

/**
 * The posts listing page `page` shows, in the order given (newest published first, then
 * drafts): on page 1 the featured post first, then PAGE_SIZE others; on later pages the next
 * PAGE_SIZE others.
 */
export function pagePosts<T extends Listable>(posts: readonly T[], page: number, size: number = PAGE_SIZE): T[] {
  const featured = featuredOf(posts);
  const others = posts.filter((p) => p !== featured);
  const slice = others.slice((page - 1) * size, page * size);
  return page === 1 && featured ? [featured, ...slice] : slice;
}

/** Page count of a whole set of posts. */
export function pagesOf(posts: readonly Listable[], size: number = PAGE_SIZE): number {
  return pageCount(posts.length, featuredOf(posts) !== undefined, size);
}

/**
 * What the prerender list adds for a language's listing (react-router.config.ts): pages 2…N and
 * the search index, only once the posts it lists outgrow /blog. The sample site's posts add
 * nothing. Each language counts its own listing (`listedPosts`): /blog/page/N is the English
 * blog's, /sv/blog/page/N the Swedish one's, and the two need not have as many pages.
 */
export function listingPrerenderPaths(posts: readonly Listable[], lang: PostLang = "en"): string[] {
  const pages = pagesOf(listedPosts(posts, lang));
  return pages > 1 ? [...listingPagePaths(pages, lang), searchIndexPath(lang)] : [];
}

/** Whether some language's blog needs older pages, i.e. whether the route table needs their route. */
export function listingPaged(posts: readonly Listable[], langs: readonly PostLang[]): boolean {
  return langs.some((lang) => pagesOf(listedPosts(posts, lang)) > 1);
}
