import { describe, expect, it } from "vitest";
import { PAGE_SIZE, listedPosts, listingPagePaths, listingPaged, listingPath, listingPrerenderPaths, pageCount, pagePosts, pagesOf, parsePageParam, searchIndexPath } from "./blog-listing";

const post = (n: number, extra: { featured?: boolean; status?: "Published" | "Draft" } = {}) => ({
  slug: `p${n}`,
  status: extra.status ?? ("Published" as const),
  featured: extra.featured ?? false,
});
const many = (count: number, featuredAt = 0) => Array.from({ length: count }, (_, i) => post(i, { featured: i === featuredAt }));

describe("pageCount", () => {
  it("is 1 for the six sample posts and for none", () => {
    expect(pageCount(6, true)).toBe(1);
    expect(pageCount(0, false)).toBe(1);
  });
  it("does not count the featured post", () => {
    expect(pageCount(PAGE_SIZE + 1, true)).toBe(1);
    expect(pageCount(PAGE_SIZE + 1, false)).toBe(2);
    expect(pageCount(PAGE_SIZE + 2, true)).toBe(2);
  });
  it("gives 18 pages for 206 posts with one featured", () => {
    expect(pageCount(206, true)).toBe(18);
  });
});

describe("listing paths", () => {
  it("page 1 is /blog, the others /blog/page/N", () => {
    expect(listingPath(1)).toBe("/blog");
    expect(listingPath(3)).toBe("/blog/page/3");
  });
  it("lists pages 2..N, none for one page", () => {
    expect(listingPagePaths(1)).toEqual([]);
    expect(listingPagePaths(3)).toEqual(["/blog/page/2", "/blog/page/3"]);
  });
});

describe("parsePageParam", () => {
  it("accepts only the canonical number of an existing page after the first", () => {
    expect(parsePageParam("2", 5)).toBe(2);
    expect(parsePageParam("5", 5)).toBe(5);
    for (const bad of [undefined, "", "1", "0", "6", "02", "+2", "2.0", "two", "-2"]) {
      expect(parsePageParam(bad, 5)).toBeNull();
    }
  });
});

describe("pagePosts", () => {
  it("shows every post on page 1 when they fit, featured first", () => {
    const posts = [post(1), post(2, { featured: true }), post(3)];
    expect(pagePosts(posts, 1).map((p) => p.slug)).toEqual(["p2", "p1", "p3"]);
    expect(pagesOf(posts)).toBe(1);
  });
  it("splits the others into pages and covers each post exactly once", () => {
    const posts = many(30, 4);
    const pages = pagesOf(posts);
    expect(pages).toBe(3);
    const first = pagePosts(posts, 1);
    expect(first).toHaveLength(PAGE_SIZE + 1);
    expect(first[0]?.slug).toBe("p4");
    const all = [1, 2, 3].flatMap((n) => pagePosts(posts, n).map((p) => p.slug));
    expect(all).toHaveLength(30);
    expect(new Set(all).size).toBe(30);
    expect(pagePosts(posts, 3)).toHaveLength(30 - 1 - 2 * PAGE_SIZE);
    expect(pagePosts(posts, 4)).toEqual([]);
  });
  it("a featured draft is not featured", () => {
    const posts = [post(1, { featured: true, status: "Draft" }), ...many(PAGE_SIZE, -1)];
    expect(pagesOf(posts)).toBe(2);
    expect(pagePosts(posts, 1)[0]?.slug).toBe("p1");
  });
});

describe("listedPosts", () => {
  const posts = [
    { ...post(1, { featured: true }), slug: "original" },
    { ...post(2, { featured: true }), slug: "oversattning", lang: "sv" as const, translationOf: "original" },
    { ...post(3), slug: "english-only", lang: "en" as const },
    { ...post(4), slug: "svenskt", lang: "sv" as const },
    { ...post(5), slug: "drafted-original" },
    { ...post(6, { status: "Draft" }), slug: "utkast", lang: "sv" as const, translationOf: "drafted-original" },
  ];

  it("lists the English posts on the English blog, and nothing else", () => {
    expect(listedPosts(posts).map((p) => p.slug)).toEqual(["original", "english-only", "drafted-original"]);
  });

  it("lists a language's own posts and the English ones it has no published translation of, in the order given", () => {
    expect(listedPosts(posts, "sv").map((p) => p.slug)).toEqual(["oversattning", "english-only", "svenskt", "drafted-original", "utkast"]);
  });

  it("prerenders each language's listing pages by what that language lists", () => {
    const swedish = Array.from({ length: PAGE_SIZE + 2 }, (_, i) => ({ ...post(100 + i), lang: "sv" as const }));
    expect(listingPrerenderPaths([...many(3), ...swedish])).toEqual([]);
    expect(listingPrerenderPaths([...many(3), ...swedish], "sv")).toEqual(["/sv/blog/page/2", "/sv/blog/search-index.json"]);
    expect(listingPaged([...many(3), ...swedish], ["en"])).toBe(false);
    expect(listingPaged([...many(3), ...swedish], ["en", "sv"])).toBe(true);
  });

  it("puts a language's listing pages and search index under its prefix", () => {
    expect(listingPath(1, "sv")).toBe("/sv/blog");
    expect(listingPath(2, "sv")).toBe("/sv/blog/page/2");
    expect(listingPagePaths(3, "sv")).toEqual(["/sv/blog/page/2", "/sv/blog/page/3"]);
    expect(searchIndexPath()).toBe("/blog/search-index.json");
    expect(searchIndexPath("sv")).toBe("/sv/blog/search-index.json");
  });
});
