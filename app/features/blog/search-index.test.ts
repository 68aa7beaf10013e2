import { describe, expect, it } from "vitest";
import { fromSearchIndex, toSearchIndex } from "./search-index";
import { makePost } from "./test-posts";

describe("search index", () => {
  const posts = [
    makePost({ slug: "a", featured: true, preview: "The first 120 characters…" }),
    makePost({ slug: "b", status: "Draft", preview: "", views: 0, tags: ["ML", "LLMs & RAG"] }),
  ];

  it("keeps every field a card needs and drops the defaults", () => {
    const index = toSearchIndex(posts);
    expect(index.version).toBe(1);
    expect(index.posts[0]).toMatchObject({ slug: "a", featured: true, preview: "The first 120 characters…" });
    expect(index.posts[1]).not.toHaveProperty("featured");
    expect(index.posts[1]).not.toHaveProperty("preview");
    expect(Object.keys(index.posts[1]!).sort()).toEqual(["date", "excerpt", "readTime", "slug", "status", "tags", "title", "views"]);
  });

  it("round-trips through JSON to the same posts", () => {
    expect(fromSearchIndex(JSON.parse(JSON.stringify(toSearchIndex(posts))))).toEqual(posts);
  });

  it("marks a post's language only when it is not English, and leaves translation links out", () => {
    const mixed = [
      makePost({ slug: "svenskt", lang: "sv", translationOf: "original" }),
      makePost({ slug: "english", lang: "en", translations: { sv: "svenskt" } }),
    ];
    const index = toSearchIndex(mixed);
    expect(index.posts[0]).toMatchObject({ slug: "svenskt", lang: "sv" });
    expect(index.posts[0]).not.toHaveProperty("translationOf");
    expect(index.posts[1]).not.toHaveProperty("lang");
    expect(index.posts[1]).not.toHaveProperty("translations");
    const read = fromSearchIndex(JSON.parse(JSON.stringify(index)));
    expect(read.map((p) => p.lang)).toEqual(["sv", undefined]);
    expect(() => fromSearchIndex({ ...index, posts: [{ ...index.posts[0], lang: "xx" }] })).toThrow(/entry 0/);
  });

  it("rejects another version or a malformed entry", () => {
    expect(() => fromSearchIndex(null)).toThrow();
    expect(() => fromSearchIndex({ version: 2, posts: [] })).toThrow(/version/);
    const broken = toSearchIndex(posts);
    (broken.posts[1] as { views: unknown }).views = "12";
    expect(() => fromSearchIndex(broken)).toThrow(/entry 1/);
  });
});
