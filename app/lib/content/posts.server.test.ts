import { bodyHtml } from "./body";
import { readdirSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Post, postLang } from "./blog-post";
import {
  POSTS_DIR,
  loadAllPosts,
  loadPosts,
  loadPostsSync,
  neighbours,
  parsePost,
  postPaths,
  postsInLanguage,
  publishedPosts,
  readTimeFor,
  readTimeWarning,
  translationOf,
  wordCount,
} from "./posts.server";

const valid = {
  slug: "a-post",
  title: '"A post"',
  excerpt: '"Short."',
  date: "2025-03-12",
  readTime: "1 min read",
  views: "3240",
  tags: "[Railway, ML]",
  status: "Published",
  featured: "false",
};

function source(fields: Record<string, string | undefined>, body = "Some *body* text.\n") {
  const lines = Object.entries(fields)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}: ${v}`);
  return `---\n${lines.join("\n")}\n---\n\n${body}`;
}

describe("parsePost: front matter validation", () => {
  it("accepts a valid post and renders its body", () => {
    const post = parsePost("content/posts/a.md", source(valid));
    expect(post).toMatchObject({ slug: "a-post", views: 3240, tags: ["Railway", "ML"], status: "Published" });
    expect(bodyHtml(post.body)).toBe("<p>Some <em>body</em> text.</p>\n");
    expect(post.text).toBe("Some body text.");
  });

  it.each([
    ["views", { views: '"3,240"' }, /field "views": .*expected number/],
    ["views", { views: "-1" }, /field "views": /],
    ["date", { date: "2025-13-40" }, /field "date": not a real calendar date/],
    ["date", { date: "12/03/2025" }, /field "date": expected an ISO date/],
    ["readTime", { readTime: "six minutes" }, /field "readTime": expected the form "6 min read"/],
    ["status", { status: "Published!" }, /field "status": /],
    ["slug", { slug: "Not A Slug" }, /field "slug": use lowercase/],
    ["tags", { tags: "[]" }, /field "tags": give at least one tag \(only a draft may have none\)/],
    ["title", { title: undefined }, /field "title": /],
  ])("names the file and the field %s", (_field, change, message) => {
    const run = () => parsePost("content/posts/broken.md", source({ ...valid, ...change }));
    expect(run).toThrow(/^content\/posts\/broken\.md: invalid front matter/);
    expect(run).toThrow(message);
  });

  it("computes the read time from the body when the front matter has none, in the post's language", () => {
    const body = `${Array.from({ length: 700 }, (_, i) => `word${i}`).join(" ")}\n`;
    expect(parsePost("a.md", source({ ...valid, readTime: undefined }, body)).readTime).toBe("4 min read");
    const swedish = parsePost("b.md", source({ ...valid, slug: "ett-inlagg", readTime: undefined, lang: "sv" }, body));
    expect(swedish.readTime).toBe("4 min läsning");
    expect(parsePost("c.md", source({ ...valid, readTime: undefined })).readTime).toBe("1 min read");
  });

  it("keeps a written read time, and only warns, naming the file, when it is off for the post's length", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const body = `${Array.from({ length: 1000 }, () => "word").join(" ")}\n`;
      expect(parsePost("content/posts/near.md", source({ ...valid, readTime: "5 min read" }, body)).readTime).toBe("5 min read");
      expect(warn).not.toHaveBeenCalled();
      expect(parsePost("content/posts/off.md", source({ ...valid, readTime: "12 min read" }, body)).readTime).toBe("12 min read");
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]![0]).toBe('content/posts/off.md: field "readTime": "12 min read" is off for 1000 words (about 5 min read); leave the field out and it is computed');
    } finally {
      warn.mockRestore();
    }
  });

  it("lets a draft, and only a draft, have no tags yet", () => {
    expect(parsePost("d.md", source({ ...valid, tags: "[]", status: "Draft" })).tags).toEqual([]);
  });

  it("reads the language, English unless told, and a translation's original", () => {
    const english = parsePost("a.md", source(valid));
    expect(english.lang).toBe("en");
    expect(english).not.toHaveProperty("translationOf");
    const swedish = parsePost("b.md", source({ ...valid, slug: "ett-inlagg", readTime: "1 min läsning", lang: "sv", translationOf: "a-post" }));
    expect(swedish).toMatchObject({ lang: "sv", translationOf: "a-post", readTime: "1 min läsning" });
  });

  it.each([
    ["an unknown language", { lang: "de" }, /field "lang": expected one of en, sv/],
    ["a Swedish read time on an English post", { readTime: "6 min läsning" }, /field "readTime": expected the form "6 min read"$/m],
    ["an English read time on a Swedish post", { lang: "sv", readTime: "6 min read" }, /field "readTime": expected the form "6 min läsning" \(the post is Swedish, "lang: sv"\)/],
    ["translationOf on an English post", { translationOf: "other-post" }, /field "translationOf": only a translation names its original/],
    ["translationOf on an English post, said", { lang: "en", translationOf: "other-post" }, /field "translationOf": only a translation/],
    ["a post translating itself", { lang: "sv", readTime: "1 min läsning", translationOf: "a-post" }, /field "translationOf": a post cannot translate itself/],
    ["translationOf that is no slug", { lang: "sv", readTime: "1 min läsning", translationOf: "Not A Slug" }, /field "translationOf": use lowercase/],
  ])("refuses %s, naming the file and the field", (_case, change, message) => {
    const run = () => parsePost("content/posts/broken.md", source({ ...valid, ...change }));
    expect(run).toThrow(/^content\/posts\/broken\.md: invalid front matter/);
    expect(run).toThrow(message);
  });

  it("rejects unknown fields by name", () => {
    expect(() => parsePost("x.md", source({ ...valid, auther: "me" }))).toThrow(/field "\(front matter\)": .*auther/);
  });

  it("rejects a file without front matter or body", () => {
    expect(() => parsePost("x.md", "# Just markdown\n")).toThrow(/^x\.md: missing front matter/);
    expect(() => parsePost("x.md", source(valid, "  \n"))).toThrow(/^x\.md: the post has no body/);
    expect(() => parsePost("x.md", "---\nslug: [a\n---\nbody")).toThrow(/^x\.md: front matter is not valid YAML/);
  });
});

describe("read time", () => {
  it("is the words at 220 a minute, rounded up, never under a minute, in the post's language", () => {
    expect(readTimeFor(0)).toBe("1 min read");
    expect(readTimeFor(220)).toBe("1 min read");
    expect(readTimeFor(221)).toBe("2 min read");
    expect(readTimeFor(1320, "sv")).toBe("6 min läsning");
    expect(wordCount("  One two\nthree  ")).toBe(3);
  });

  it("warns only for a written read time outside 200–230 words a minute, give or take a minute", () => {
    // 1,000 words: 5 minutes at either speed, so 4 to 6 pass.
    for (const ok of ["4 min read", "5 min read", "6 min read"]) expect(readTimeWarning(ok, 1000), ok).toBeUndefined();
    expect(readTimeWarning("3 min read", 1000)).toMatch(/"3 min read" is off for 1000 words \(about 5 min read\)/);
    expect(readTimeWarning("7 min läsning", 1000, "sv")).toMatch(/about 5 min läsning/);
    // A short post: one or two minutes pass.
    expect(readTimeWarning("1 min read", 10)).toBeUndefined();
    expect(readTimeWarning("2 min read", 10)).toBeUndefined();
    expect(readTimeWarning("3 min read", 10)).toBeDefined();
  });
});

describe("parsePost: rendering", () => {
  const render = (body: string) => bodyHtml(parsePost("x.md", source(valid, body)).body);

  it("escapes raw HTML instead of injecting it", () => {
    const html = render('Hi <script>alert(1)</script> <img src=x onerror="alert(1)">\n');
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain("&lt;script&gt;");
  });

  it("drops unsafe link targets and opens external links in a new tab", () => {
    expect(render("[x](javascript:alert(1))\n")).toBe("<p>x</p>\n");
    expect(render("[x](https://uic.org)\n")).toContain(
      '<a href="https://uic.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it("highlights code at build time, under a head with the language and a hidden Copy button", () => {
    const html = render("## Heading\n\n```python\ndef f():\n    return 1\n```\n\nUse `x`.\n");
    expect(html).toContain(
      '<div class="code-block"><div class="code-head"><span>python</span><button type="button" class="code-copy" data-copy-code aria-label="Copy code" hidden>Copy</button></div>',
    );
    expect(html).toContain('<pre tabindex="0" data-language="python"><code class="hljs language-python">');
    expect(html).toContain('<span class="hljs-keyword">def</span>');
    expect(html).toContain("<code>x</code>");
  });
});

describe("parsePost: headings", () => {
  const render = (body: string) => bodyHtml(parsePost("x.md", source(valid, body)).body);

  it("gives every heading an id and a link to itself; the page title is the only h1", () => {
    expect(render("## The set-partitioning model\n")).toBe(
      '<h2 id="the-set-partitioning-model"><a class="heading-anchor" href="#the-set-partitioning-model"><span class="heading-mark" aria-hidden="true">#</span>The set-partitioning model</a></h2>\n',
    );
    expect(render("# Top\n")).toMatch(/^<h2 id="top">/);
    expect(render("### Sub\n")).toMatch(/^<h3 id="sub">/);
  });

  it("keeps ids unique within a post and the same in every build", () => {
    const body = "## Results\n\ntext\n\n### Results\n\n## Main\n\n## Планирование поездов\n";
    const ids = [...render(body).matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual(["results", "results-2", "main-2", "планирование-поездов"]);
    expect(render(body)).toBe(render(body));
  });

  it("uses the heading's text for the id, and does not nest a link inside the anchor", () => {
    const html = render("## Using `pulp` with [CBC](https://example.org)\n");
    expect(html).toMatch(/^<h2 id="using-pulp-with-cbc">/);
    expect(html).toContain("Using pulp with CBC</a></h2>");
    expect(html.match(/<a /g)).toHaveLength(1);
  });
});

describe("post pages", () => {
  const post = (slug: string, date: string, status: Post["status"] = "Published") =>
    ({ ...parsePost(`${slug}.md`, source({ ...valid, slug, date: `"${date}"`, status })) }) as Post;
  const posts = [post("c", "2025-03-01"), post("a", "2025-01-01"), post("d", "2025-04-01", "Draft"), post("b", "2025-02-01")];

  it("exist for published posts only", () => {
    expect(publishedPosts(posts).map((p) => p.slug)).toEqual(["c", "a", "b"]);
    expect(postPaths(posts)).toEqual(["/blog/c", "/blog/a", "/blog/b"]);
  });

  it("are under /sv/blog for Swedish posts, and each language lists only its own", () => {
    const swedish = { ...post("s", "2025-02-15"), lang: "sv" as const };
    expect(postPaths([...posts, swedish])).toEqual(["/blog/c", "/blog/a", "/blog/b"]);
    expect(postPaths([...posts, swedish], "sv")).toEqual(["/sv/blog/s"]);
  });

  it("link to the older and newer post in the post's own language only", () => {
    const swedish = [{ ...post("s1", "2025-01-15"), lang: "sv" as const }, { ...post("s2", "2025-03-15"), lang: "sv" as const }];
    const mixed = [...posts, ...swedish];
    expect(neighbours(mixed, "a").next?.slug).toBe("b");
    expect(neighbours(mixed, "c").next).toBeNull();
    expect(neighbours(mixed, "s1")).toEqual({ previous: null, next: { slug: "s2", title: "A post" } });
  });

  it("link to the older (previous) and newer (next) published post by date", () => {
    expect(neighbours(posts, "b")).toEqual({ previous: { slug: "a", title: "A post" }, next: { slug: "c", title: "A post" } });
    expect(neighbours(posts, "a")).toEqual({ previous: null, next: { slug: "b", title: "A post" } });
    // The draft is newer but has no page, so the newest published post has no next.
    expect(neighbours(posts, "c").next).toBeNull();
    expect(neighbours(posts, "d")).toEqual({ previous: null, next: null });
  });
});

describe("loadPosts", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "posts-"));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("rejects duplicate slugs and a second featured post", async () => {
    await writeFile(join(dir, "a.md"), source({ ...valid, featured: "true" }));
    await writeFile(join(dir, "b.md"), source({ ...valid, featured: "true" }));
    await expect(loadPosts(dir)).rejects.toThrow(/b\.md: field "slug": "a-post" is already used by .*a\.md/);
    await writeFile(join(dir, "b.md"), source({ ...valid, slug: "b-post", featured: "true" }));
    await expect(loadPosts(dir)).rejects.toThrow(/b\.md: field "featured": only one post can be featured/);
  });
});

describe("posts in two languages", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "posts-"));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const sv = (fields: Record<string, string | undefined>) =>
    source({ ...valid, slug: "ett-inlagg", title: '"Ett inlägg"', readTime: "1 min läsning", lang: "sv", ...fields });

  it("links an English post and its Swedish translation; English stays the default language", async () => {
    await writeFile(join(dir, "a.md"), source({ ...valid, featured: "true" }));
    await writeFile(join(dir, "b.md"), source({ ...valid, slug: "only-english" }));
    // Each language may feature one post: the Swedish blog heads with the translation.
    await writeFile(join(dir, "c.md"), sv({ translationOf: "a-post", featured: "true" }));
    await writeFile(join(dir, "d.md"), sv({ slug: "bara-svenska" }));
    const all = await loadAllPosts(dir);
    expect(all.map((p) => [p.slug, p.lang])).toEqual([
      ["a-post", "en"],
      ["bara-svenska", "sv"],
      ["ett-inlagg", "sv"],
      ["only-english", "en"],
    ]);
    const original = all.find((p) => p.slug === "a-post")!;
    const translation = all.find((p) => p.slug === "ett-inlagg")!;
    expect(original.translations).toEqual({ sv: "ett-inlagg" });
    expect(original).not.toHaveProperty("translationOf");
    expect(translation.translationOf).toBe("a-post");
    expect(translation).not.toHaveProperty("translations");
    expect(all.find((p) => p.slug === "only-english")).not.toHaveProperty("translations");
    // What the English site reads, and what a Swedish one would.
    expect((await loadPosts(dir)).map((p) => p.slug)).toEqual(["a-post", "only-english"]);
    expect(loadPostsSync(dir, "sv").map((p) => p.slug)).toEqual(["bara-svenska", "ett-inlagg"]);
  });

  it.each([
    ["a post that does not exist", { translationOf: "no-such-post" }, /^.*c\.md: field "translationOf": no post has the slug "no-such-post"/],
    ["a post that is not English", { translationOf: "bara-svenska" }, /^.*c\.md: field "translationOf": "bara-svenska" \(.*d\.md\) is Swedish, not English/],
  ])("stops the build for a translation of %s, naming the file and the field", async (_case, change, message) => {
    await writeFile(join(dir, "a.md"), source(valid));
    await writeFile(join(dir, "c.md"), sv(change));
    await writeFile(join(dir, "d.md"), sv({ slug: "bara-svenska" }));
    await expect(loadPosts(dir)).rejects.toThrow(message);
  });

  it("allows one translation per language of an English post, and one featured post per language", async () => {
    await writeFile(join(dir, "a.md"), source(valid));
    await writeFile(join(dir, "c.md"), sv({ translationOf: "a-post" }));
    await writeFile(join(dir, "d.md"), sv({ slug: "en-till", translationOf: "a-post" }));
    await expect(loadPosts(dir)).rejects.toThrow(/d\.md: field "translationOf": "a-post" already has a Swedish translation, .*c\.md; one per language/);
    await writeFile(join(dir, "d.md"), sv({ slug: "en-till", featured: "true" }));
    await writeFile(join(dir, "e.md"), sv({ slug: "en-tredje", featured: "true" }));
    await expect(loadPosts(dir)).rejects.toThrow(/e\.md: field "featured": only one post can be featured among the "lang: sv" posts \(also .*d\.md\)/);
  });
});

describe("postsInLanguage and translationOf", () => {
  const entry = (slug: string, extra: Partial<Post> = {}) => ({ slug, status: "Published" as const, ...extra });
  const posts = [
    entry("original"), // no lang: English
    entry("oversattning", { lang: "sv", translationOf: "original" }),
    entry("english-only", { lang: "en" }),
    entry("utkast-till", { lang: "sv", translationOf: "drafted" }),
    entry("drafted", { lang: "en" }),
    entry("utkast", { lang: "sv", translationOf: "english-only", status: "Draft" }),
  ];

  it("picks a language's posts in the order given, unmarked posts being English", () => {
    expect(postsInLanguage(posts, "en").map((p) => p.slug)).toEqual(["original", "english-only", "drafted"]);
    expect(postsInLanguage(posts, "sv").map((p) => p.slug)).toEqual(["oversattning", "utkast-till", "utkast"]);
  });

  it("finds the counterpart either way", () => {
    expect(translationOf(posts[0]!, posts, "sv")).toBe("oversattning");
    expect(translationOf(posts[1]!, posts, "en")).toBe("original");
  });

  it("is undefined without a published counterpart, or for the post's own language", () => {
    expect(translationOf(posts[2]!, posts, "sv")).toBeUndefined(); // only a draft translation
    expect(translationOf(posts[5]!, posts, "en")).toBe("english-only"); // a draft still knows its original
    expect(translationOf(posts[0]!, posts, "en")).toBeUndefined();
    expect(translationOf(posts[1]!, posts, "sv")).toBeUndefined();
    expect(translationOf(entry("vilse", { lang: "sv", translationOf: "gone" }), posts, "en")).toBeUndefined();
  });
});

describe("the shipped posts", async () => {
  const posts = await loadPosts();
  const all = await loadAllPosts();

  it("are every file of the folder; the English ones published newest first, then the drafts", () => {
    expect(all).toHaveLength(readdirSync(POSTS_DIR).filter((f) => f.endsWith(".md")).length);
    expect(posts.length).toBeGreaterThan(0);
    expect(posts).toEqual(all.filter((p) => postLang(p) === "en"));
    for (let i = 1; i < posts.length; i++) {
      const [a, b] = [posts[i - 1]!, posts[i]!];
      expect(a.status === "Draft" && b.status !== "Draft", `${a.slug} before ${b.slug}`).toBe(false);
      if (a.status === b.status) expect(a.date >= b.date, `${a.slug} before ${b.slug}`).toBe(true);
    }
    expect(posts.filter((p) => p.featured).length).toBeLessThanOrEqual(1);
  });

  it("include Swedish translations the English site never reads, each whole beside its original", () => {
    expect(posts.some((p) => p.lang === "sv")).toBe(false);
    for (const guide of all.filter((p) => p.lang === "sv" && p.translationOf)) {
      const original = all.find((p) => p.slug === guide.translationOf)!;
      expect(guide, guide.slug).toMatchObject({ date: original.date });
      expect(original.translations).toEqual({ sv: guide.slug });
      if (guide.status === "Published") expect(translationOf(original, all, "sv")).toBe(guide.slug);
      // What the original shows, the translation shows: figures (its own copies), equations,
      // live figures, tables, callouts.
      for (const part of ["<picture>", 'class="katex-display"', "<table>", 'class="callout ']) {
        if (bodyHtml(original.body).includes(part)) expect(bodyHtml(guide.body), `${guide.slug}: ${part}`).toContain(part);
      }
      const liveFigures = (post: Post) => post.body.filter((p) => "figure" in p).length;
      expect(liveFigures(guide), `${guide.slug}: live figures`).toBe(liveFigures(original));
      for (const [, dir] of bodyHtml(original.body).matchAll(/src="\/assets\/media\/([^/]+)\//g)) {
        expect(dir, `${guide.slug} has figures of its own`).toBe(original.slug);
        expect(bodyHtml(guide.body)).toContain(`src="/assets/media/${guide.slug}/`);
      }
    }
  });
});
