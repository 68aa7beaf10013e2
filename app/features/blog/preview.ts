import type { BlogPost, Post } from "~/content/blog-post";

export const PREVIEW_LENGTH = 120;

/** The first `length` characters of the plain text, with an ellipsis when anything was cut. */
export function previewText(text: string, length: number = PREVIEW_LENGTH): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= length) return clean;
  return `${clean.slice(0, length).trimEnd()}…`;
}

/** What the page receives: a preview instead of the full text; drafts without their body. */
export function toBlogPost({ text, ...post }: Post): BlogPost {
  const published = post.status === "Published";
  return { ...post, html: published ? post.html : "", preview: published ? previewText(text) : "" };
}
