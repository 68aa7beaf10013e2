import { describe, expect, it } from "vitest";
import { pages } from "~/content/pages";
import { projects } from "~/content/projects";
import { buildFileEntries, projectHref } from "./files";
import { postIndex, tagIndex } from "./post-index";

describe("Go to file entries", () => {
  it("lists the six pages by file name, then posts and projects by title", async () => {
    const posts = await postIndex();
    const entries = buildFileEntries(pages, posts, projects);
    expect(entries.slice(0, 6).map((e) => [e.label, e.to])).toEqual(pages.map((p) => [p.file, p.path]));
    expect(entries.filter((e) => e.kind === "post")).toHaveLength(posts.length);
    expect(entries.filter((e) => e.kind === "project")).toHaveLength(projects.length);
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
  });

  it("opens a post's own page and a project on the Portfolio with its category", () => {
    const [entry] = buildFileEntries([], [{ slug: "rl-train-dispatching", title: "RL" }], []);
    expect(entry?.to).toBe("/blog/rl-train-dispatching");
    expect(projectHref({ id: 7, category: "AI/ML" })).toBe("/portfolio?category=AI%2FML#project-7");
  });
});

describe("tags in Go to file", () => {
  it("offers each tag page as Tag: <name>, after the projects", async () => {
    const tags = await tagIndex();
    const entries = buildFileEntries(pages, await postIndex(), projects, tags);
    const tagEntries = entries.filter((e) => e.kind === "tag");
    expect(tagEntries).toHaveLength(tags.length);
    expect(entries.slice(-tags.length)).toEqual(tagEntries);
    const uic = tagEntries.find((e) => e.label === "Tag: UIC 406");
    expect(uic).toMatchObject({ to: "/blog/tags/uic-406", detail: "blog/tags/uic-406 · 1 post" });
  });

  it("lists only tags of published posts, with their counts", async () => {
    const tags = await tagIndex();
    expect(tags.map((t) => t.name)).not.toContain("Simulation");
    expect(tags.find((t) => t.slug === "optimization")?.count).toBeGreaterThanOrEqual(3);
  });
});

describe("post index (build time)", () => {
  it("has every published post's slug and title, and no drafts or bodies", async () => {
    const index = await postIndex();
    expect(index.length).toBeGreaterThanOrEqual(5);
    for (const post of index) expect(Object.keys(post).sort()).toEqual(["slug", "title"]);
    const { loadPosts } = await import("~/content/posts.server");
    const drafts = (await loadPosts()).filter((p) => p.status === "Draft").map((p) => p.slug);
    expect(drafts.length).toBeGreaterThan(0);
    expect(index.map((p) => p.slug)).not.toEqual(expect.arrayContaining(drafts));
  });
});
