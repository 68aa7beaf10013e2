import type { Post } from "../app/lib/content/blog-post";
import { PAGE_SIZE } from "../app/lib/content/blog-listing";
import { loadPostsSync } from "../app/lib/content/posts.server";
import { topicsOf } from "../app/features/blog/filter";

/**
 * What the blog's browser tests expect, computed from the posts in content/posts through the
 * site's own loader, so a post the owner adds, edits or removes changes the expectations and not
 * the tests. The rules below are the specification's, written out again rather than imported
 * from the page's code, so a page that gets them wrong fails.
 */

/** The English blog's posts as the build reads them: published newest first, then the drafts. */
export const posts: readonly Post[] = loadPostsSync();
export const published = posts.filter((p) => p.status === "Published");
export const drafts = posts.filter((p) => p.status === "Draft");
export const featured = published.find((p) => p.featured);
/** Published posts listed under "More articles" (not the featured one), newest first. */
export const regular = published.filter((p) => p !== featured);

/** How many cards the first listing page shows besides the featured one. */
export const firstPageCount = (listed: readonly Post[]) =>
  Math.min(PAGE_SIZE, listed.filter((p) => p !== featured).length);

/** Why a test of the list's cards skips: every published post is the featured one, or none is published. */
export const NO_REGULAR_POST = "no published post is listed under More articles";

/** Whether a post has a `##` section (an h3 in the reader) and a highlighted code block. */
export const hasSection = (post: Post) => post.toc.some((t) => t.depth === 2);
export const hasCode = (post: Post) => /<pre[ >]/.test(post.html);

/** "3,240": numbers as the English pages write them. */
export const fmtNumber = (n: number) => n.toLocaleString("en-US");
/** "Mar 12, 2025": dates as the English pages write them. */
export const fmtDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

/** The spec's four stat cards over a set of posts, as the page writes them. */
export function specStats(list: readonly Post[]): [string, string, string, string] {
  return [
    fmtNumber(list.filter((p) => p.status === "Published").length),
    fmtNumber(list.reduce((sum, p) => sum + p.views, 0)),
    fmtNumber(list.filter((p) => p.status === "Draft").length),
    fmtNumber(new Set(list.flatMap((p) => p.tags)).size),
  ];
}

/** The topic chips the blog shows: All, then each of the owner's topics (content/filters.yaml) some post is in. */
export const shownTopics = topicsOf(posts);

/** The spec's filters: search in title, excerpt and tags; a topic matches a tag that contains it. */
export function specFilter(list: readonly Post[], query: string, topic: string): Post[] {
  const needle = query.trim().toLowerCase();
  return list.filter(
    (p) =>
      [p.title, p.excerpt, ...p.tags].some((f) => f.toLowerCase().includes(needle)) &&
      (topic === "All" || p.tags.some((t) => t.toLowerCase().includes(topic.toLowerCase()))),
  );
}

/** A post's first section heading (an h2 in the post, an h3 in the reader); see hasSection. */
export function firstSection(post: Post): string {
  const heading = post.toc.find((t) => t.depth === 2);
  if (!heading) throw new Error(`${post.slug} has no section heading; the reader's tests need one`);
  return heading.text;
}

/** The first words of a post's plain text, as its card's preview starts. */
export const opening = (post: Post, length = 40) => post.text.replace(/\s+/g, " ").trim().slice(0, length);
