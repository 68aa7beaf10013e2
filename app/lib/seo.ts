import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";
import { type Page, pages, shareImagePath } from "~/content/pages";

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

interface DocumentMeta {
  title: string;
  description: string;
  url: string;
  image: string;
  imageAlt: string;
  type: "website" | "article";
  /** Tags only this kind of page has (an article's date, author and tags). */
  extra?: MetaDescriptor[];
}

/** The head every page shares: title, description, canonical URL, Open Graph and Twitter tags. */
export function documentMeta({ title, description, url, image, imageAlt, type, extra = [] }: DocumentMeta): MetaDescriptor[] {
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.productName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: "en_US" },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: imageAlt },
    ...extra,
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
}

/** Title, description, canonical URL, Open Graph and Twitter tags for one route. */
export function pageMeta(path: Page["path"]): MetaDescriptor[] {
  const page = pages.find((p) => p.path === path);
  if (!page) throw new Error(`No page with path ${path} in app/content/pages.ts`);
  return documentMeta({
    title: documentTitle(page),
    description: page.description,
    url: absoluteUrl(page.path),
    image: shareImageUrl(page),
    imageAlt: `${page.file} — ${page.title}, ${site.productName}`,
    type: "website",
  });
}
