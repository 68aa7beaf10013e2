import { bodyHtml } from "../../app/lib/content/body";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadPostsSync, parsePost, postPaths } from "../../app/lib/content/posts.server";
import { tagPagePaths } from "../../app/lib/content/tags";
import { isoDate, newPost, postSource, slugify } from "./new-post.mjs";

describe("new-post: slug", () => {
  it("slugifies the title as the front matter requires", () => {
    expect(slugify("Timetable Robustness in Practice")).toBe("timetable-robustness-in-practice");
    expect(slugify("UIC 406: Capacity & Compression, Revisited!")).toBe("uic-406-capacity-and-compression-revisited");
    expect(slugify("Métro Ops — What’s Next?")).toBe("metro-ops-whats-next");
    expect(slugify("C++ Solvers")).toBe("c-plus-plus-solvers");
    expect(slugify("鉄道")).toBe("");
  });

  it("cuts a long title at a word, within 60 characters", () => {
    const slug = slugify("A Very Long Title About Column Generation For Crew Scheduling On Large Regional Networks");
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect("a-very-long-title-about-column-generation-for-crew-scheduling-on".startsWith(slug)).toBe(true);
  });
});

describe("new-post: the file", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "new-post-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("writes a draft dated today whose front matter the build's parser accepts", () => {
    const now = new Date(2026, 10, 24, 9, 30);
    const file = newPost('Headway Buffers: "Why" They Matter', { dir, now });
    expect(file).toBe(join(dir, "headway-buffers-why-they-matter.md"));
    const post = parsePost(file, readFileSync(file, "utf8"));
    expect(post).toMatchObject({
      slug: "headway-buffers-why-they-matter",
      title: 'Headway Buffers: "Why" They Matter',
      date: isoDate(now),
      status: "Draft",
      tags: [],
      views: 0,
      featured: false,
    });
    expect(isoDate(now)).toBe("2026-11-24");
    expect(post.text).toMatch(/^Open with the problem/);
    expect(bodyHtml(post.body)).toContain("<h2");
  });

  it("is hidden by the build: no page, no tag page, but listed as a draft", () => {
    newPost("A Draft in Progress", { dir });
    writeFileSync(join(dir, "published.md"), postSource({ slug: "published", title: "Published", date: "2025-01-01" })
      .replace("status: Draft", "status: Published")
      .replace("tags: []", "tags: [Railway]"));
    const posts = loadPostsSync(dir);
    expect(posts.map((p) => [p.slug, p.status])).toEqual([
      ["published", "Published"],
      ["a-draft-in-progress", "Draft"],
    ]);
    expect(postPaths(posts)).toEqual(["/blog/published"]);
    expect(tagPagePaths(posts)).toEqual(["/blog/tags/railway"]);
  });

  it("refuses to overwrite a file or reuse a slug, and names the post in the way", () => {
    const file = newPost("Crew Rostering", { dir });
    writeFileSync(file, "mine");
    expect(() => newPost("Crew Rostering", { dir })).toThrow(/crew-rostering\.md not written: the slug "crew-rostering" is already used by crew-rostering\.md/);
    expect(readFileSync(file, "utf8")).toBe("mine");
    writeFileSync(join(dir, "other-name.md"), "---\nslug: platform-allocation\n---\nbody");
    expect(() => newPost("Platform Allocation", { dir })).toThrow(/already used by other-name\.md/);
  });

  it("refuses an empty title or one without a letter or digit", () => {
    expect(() => newPost("  ", { dir })).toThrow(/Give the post a title/);
    expect(() => newPost("???", { dir })).toThrow(/no letter or digit/);
  });

  it("runs as npm run new-post does: honours POSTS_DIR, exits 1 with one sentence on a clash", () => {
    const run = () =>
      spawnSync(process.execPath, ["scripts/author/new-post.mjs", "Freight", "Path", "Search"], {
        env: { ...process.env, POSTS_DIR: dir },
        encoding: "utf8",
      });
    const first = run();
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/Wrote .*freight-path-search\.md/);
    expect(readFileSync(join(dir, "freight-path-search.md"), "utf8")).toMatch(/^---\nslug: freight-path-search\ntitle: "Freight Path Search"\n/);
    const second = run();
    expect(second.status).toBe(1);
    expect(second.stderr.trim().split("\n")).toHaveLength(1);
    expect(second.stderr).toMatch(/already used by freight-path-search\.md/);
  });
});
