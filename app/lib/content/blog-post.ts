/**
 * Blog post shapes. Posts are Markdown files in content/posts, read and rendered at build
 * time by posts.server.ts; the page only ever receives `BlogPost` objects.
 */
// Relative import: the build scripts read this module outside the app's aliases.
import type { PostFrontMatter } from "./collections";
import type { BodyPart } from "./body";
import { LOCALES, type Locale, localePrefix } from "../i18n/locale";

/** The blog's topic chips, as the owner sets them (content/filters.yaml). */
export { blogTopics } from "./filters";

export type { BlogTopic } from "./filters";

/** One heading a post's table of contents links to. */
export interface TocEntry {
  id: string;
  text: string;
  depth: 2 | 3;
}

export type PostStatus = "Published" | "Draft";

/** The languages a post may be written in (front matter `lang`): the site's; English is the default. */
export const POST_LANGS = LOCALES;
export type PostLang = Locale;
/** A translation's language: any but English, the language of the originals. */
export type TranslationLang = Exclude<PostLang, "en">;

/**
 * A post as read from its file: its front matter (collections.ts) and what the build renders.
 * `lang` is optional for objects made by hand (tests): read it with `postLang`.
 */
export interface Post extends Omit<PostFrontMatter, "lang" | "readTime"> {
  /** As shown, e.g. "6 min read": the front matter's, else computed from the length. */
  readTime: string;
  lang?: PostLang;
  /** An English post's translations by language, e.g. `{ sv: "<slug>" }`, drafts too; else absent. */
  translations?: Partial<Record<TranslationLang, string>>;
  /** The body: sanitised HTML (code already highlighted), and the live figures between it. */
  body: BodyPart[];
  /** The table of contents: the body's `##` and `###` headings, empty below three. */
  toc: TocEntry[];
  /** The body as plain text (Markdown syntax removed): previews, word counts. */
  text: string;
}

/**
 * A post as the blog list receives it: what a card shows, never the body (the reader fetches
 * that from the post's own page when it opens).
 */
export interface BlogPost extends Omit<Post, "text" | "body" | "toc"> {
  /** The first characters of the plain text, with an ellipsis; empty for drafts. */
  preview: string;
}

/** A post as its own page receives it. */
export type PostPage = Omit<Post, "text">;

/** Enough to link to a post. */
export interface PostLink {
  slug: string;
  title: string;
}

/** Every published post has a page here: /blog/<slug>, a Swedish one /sv/blog/<slug>. */
export function postPath(slug: string, lang: PostLang = "en"): string {
  return `${localePrefix(lang)}/blog/${slug}`;
}

/** A post's language: its `lang`, or English when the object has none. */
export function postLang(post: { lang?: PostLang | undefined }): PostLang {
  return post.lang ?? "en";
}

/** The posts written in `lang`, in the order given. */
export function postsInLanguage<T extends { lang?: PostLang | undefined }>(posts: readonly T[], lang: PostLang): T[] {
  return posts.filter((p) => postLang(p) === lang);
}

/** Only published posts have a page; drafts are announced on /blog and nowhere else. */
export function publishedPosts<T extends { status: Post["status"] }>(posts: readonly T[]): T[] {
  return posts.filter((p) => p.status === "Published");
}

/** What `translationOf` needs of a post: its language and the original it translates. */
export interface Translatable {
  slug: string;
  status: PostStatus;
  lang?: PostLang | undefined;
  translationOf?: string | undefined;
}

/**
 * The slug of `post`'s counterpart in `targetLang`, for the "Läs på svenska" / "Read in English"
 * link and hreflang: an English post's translation, a translation's English original (or, from
 * one translation, another of the same original). Only a published counterpart counts, since a
 * draft has no page; undefined when there is none or `targetLang` is the post's own language.
 */
export function translationOf(post: Translatable, posts: readonly Translatable[], targetLang: PostLang): string | undefined {
  if (postLang(post) === targetLang) return undefined;
  const original = postLang(post) === "en" ? post : posts.find((p) => p.slug === post.translationOf && postLang(p) === "en");
  if (!original) return undefined;
  const counterpart =
    targetLang === "en" ? original : posts.find((p) => postLang(p) === targetLang && p.translationOf === original.slug);
  return counterpart?.status === "Published" ? counterpart.slug : undefined;
}

/** The post's 1200×630 share card, drawn at build time by scripts/build/share-images.ts. */
export function postShareImagePath(slug: string): string {
  return `/og/posts/${slug}.png`;
}

/** What a post page's loader returns, and what the reader fetches from it. */
export interface PostPageData {
  post: PostPage;
  /** The older and the newer published post, by date. */
  previous: PostLink | null;
  next: PostLink | null;
  /**
   * The post's address in each language it exists in (itself and its published translations):
   * the language control and the hreflang links read it (app/lib/i18n/use-alternate.ts).
   */
  alternates: Partial<Record<PostLang, string>>;
}
