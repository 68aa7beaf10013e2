import type { MetaDescriptor } from "react-router";
import { type PostPage, postLang, postPath, postShareImagePath } from "~/lib/content/blog-post";
import { site } from "~/lib/content/site";
import { type AlternatePaths, absoluteUrl, documentMeta } from "./seo";

// Apart from seo.ts, which every page loads: only post pages need this.
export function postTitle(post: Pick<PostPage, "title">): string {
  return `${post.title} — ${site.ownerName}`;
}

/** A post page's head: its own title, excerpt, canonical URL, article tags and share card. */
export function postMeta(
  post: Pick<PostPage, "slug" | "title" | "excerpt" | "date" | "tags" | "image" | "lang">,
  alternates: AlternatePaths = {},
): MetaDescriptor[] {
  const locale = postLang(post);
  return documentMeta({
    title: postTitle(post),
    description: post.excerpt,
    url: absoluteUrl(postPath(post.slug, locale)),
    locale,
    alternates,
    image: `${site.siteUrl}${postShareImagePath(post.slug)}`,
    imageAlt: post.image ? `Figure from “${post.title}”` : `${post.slug}.md — ${post.title}`,
    type: "article",
    extra: [
      { name: "author", content: site.ownerName },
      { property: "article:published_time", content: post.date },
      { property: "article:author", content: site.ownerName },
      ...post.tags.map((tag) => ({ property: "article:tag", content: tag })),
    ],
  });
}
