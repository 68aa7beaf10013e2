import { type PostLang, postPath } from "~/lib/content/blog-post";
import { site } from "~/lib/content/site";

export interface ShareLink {
  name: "LinkedIn" | "X" | "E-mail";
  href: string;
}

/** The post's canonical address, in its language: what is shared and what "Copy link" copies. */
export function postUrl(slug: string, lang: PostLang = "en"): string {
  return `${site.siteUrl}${postPath(slug, lang)}`;
}

/** Share links for a post (LinkedIn, X, e-mail), built from its canonical address. */
export function shareLinks(post: { slug: string; title: string; excerpt: string; lang?: PostLang | undefined }): ShareLink[] {
  const url = postUrl(post.slug, post.lang);
  const u = encodeURIComponent(url);
  return [
    { name: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { name: "X", href: `https://x.com/intent/tweet?url=${u}&text=${encodeURIComponent(post.title)}` },
    // The address alone: the excerpt, percent-encoded, was ≈ 200 bytes of every post page's
    // first round trip (docs/decisions.md, issue 47), and the page it opens says the rest.
    { name: "E-mail", href: `mailto:?subject=${encodeURIComponent(post.title)}&body=${u}` },
  ];
}

/**
 * The reader shows a post under its own <h2> title, so the body's headings move one level
 * down (h2 → h3 …, h6 stays), keeping the outline right without a second render.
 */
export function shiftHeadings(html: string): string {
  return html.replace(/<(\/?)h([2-5])(?=[\s>])/g, (_, slash: string, level: string) => `<${slash}h${Number(level) + 1}`);
}
