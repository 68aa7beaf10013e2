import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";
import { type Page, pages, shareImagePath } from "~/content/pages";
import { type PostPage, postPath, postShareImagePath } from "~/content/blog-post";

export function shareImageUrl(page: Pick<Page, "path">): string {
  return `${site.siteUrl}${shareImagePath(page)}`;
}

export function absoluteUrl(path: string): string {
  return `${site.siteUrl}${path === "/" ? "/" : path}`;
}

export function documentTitle(page: Pick<Page, "path" | "title">): string {
  return page.path === "/"
    ? `${site.ownerName} — ${page.title}`
    : `${page.title} · ${site.ownerName}`;
}

/** Title, description, canonical URL, Open Graph and Twitter tags for one route. */
export function pageMeta(path: Page["path"]): MetaDescriptor[] {
  const page = pages.find((p) => p.path === path);
  if (!page) throw new Error(`No page with path ${path} in app/content/pages.ts`);
  const title = documentTitle(page);
  const url = absoluteUrl(page.path);
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.productName },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:locale", content: "en_US" },
    { property: "og:image", content: shareImageUrl(page) },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: `${page.file} — ${page.title}, ${site.productName}` },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: shareImageUrl(page) },
  ];
}

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
