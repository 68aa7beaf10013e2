import { listedPosts } from "./blog-listing";
import { loadAllPostsSync, loadPostsSync } from "./posts.server";
import { type Taggable, tagGroups, tagPageCount, tagPagePaths, tagPagePosts, tagPath, tagSlug, tagsPaged } from "./tags";

const post = (slug: string, date: string, tags: string[], status: Taggable["status"] = "Published"): Taggable => ({
  slug,
  date,
  tags,
  status,
});

describe("tagSlug", () => {
  it("makes a stable, URL-safe segment of the tags the posts use", () => {
    expect(tagSlug("UIC 406")).toBe("uic-406");
    expect(tagSlug("LLM")).toBe("llm");
    expect(tagSlug("Reinforcement Learning")).toBe("reinforcement-learning");
    expect(tagSlug("  Rolling   Stock ")).toBe("rolling-stock");
  });

  it("drops accents and keeps symbols that tell tags apart", () => {
    expect(tagSlug("Métro Ü")).toBe("metro-u");
    expect(tagSlug("C++")).toBe("c-plus-plus");
    expect(tagSlug("C#")).toBe("c-sharp");
    expect(tagSlug("LLMs & RAG")).toBe("llms-and-rag");
    expect(tagSlug("A/B testing")).toBe("a-b-testing");
  });

  it("is empty when nothing Latin is left", () => {
    expect(tagSlug("鉄道")).toBe("");
    expect(tagSlug("--")).toBe("");
  });

  it("builds the page addresses", () => {
    expect(tagPath("UIC 406")).toBe("/blog/tags/uic-406");
    expect(tagPath("ML", 2)).toBe("/blog/tags/ml/page/2");
    expect(tagPath("Järnväg", 1, "sv")).toBe("/sv/blog/tags/jarnvag");
    expect(tagPath("ML", 2, "sv")).toBe("/sv/blog/tags/ml/page/2");
  });
});

describe("tagGroups", () => {
  const posts = [
    post("old", "2024-01-01", ["ML", "Railway"]),
    post("new", "2025-06-01", ["ML"]),
    post("mid-b", "2025-01-01", ["ML", "UIC 406"]),
    post("mid-a", "2025-01-01", ["ML"]),
    post("draft", "2026-01-01", ["ML", "Simulation"], "Draft"),
  ];

  it("lists each tag of a published post with its published posts, newest first (ties by slug)", () => {
    const groups = tagGroups(posts);
    expect(groups.map((g) => [g.slug, g.name])).toEqual([
      ["ml", "ML"],
      ["railway", "Railway"],
      ["uic-406", "UIC 406"],
    ]);
    expect(groups[0]?.posts.map((p) => p.slug)).toEqual(["new", "mid-a", "mid-b", "old"]);
  });

  it("gives a tag only drafts use no page, and lists no draft", () => {
    const groups = tagGroups(posts);
    expect(groups.find((g) => g.slug === "simulation")).toBeUndefined();
    expect(groups.flatMap((g) => g.posts).some((p) => p.status === "Draft")).toBe(false);
  });

  it("counts a tag repeated in one post once", () => {
    expect(tagGroups([post("a", "2025-01-01", ["ML", "ML"])])[0]?.posts).toHaveLength(1);
  });

  it("stops the build when two spellings would share one page, naming both and a post of each", () => {
    expect(() => tagGroups([post("a", "2025-01-01", ["LLM"]), post("b", "2025-02-01", ["llm"])])).toThrow(
      'The tags "LLM" (post "a") and "llm" (post "b") would share the page /blog/tags/llm: spell them the same.',
    );
    expect(() => tagGroups([post("a", "2025-01-01", ["Railway Ops", "railway-ops"])])).toThrow(/\/blog\/tags\/railway-ops/);
  });

  it("stops the build on a tag with no letter or digit for its address", () => {
    expect(() => tagGroups([post("a", "2025-01-01", ["鉄道"])])).toThrow('The tag "鉄道" of the post "a" has no letter or digit');
  });
});

