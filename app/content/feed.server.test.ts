// @vitest-environment jsdom
import type { Post } from "./blog-post";
import { absoluteMedia, postUrl, rssXml } from "./feed.server";

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
    html: "<p>Body</p>",
    toc: [],
    text: "Body",
    ...overrides,
  };
}

describe("rssXml", () => {
  const xml = rssXml(
    [
      post({ slug: "older", title: "Older", date: "2024-01-10" }),
      post({ slug: "newer", title: "Fish & <Chips>", date: "2025-02-01", tags: ["LLMs", "RAG"], html: "<p>a ]]> b</p>" }),
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

it("points post URLs at the post pages", () => {
  expect(postUrl("https://x.dev", "uic-406")).toBe("https://x.dev/blog/uic-406");
});

describe("absoluteMedia", () => {
  it("gives a figure's files the site's address, in src and every srcset entry", () => {
    const html = '<source srcset="/assets/media/a/f-1-480.avif 480w, /assets/media/a/f-1-960.avif 960w"><img src="/assets/media/a/f-1-960.png"><a href="/blog">';
    expect(absoluteMedia(html, "https://example.dev")).toBe(
      '<source srcset="https://example.dev/assets/media/a/f-1-480.avif 480w, https://example.dev/assets/media/a/f-1-960.avif 960w"><img src="https://example.dev/assets/media/a/f-1-960.png"><a href="/blog">',
    );
  });
});
