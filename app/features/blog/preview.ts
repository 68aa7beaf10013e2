import type { BlogPost, Post } from "~/lib/content/blog-post";

export const PREVIEW_LENGTH = 120;

/** The first `length` characters of the plain text, with an ellipsis when anything was cut. */
export function previewText(text: string, length: number = PREVIEW_LENGTH): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= length) return clean;
  return `${clean.slice(0, length).trimEnd()}…`;
}

/** What the list receives: a preview instead of the body; drafts not even that. */
export function toBlogPost({ text, body: _body, toc: _toc, ...post }: Post): BlogPost {
  return { ...post, preview: post.status === "Published" ? previewText(text) : "" };
}