describe("tag pages", () => {
  const many = Array.from({ length: 25 }, (_, i) =>
    post(`p${String(i).padStart(2, "0")}`, `2025-01-${String(i + 1).padStart(2, "0")}`, ["ML"]),
  );

  it("pages a tag with more posts than a listing page holds, as /blog does (12 a page)", () => {
    expect(tagPageCount(12)).toBe(1);
    expect(tagPageCount(13)).toBe(2);
    expect(tagPagePaths(many)).toEqual(["/blog/tags/ml", "/blog/tags/ml/page/2", "/blog/tags/ml/page/3"]);
    expect(tagsPaged(many)).toBe(true);
    const sorted = tagGroups(many)[0]!.posts;
    expect(tagPagePosts(sorted, 1).map((p) => p.slug)[0]).toBe("p24");
    expect(tagPagePosts(sorted, 3).map((p) => p.slug)).toEqual(["p00"]);
  });

  it("groups the posts a language's blog lists, English unless told: a Swedish post's tags make no English page", () => {
    const posts: Taggable[] = [
      post("en", "2025-01-01", ["Railway", "UIC 406"]),
      post("en-only", "2024-06-01", ["ML"]),
      { ...post("sv", "2025-01-02", ["Järnväg", "UIC 406"]), lang: "sv", translationOf: "en" },
      { ...post("sv-utkast", "2025-01-03", ["Utkast"], "Draft"), lang: "sv" },
    ];
    expect(tagGroups(posts).map((g) => [g.slug, g.posts.map((p) => p.slug)])).toEqual([
      ["ml", ["en-only"]],
      ["railway", ["en"]],
      ["uic-406", ["en"]],
    ]);
    // The Swedish blog lists its own posts and the English ones it has no translation of.
    expect(tagGroups(posts, "sv").map((g) => [g.slug, g.name, g.posts.map((p) => p.slug)])).toEqual([
      ["jarnvag", "Järnväg", ["sv"]],
      ["ml", "ML", ["en-only"]],
      ["uic-406", "UIC 406", ["sv"]],
    ]);
    expect(tagPagePaths(posts)).toEqual(["/blog/tags/ml", "/blog/tags/railway", "/blog/tags/uic-406"]);
    expect(tagPagePaths(posts, "sv")).toEqual(["/sv/blog/tags/jarnvag", "/sv/blog/tags/ml", "/sv/blog/tags/uic-406"]);
  });

  it("names a Swedish clash by its Swedish address", () => {
    const posts: Taggable[] = [
      { ...post("a", "2025-01-01", ["Kapacitet"]), lang: "sv" },
      { ...post("b", "2025-01-02", ["kapacitet"]), lang: "sv" },
    ];
    expect(() => tagGroups(posts, "sv")).toThrow(/\/sv\/blog\/tags\/kapacitet/);
  });

  /** The first page of each tag a published post of `posts` carries. */
  const firstPages = (posts: readonly Taggable[], prefix: string) =>
    new Set(posts.filter((p) => p.status === "Published").flatMap((p) => p.tags.map((t) => `${prefix}/blog/tags/${tagSlug(t)}`)));

  it("gives the site's posts a Swedish tag page for each tag of a post the Swedish blog lists", () => {
    const all = loadAllPostsSync();
    const paths = tagPagePaths(all, "sv");
    expect(new Set(paths.filter((p) => !p.includes("/page/")))).toEqual(firstPages(listedPosts(all, "sv"), "/sv"));
    expect(paths.every((p) => p.startsWith("/sv/blog/tags/"))).toBe(true);
  });

  it("gives the site's posts one page per tag of a published English post, none for a draft's or a Swedish post's own", () => {
    // The Swedish posts' tags get no English page.
    expect(tagPagePaths(loadAllPostsSync())).toEqual(tagPagePaths(loadPostsSync()));
    const posts = loadPostsSync();
    const paths = tagPagePaths(posts);
    expect(new Set(paths.filter((p) => !p.includes("/page/")))).toEqual(firstPages(posts, ""));
    expect(new Set(paths).size).toBe(paths.length);
  });
});
