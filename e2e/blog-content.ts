import { bodyHtml } from "../app/lib/content/body";
import { type Post, blogTopics, postLang } from "../app/lib/content/blog-post";
import { PAGE_SIZE, listedPosts } from "../app/lib/content/blog-listing";
import { POST_LABELS } from "../app/lib/content/markdown.server";
import { READ_TIME, loadAllPostsSync } from "../app/lib/content/posts.server";
import { topicsOf } from "../app/features/blog/filter";
import { INTL_LOCALE } from "../app/lib/i18n/locale";
import { type Locale, englishPhrases, wordsOf } from "./locales";

/**
 * What the blog's browser tests expect, computed from the posts in content/posts through the
 * site's own loader, so a post the owner adds, edits or removes changes the expectations and not
 * the tests. The rules below are the specification's, written out again rather than imported
 * from the page's code, so a page that gets them wrong fails.
 */

/** Every post in every language: published newest first, then the drafts. */
export const allPosts: readonly Post[] = loadAllPostsSync();

/** The specification's filters: search in title, excerpt and tags; a topic matches a tag that contains it or one of its words. */
export function specFilter(list: readonly Post[], query: string, topic: string): Post[] {
  const needle = query.trim().toLowerCase();
  const words = [topic, ...(blogTopics.find((t) => t.name === topic)?.words ?? [])].map((w) => w.toLowerCase());
  return list.filter(
    (p) =>
      [p.title, p.excerpt, ...p.tags].some((f) => f.toLowerCase().includes(needle)) &&
      (topic === "All" || p.tags.some((t) => words.some((w) => t.toLowerCase().includes(w)))),
  );
}

/** A language's blog: what it lists, and its formats and words. */
export function blogIn(locale: Locale) {
  const t = wordsOf(locale);
  const posts = listedPosts(allPosts, locale);
  const published = posts.filter((p) => p.status === "Published");
  const featured = published.find((p) => p.featured);
  /** "3,240" or "3 240": numbers as the language's pages write them (Intl, not the site's code). */
  const fmtNumber = (n: number) => n.toLocaleString(INTL_LOCALE[locale]);
  return {
    locale,
    t,
    /** Published newest first, then the drafts. */
    posts,
    published,
    drafts: posts.filter((p) => p.status === "Draft"),
    featured,
    /** Published posts listed under "More articles" (not the featured one), newest first. */
    regular: published.filter((p) => p !== featured),
    /** Posts this blog lists in another language (an English post the language has not translated). */
    foreign: published.filter((p) => postLang(p) !== locale),
    /** The topic chips: All, then each of the owner's topics some post is in. */
    shownTopics: topicsOf(posts),
    fmtNumber,
    /** "Mar 12, 2025" or "12 mars 2025". */
    fmtDate: (iso: string) =>
      new Date(`${iso}T00:00:00Z`).toLocaleDateString(INTL_LOCALE[locale], { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }),
    /** A post's read time as this language writes it ("6 min läsning" for an English post on /sv/blog). */
    readTime: (post: Post) => READ_TIME[locale].format(Number.parseInt(post.readTime, 10)),
    views: (n: number) => t(n === 1 ? "blog_views_one" : "blog_views", { count: fmtNumber(n) }),
    /**
     * The blog's and a post's English interface, none of which a page of another language shows
     * outside what is marked English: the catalogues', a read time's and the build's Markdown
     * labels (a topic chip named by an English post's tag, #Optimization, is the post's word).
     */
    english: englishPhrases(locale, ["blog", "post"], {
      skip: /^blog_topic_(all|ml|optimization|llms)$/,
      extra: [READ_TIME.en.format(1).replace(/^\d+ /, ""), ...JSON.stringify(POST_LABELS.en).split(/"[^"]*":|[{}",]|\{0\}/).filter((w) => w.trim().length > 2)],
    }),
    /** A topic chip's name: the catalogue's word for the sample topics, else the owner's as written. */
    topicLabel: (topic: string) => t.or(`blog_topic_${topic.toLowerCase().replace(/\W+/g, "_")}`, topic),
    /** The four stat cards over a set of posts, as the page writes them. */
    specStats: (list: readonly Post[]): [string, string, string, string] => [
      fmtNumber(list.filter((p) => p.status === "Published").length),
      fmtNumber(list.reduce((sum, p) => sum + p.views, 0)),
      fmtNumber(list.filter((p) => p.status === "Draft").length),
      fmtNumber(new Set(list.flatMap((p) => p.tags)).size),
    ],
  };
}
export type Blog = ReturnType<typeof blogIn>;

const english = blogIn("en");
/** The English blog's posts as the build reads them: published newest first, then the drafts. */
export const { posts, published, drafts, featured, regular, shownTopics, fmtNumber, fmtDate, specStats } = english;

/** How many cards the first listing page shows besides the featured one. */
export const firstPageCount = (listed: readonly Post[], top = featured) => Math.min(PAGE_SIZE, listed.filter((p) => p !== top).length);

/** Why a test of the list's cards skips: every published post is the featured one, or none is published. */
export const NO_REGULAR_POST = "no published post is listed under More articles";

/** Whether a post has a `##` section (an h3 in the reader) and a highlighted code block. */
export const hasSection = (post: Post) => post.toc.some((t) => t.depth === 2);
export const hasCode = (post: Post) => /<pre[ >]/.test(bodyHtml(post.body));

/** A post's first section heading (an h2 in the post, an h3 in the reader); see hasSection. */
export function firstSection(post: Post): string {
  const heading = post.toc.find((t) => t.depth === 2);
  if (!heading) throw new Error(`${post.slug} has no section heading; the reader's tests need one`);
  return heading.text;
}

/** The first words of a post's plain text, as its card's preview starts. */
export const opening = (post: Post, length = 40) => post.text.replace(/\s+/g, " ").trim().slice(0, length);
