/**
 * Blog post shapes. Posts are Markdown files in content/posts, read and rendered at build
 * time by posts.server.ts; the page only ever receives `BlogPost` objects.
 */
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
  /** Sanitised HTML of the body, code already highlighted. */
  html: string;
  /** The body as plain text (Markdown syntax removed): previews, word counts. */
  text: string;
}

/** A post as the blog page receives it. Drafts carry no body: they cannot be read yet. */
export interface BlogPost extends Omit<Post, "text"> {
  /** The first characters of the plain text, with an ellipsis. */
  preview: string;
}
