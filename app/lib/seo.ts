import type { MetaDescriptor } from "react-router";
import { site } from "~/lib/content/site";
import type { LocalizedPage } from "~/lib/content/localized-pages";
import { type Page, shareImagePath } from "~/lib/content/pages";
import { LOCALES, type Locale, OG_LOCALE, localizePath } from "~/lib/i18n/locale";
import { m } from "~/paraglide/messages";

export function shareImageUrl(page: Pick<Page, "path">, locale: Locale = "en"): string {
  return `${site.siteUrl}${shareImagePath(page, locale)}`;
}

export function absoluteUrl(path: string): string {
  return `${site.siteUrl}${path === "/" ? "/" : path}`;
}

export function documentTitle(page: Pick<LocalizedPage, "path" | "title">): string {
  return page.path === "/"
    ? `${site.ownerName} — ${page.title}`
    : `${page.title} · ${site.ownerName}`;
}

/** A page's addresses by language, a language it lacks left out (a post not translated). */
export type AlternatePaths = Partial<Record<Locale, string>>;

/** The same address in every language: what a page of the route table has. */
export function everyLanguage(path: string): AlternatePaths {
  return Object.fromEntries(LOCALES.map((locale) => [locale, localizePath(path, locale)]));
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
  locale?: Locale;
  /**
   * Where the page is in each language: hreflang links, reciprocal and self-referencing, with
   * x-default on the English page, and og:locale:alternate (issue 36).
   */
  alternates?: AlternatePaths;
}

/** The head every page shares: title, description, canonical URL, Open Graph and Twitter tags. */
export function documentMeta({ title, description, url, image, imageAlt, type, extra = [], locale = "en", alternates = {} }: DocumentMeta): MetaDescriptor[] {
  // A page in one language only (a post not translated) lists no alternates.
  const found = LOCALES.filter((l) => alternates[l] !== undefined);
  const languages = found.length > 1 ? found : [];
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...languages.map((l) => ({ tagName: "link", rel: "alternate", hrefLang: l, href: absoluteUrl(alternates[l]!) })),
    ...(alternates.en !== undefined && languages.length > 0
      ? [{ tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(alternates.en) }]
      : []),
    { tagName: "link", rel: "alternate", type: "application/rss+xml", title: m.chrome_rss_title({}, { locale }), href: localizePath("/rss.xml", locale) },
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.productName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: OG_LOCALE[locale] },
    ...languages.filter((l) => l !== locale).map((l) => ({ property: "og:locale:alternate", content: OG_LOCALE[l] })),
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

/**
 * Title, description, canonical URL, alternates, Open Graph and Twitter tags for one page, in
 * its language (app/lib/content/localized-pages.ts; the route's loader data carries it).
 */
export function pageMeta(page: Pick<LocalizedPage, "path" | "title" | "description" | "file" | "locale">): MetaDescriptor[] {
  const { locale } = page;
  return documentMeta({
    title: documentTitle(page),
    description: page.description,
    url: absoluteUrl(localizePath(page.path, locale)),
    image: shareImageUrl(page, locale),
    imageAlt: `${page.file} — ${page.title}, ${site.productName}`,
    type: "website",
    locale,
    alternates: everyLanguage(page.path),
  });
}
