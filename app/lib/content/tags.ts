/**
 * Tag pages (issue 27): /blog/tags/<tag> lists the published posts with that tag, newest first,
 * PAGE_SIZE a page (/blog/tags/<tag>/page/2, … once a tag outgrows one page). Pure, so the route
 * table, the prerender list, the sitemap, the loader, the palette and the tag links agree.
 */
import { PAGE_SIZE, listedPosts } from "./blog-listing";
import { type PostLang } from "./blog-post";
import { localePrefix } from "../i18n/locale";

export interface Taggable {
  slug: string;
  date: string;
  tags: readonly string[];
  status: "Published" | "Draft";
  /** The post's language; absent means English. */
  lang?: PostLang | undefined;
  /** A translation's English original (its slug). */
  translationOf?: string | undefined;
}

export interface TagGroup<T extends Taggable = Taggable> {
  /** The tag's address segment, e.g. "uic-406". */
  slug: string;
  /** The tag as the posts spell it, e.g. "UIC 406". */
  name: string;
  /** Its published posts, newest first. */
  posts: T[];
}

/** Words for the symbols a tag may hold, so "C++" and "C#" keep an address of their own. */
const SYMBOLS: Record<string, string> = { "&": " and ", "+": " plus ", "#": " sharp ", "@": " at " };

/**
 * A stable, URL-safe address segment for a tag: "UIC 406" → "uic-406", "Reinforcement Learning"
 * → "reinforcement-learning", "Métro" → "metro", "C++" → "c-plus-plus". Empty when the tag has
 * no Latin letter or digit (tagGroups then stops the build).
 */
export function tagSlug(tag: string): string {
  return tag
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[&+#@]/g, (c) => SYMBOLS[c] ?? " ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The address of a tag's page `page` (page 1 is the tag's own address), /sv/blog/tags/… in Swedish. */
export function tagPath(tag: string, page = 1, lang: PostLang = "en"): string {
  const base = `${localePrefix(lang)}/blog/tags/${tagSlug(tag)}`;
  return page <= 1 ? base : `${base}/page/${page}`;
}

/**
 * Every tag of a published post that `lang`'s blog lists (English unless told; `listedPosts`), by
 * name (case-insensitive, then as spelled), each with its published posts newest first. Drafts
 * are ignored: they have no page, so a tag only drafts use has none either. The English blog
 * lists English posts only, so a Swedish post's tags ("Järnväg") make no English tag page; the
 * Swedish blog lists its own posts and the English ones it has no translation of, so its tag
 * pages hold both, and every tag link on a Swedish page leads to a Swedish tag page. Two spellings with one address ("LLM" and "llm", "Railway Ops" and
 * "railway-ops") stop the build with a sentence naming both and a post of each: merging them
 * silently would show one spelling on some cards and another on the page.
 */
export function tagGroups<T extends Taggable>(posts: readonly T[], lang: PostLang = "en"): TagGroup<T>[] {
  const groups = new Map<string, TagGroup<T>>();
  const firstUse = new Map<string, string>();
  const listed = new Set<T>(listedPosts(posts, lang));
  for (const post of posts) {
    if (post.status !== "Published" || !listed.has(post)) continue;
    for (const name of new Set(post.tags)) {
      const slug = tagSlug(name);
      if (slug === "") {
        throw new Error(`The tag "${name}" of the post "${post.slug}" has no letter or digit to make its page's address from: rename the tag.`);
      }
      const group = groups.get(slug);
      if (!group) {
        groups.set(slug, { slug, name, posts: [post] });
        firstUse.set(slug, post.slug);
      } else if (group.name !== name) {
        throw new Error(
          `The tags "${group.name}" (post "${firstUse.get(slug)}") and "${name}" (post "${post.slug}") would share the page ${localePrefix(lang)}/blog/tags/${slug}: spell them the same.`,
        );
      } else {
        group.posts.push(post);
      }
    }
  }
  for (const group of groups.values()) {
    group.posts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  }
  return [...groups.values()].sort(
    (a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.name.localeCompare(b.name),
  );
}

/** Pages a tag's list takes: PAGE_SIZE posts each, as /blog's older pages. */
export function tagPageCount(count: number, size: number = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(count / size));
}

/** The posts tag page `page` lists. */
export function tagPagePosts<T>(posts: readonly T[], page: number, size: number = PAGE_SIZE): T[] {
  return posts.slice((page - 1) * size, page * size);
}

/**
 * Every tag page's address in `lang`, for the prerender list and the sitemap: each tag, then its
 * pages 2…N.
 */
export function tagPagePaths(posts: readonly Taggable[], lang: PostLang = "en"): string[] {
  return tagGroups(posts, lang).flatMap((g) =>
    Array.from({ length: tagPageCount(g.posts.length) }, (_, i) => tagPath(g.name, i + 1, lang)),
  );
}

/** Whether any tag of `lang` needs a second page, i.e. whether the route table needs the paged tag route. */
export function tagsPaged(posts: readonly Taggable[], lang: PostLang = "en"): boolean {
  return tagGroups(posts, lang).some((g) => tagPageCount(g.posts.length) > 1);
}
