import type { MetaDescriptor } from "react-router";
import { type PostPage, postPath, postShareImagePath } from "~/content/blog-post";
import { site } from "~/content/site";
import { absoluteUrl } from "./seo";

// Apart from seo.ts, which every page loads: only post pages need this.
export function postTitle(post: Pick<PostPage, "title">): string {
  return `${post.title} — ${site.ownerName}`;
}

/** A post page's head: its own title, excerpt, canonical URL, article tags and share card. */
export function postMeta(post: Pick<PostPage, "slug" | "title" | "excerpt" | "date" | "tags">): MetaDescriptor[] {
  const title = postTitle(post);
  const url = absoluteUrl(postPath(post.slug));
  const image = `${site.siteUrl}${postShareImagePath(post.slug)}`;
  return [
    { title },
    { name: "description", content: post.excerpt },
    { name: "author", content: site.ownerName },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "article" },
    { property: "og:site_name", content: site.productName },
    { property: "og:title", content: title },
    { property: "og:description", content: post.excerpt },
    { property: "og:url", content: url },
    { property: "og:locale", content: "en_US" },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: `${post.slug}.md — ${post.title}` },
    { property: "article:published_time", content: post.date },
    { property: "article:author", content: site.ownerName },
    ...post.tags.map((tag) => ({ property: "article:tag", content: tag })),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: post.excerpt },
    { name: "twitter:image", content: image },
  ];
}
