/** The RSS 2.0 feed of the published posts, written to /rss.xml by scripts/postbuild.ts. */
import { type Post, postPath } from "./blog-post";
import { escapeHtml } from "./markdown.server";

export const FEED_PATH = "/rss.xml";

export interface FeedSite {
  siteUrl: string;
  ownerName: string;
}

/** A post's own page: the item's link and guid. */
export function postUrl(siteUrl: string, slug: string): string {
  return `${siteUrl}${postPath(slug)}`;
}

function cdata(html: string): string {
  // "]]>" inside the content would end the section early.
  return `<![CDATA[${html.replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;
}

/** A feed reader shows the HTML away from the site: a figure's files need their full address. */
export function absoluteMedia(html: string, siteUrl: string): string {
  return html.replace(/(["\s])\/assets\/media\//g, `$1${siteUrl}/assets/media/`);
}

export function rssXml(posts: readonly Post[], site: FeedSite, description: string): string {
  const published = posts
    .filter((p) => p.status === "Published")
    .sort((a, b) => b.date.localeCompare(a.date));
  const rfc822 = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).toUTCString();
  const items = published.map((post) => {
    const link = escapeHtml(postUrl(site.siteUrl, post.slug));
    return [
      "    <item>",
      `      <title>${escapeHtml(post.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <pubDate>${rfc822(post.date)}</pubDate>`,
      `      <description>${escapeHtml(post.excerpt)}</description>`,
      ...post.tags.map((tag) => `      <category>${escapeHtml(tag)}</category>`),
      `      <content:encoded>${cdata(absoluteMedia(post.html, site.siteUrl))}</content:encoded>`,
      "    </item>",
    ].join("\n");
  });
  const lastBuild = published[0] ? `\n    <lastBuildDate>${rfc822(published[0].date)}</lastBuildDate>` : "";
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">
  <channel>
    <title>${escapeHtml(`${site.ownerName} — Blog`)}</title>
    <link>${escapeHtml(`${site.siteUrl}/blog`)}</link>
    <atom:link href="${escapeHtml(`${site.siteUrl}${FEED_PATH}`)}" rel="self" type="application/rss+xml"/>
    <description>${escapeHtml(description)}</description>
    <language>en-us</language>${lastBuild}
${items.join("\n")}
  </channel>
</rss>
`;
}
