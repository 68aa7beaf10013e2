// @vitest-environment jsdom
// jsdom, not happy-dom: its DOMParser reports malformed XML with a <parsererror>, as browsers do.
import type { Post } from "./blog-post";
import { SV_FEED_DESCRIPTION, absoluteMedia, feedPath, postUrl, rssXml } from "./feed.server";

const site = { siteUrl: "https://example.dev", ownerName: "Ada Lovelace" };

function post(overrides: Partial<Post>): Post {
  return {
    slug: "a",
    title: "A",
    excerpt: "Excerpt",
    date: "2024-03-15",
    readTime: "1 min read",
    views: 0,
    tags: ["ML"],
    status: "Published",
    featured: false,
    body: [{ html: "<p>Body</p>" }],
    toc: [],
    text: "Body",
    ...overrides,
  };
}

describe("rssXml", () => {
  const xml = rssXml(
    [
      post({ slug: "older", title: "Older", date: "2024-01-10" }),
      post({ slug: "newer", title: "Fish & <Chips>", date: "2025-02-01", tags: ["LLMs", "RAG"], body: [{ html: "<p>a ]]> b</p>" }] }),
      post({ slug: "draft", title: "Secret draft", status: "Draft" }),
    ],
    site,
    "Notes from the field",
  );

  it("lists published posts only, newest first", () => {
    const titles = [...xml.matchAll(/<item>\s*<title>(.*?)<\/title>/g)].map((m) => m[1]);
    expect(titles).toEqual(["Fish &amp; &lt;Chips&gt;", "Older"]);
    expect(xml).not.toContain("Secret draft");
  });

  it("links each item to the post's page and dates it in RFC 822", () => {
    expect(xml).toContain("<link>https://example.dev/blog/newer</link>");
    expect(xml).toContain('<guid isPermaLink="true">https://example.dev/blog/older</guid>');
    expect(xml).toContain("<pubDate>Sat, 01 Feb 2025 00:00:00 GMT</pubDate>");
    expect(xml).toContain("<category>RAG</category>");
  });

  it("describes the channel and points at itself", () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain("<title>Ada Lovelace — Blog</title>");
    expect(xml).toContain('<atom:link href="https://example.dev/rss.xml" rel="self" type="application/rss+xml"/>');
    expect(xml).toContain("<lastBuildDate>Sat, 01 Feb 2025 00:00:00 GMT</lastBuildDate>");
  });

  it("keeps the HTML body intact inside CDATA, even with a closing marker in it", () => {
    expect(xml).toContain("<content:encoded><![CDATA[<p>a ]]]]><![CDATA[> b</p>]]></content:encoded>");
  });

  it("is well-formed XML", () => {
    const doc = new DOMParser().parseFromString(xml, "application/xml");
    expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
    expect(doc.getElementsByTagName("item")).toHaveLength(2);
  });
});

describe("the Swedish feed", () => {
  const posts = [
    post({ slug: "english", title: "English only", date: "2025-03-01" }),
    post({ slug: "original", title: "The original", date: "2025-02-01", translations: { sv: "oversattning" } }),
    post({ slug: "oversattning", title: "Översättningen", date: "2025-02-01", lang: "sv", translationOf: "original", readTime: "1 min läsning", tags: ["Järnväg"] }),
    post({ slug: "svensk", title: "Bara på svenska", date: "2024-12-24", lang: "sv", readTime: "1 min läsning" }),
    post({ slug: "utkast", title: "Hemligt utkast", lang: "sv", status: "Draft" }),
  ];
  const sv = rssXml(posts, site, SV_FEED_DESCRIPTION, "sv");
  const en = rssXml(posts, site, "Notes from the field");

  it("lists the published Swedish posts only, newest first, linked under /sv/blog", () => {
    const titles = [...sv.matchAll(/<item>\s*<title>(.*?)<\/title>/g)].map((m) => m[1]);
    expect(titles).toEqual(["Översättningen", "Bara på svenska"]);
    expect(sv).toContain("<link>https://example.dev/sv/blog/oversattning</link>");
    expect(sv).toContain('<guid isPermaLink="true">https://example.dev/sv/blog/svensk</guid>');
    expect(sv).toContain("<category>Järnväg</category>");
    expect(sv).toContain("<lastBuildDate>Sat, 01 Feb 2025 00:00:00 GMT</lastBuildDate>");
  });

  it("describes its channel in Swedish and points at /sv/rss.xml", () => {
    expect(sv).toContain("<title>Ada Lovelace — Blogg</title>");
    expect(sv).toContain("<link>https://example.dev/sv/blog</link>");
    expect(sv).toContain('<atom:link href="https://example.dev/sv/rss.xml" rel="self" type="application/rss+xml"/>');
    expect(sv).toContain(`<description>${SV_FEED_DESCRIPTION}</description>`);
    expect(sv).toContain("<language>sv-SE</language>");
    expect(new DOMParser().parseFromString(sv, "application/xml").getElementsByTagName("parsererror")).toHaveLength(0);
  });

  it("leaves the Swedish posts out of the English feed, which reads as before", () => {
    const titles = [...en.matchAll(/<item>\s*<title>(.*?)<\/title>/g)].map((m) => m[1]);
    expect(titles).toEqual(["English only", "The original"]);
    expect(en).not.toContain("/sv/");
    expect(en).toContain("<language>en-us</language>");
    // A post marked English is fed exactly as one without the field.
    const unmarked = posts.filter((p) => p.lang !== "sv").map(({ lang: _lang, translations: _t, ...p }) => p);
    expect(rssXml(unmarked, site, "Notes from the field")).toBe(en);
  });

  it("is at /sv/rss.xml, the English one at /rss.xml", () => {
    expect(feedPath()).toBe("/rss.xml");
    expect(feedPath("sv")).toBe("/sv/rss.xml");
  });
});

it("points post URLs at the post pages", () => {
  expect(postUrl("https://x.dev", "uic-406")).toBe("https://x.dev/blog/uic-406");
  expect(postUrl("https://x.dev", "uic-406-komprimering", "sv")).toBe("https://x.dev/sv/blog/uic-406-komprimering");
});

describe("absoluteMedia", () => {
  it("gives a figure's files the site's address, in src and every srcset entry", () => {
    const html = '<source srcset="/assets/media/a/f-1-480.avif 480w, /assets/media/a/f-1-960.avif 960w"><img src="/assets/media/a/f-1-960.png"><a href="/blog">';
    expect(absoluteMedia(html, "https://example.dev")).toBe(
      '<source srcset="https://example.dev/assets/media/a/f-1-480.avif 480w, https://example.dev/assets/media/a/f-1-960.avif 960w"><img src="https://example.dev/assets/media/a/f-1-960.png"><a href="/blog">',
    );
  });
});
