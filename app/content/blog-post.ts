/**
 * Blog post shapes. Posts are Markdown files in content/posts, read and rendered at build
 * time by posts.server.ts; the page only ever receives `BlogPost` objects.
 */
/** One heading a post's table of contents links to. */
export interface TocEntry {
  id: string;
  text: string;
  depth: 2 | 3;
}

export type PostStatus = "Published" | "Draft";

/** A post as read from its file: front matter plus the rendered body. */
export interface Post {
  slug: string;
  title: string;
  excerpt: string;
  /** ISO date, e.g. "2025-03-12". */
  date: string;
  /** As shown, e.g. "6 min read". */
  readTime: string;
  views: number;
  tags: string[];
  status: PostStatus;
  featured: boolean;
  /** The share card's picture, relative to the post's file (front matter); else the drawn card. */
  image?: string;
  /** Sanitised HTML of the body, code already highlighted. */
  html: string;
  /** The table of contents: the body's `##` and `###` headings, empty below three. */
  toc: TocEntry[];
  /** The body as plain text (Markdown syntax removed): previews, word counts. */
  text: string;
}

/**
 * A post as the blog list receives it: what a card shows, never the body (the reader fetches
 * that from the post's own page when it opens).
 */
export interface BlogPost extends Omit<Post, "text" | "html" | "toc"> {
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

/** Every published post has a page here. */
export function postPath(slug: string): string {
  return `/blog/${slug}`;
}

/** The post's 1200×630 share card, drawn at build time by scripts/share-images.ts. */
export function postShareImagePath(slug: string): string {
  return `/og/posts/${slug}.png`;
}

/** What a post page's loader returns, and what the reader fetches from it. */
export interface PostPageData {
  post: PostPage;
  /** The older and the newer published post, by date. */
  previous: PostLink | null;
  next: PostLink | null;
}
