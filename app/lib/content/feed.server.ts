/**
 * The RSS 2.0 feeds of the published posts, one a language, written by scripts/build/postbuild.ts:
 * /rss.xml the English posts, /sv/rss.xml the Swedish ones.
 */
import type { BodyPart } from "./body";
import { type Post, type PostLang, postPath, postsInLanguage } from "./blog-post";
import { localePrefix } from "../i18n/locale";
import { escapeHtml } from "./markdown.server";

export const FEED_PATH = "/rss.xml";

/** A language's feed: /rss.xml, /sv/rss.xml. */
export function feedPath(lang: PostLang = "en"): string {
  return `${localePrefix(lang)}${FEED_PATH}`;
}

/** The Swedish feed's channel description (the English one is the /blog page's description). */
export const SV_FEED_DESCRIPTION =
  "Tekniska artiklar om tidtabellsplanering, kapacitetsanalys, matematisk optimering, förstärkningsinlärning och språkmodeller.";

/** What the channel says in each language: its title after the owner's name, and its `<language>`. */
const CHANNEL: Record<PostLang, { blog: string; language: string }> = {
  en: { blog: "Blog", language: "en-us" },
  sv: { blog: "Blogg", language: "sv-SE" },
};

export interface FeedSite {
  siteUrl: string;
  ownerName: string;
}

/** A post's own page: the item's link and guid. */
export function postUrl(siteUrl: string, slug: string, lang: PostLang = "en"): string {
  return `${siteUrl}${postPath(slug, lang)}`;
}

function cdata(html: string): string {
  // "]]>" inside the content would end the section early.
  return `<![CDATA[${html.replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;
}

/** A feed reader shows the HTML away from the site: a figure's files need their full address. */
export function absoluteMedia(html: string, siteUrl: string): string {
  return html.replace(/(["\s])\/assets\/media\//g, `$1${siteUrl}/assets/media/`);
}

const FIGURE_LINK: Record<PostLang, string> = { en: "A live figure: open the post to use it.", sv: "En levande figur: öppna inlägget för att använda den." };

/** The body as a feed reader shows it: a live figure needs the page's script, so it is a link to the post. */
export function feedBody(body: readonly BodyPart[], link: string, lang: PostLang): string {
  return body.map((p) => ("html" in p ? p.html : `<p><a href="${link}">${FIGURE_LINK[lang]}</a></p>\n`)).join("");
}

/** The feed of the published posts in `lang` (English unless told); posts in other languages are left out. */
export function rssXml(posts: readonly Post[], site: FeedSite, description: string, lang: PostLang = "en"): string {
  const channel = CHANNEL[lang];
  const published = postsInLanguage(posts, lang)
    .filter((p) => p.status === "Published")
    .sort((a, b) => b.date.localeCompare(a.date));
  const rfc822 = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).toUTCString();
  const items = published.map((post) => {
    const link = escapeHtml(postUrl(site.siteUrl, post.slug, lang));
    return [
      "    <item>",
      `      <title>${escapeHtml(post.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <pubDate>${rfc822(post.date)}</pubDate>`,
      `      <description>${escapeHtml(post.excerpt)}</description>`,
      ...post.tags.map((tag) => `      <category>${escapeHtml(tag)}</category>`),
      `      <content:encoded>${cdata(absoluteMedia(feedBody(post.body, link, lang), site.siteUrl))}</content:encoded>`,
      "    </item>",
    ].join("\n");
  });
  const lastBuild = published[0] ? `\n    <lastBuildDate>${rfc822(published[0].date)}</lastBuildDate>` : "";
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">
  <channel>
    <title>${escapeHtml(`${site.ownerName} — ${channel.blog}`)}</title>
    <link>${escapeHtml(`${site.siteUrl}${localePrefix(lang)}/blog`)}</link>
    <atom:link href="${escapeHtml(`${site.siteUrl}${feedPath(lang)}`)}" rel="self" type="application/rss+xml"/>
    <description>${escapeHtml(description)}</description>
    <language>${channel.language}</language>${lastBuild}
${items.join("\n")}
  </channel>
</rss>
`;
}
