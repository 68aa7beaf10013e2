import { describe, expect, it } from "vitest";
import { pageTexts } from "~/lib/content/page-texts";
import { pages } from "~/lib/content/pages";

import { loadProjectsSync } from "~/lib/content/projects.server";

const projects = loadProjectsSync("en");
import { buildFileEntries, projectHref } from "./files";
import { paletteIndex, postIndex, tagIndex } from "./post-index";
import { loadAllPostsSync } from "~/lib/content/posts.server";
import { tagSlug } from "~/lib/content/tags";

// A Swedish post that translates an English one (the sample UIC 406 guide), and an English post
// the Swedish site lists as English (one without a translation).
const allPosts = loadAllPostsSync().filter((p) => p.status === "Published");
const svPost = allPosts.find((p) => p.lang === "sv" && p.translationOf);
const untranslated = allPosts.find((p) => p.lang === "en" && !p.translations?.sv);

// The specification's categories in Swedish, written out again rather than read from the messages.
const SV_CATEGORY: Record<string, string> = { Railway: "Järnväg", "AI/ML": "AI/ML", Optimization: "Optimering" };

/** The route table with its English titles, as the palette is given it. */
const titled = pages.map((p) => ({ ...p, title: pageTexts[p.path].title }));

describe("Go to file entries", () => {
  it("lists the six pages by file name, then posts and projects by title", async () => {
    const posts = await postIndex();
    const entries = buildFileEntries(titled, posts, projects);
    expect(entries.slice(0, 6).map((e) => [e.label, e.to])).toEqual(pages.map((p) => [p.file, p.path]));
    // Then the capacity lab's own page (issue 37), in the page's language.
    expect([entries[6]?.label, entries[6]?.detail, entries[6]?.to]).toEqual(["lab.ts", "Capacity lab", "/lab"]);
    expect(buildFileEntries(titled, posts, projects, [], "sv")[6]?.to).toBe("/sv/lab");
    expect(entries.filter((e) => e.kind === "post")).toHaveLength(posts.length);
    expect(entries.filter((e) => e.kind === "project")).toHaveLength(projects.length);
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
  });

  it("opens a post's own page and a project on the Portfolio with its category", () => {
    const entry = buildFileEntries([], [{ slug: "rl-train-dispatching", title: "RL" }], []).find((e) => e.kind === "post");
    expect(entry?.to).toBe("/blog/rl-train-dispatching");
    expect(projectHref({ id: 7, category: "AI/ML" })).toBe("/portfolio?category=AI%2FML#project-7");
  });
});

describe("tags in Go to file", () => {
  it("offers each tag page as Tag: <name>, after the projects", async () => {
    const tags = await tagIndex();
    const entries = buildFileEntries(titled, await postIndex(), projects, tags);
    const tagEntries = entries.filter((e) => e.kind === "tag");
    expect(tagEntries).toHaveLength(tags.length);
    expect(entries.slice(-tags.length)).toEqual(tagEntries);
    for (const tag of tags) {
      const entry = tagEntries.find((e) => e.label === `Tag: ${tag.name}`);
      expect(entry).toMatchObject({ to: `/blog/tags/${tag.slug}`, detail: `blog/tags/${tag.slug} · ${tag.count} ${tag.count === 1 ? "post" : "posts"}` });
    }
  });

  it("lists only tags of published posts, with their counts", async () => {
    const tags = await tagIndex();
    const english = loadAllPostsSync().filter((p) => p.lang === "en");
    const published = english.filter((p) => p.status === "Published");
    const countOf = (slug: string) => published.filter((p) => p.tags.some((t) => tagSlug(t) === slug)).length;
    expect(new Set(tags.map((t) => t.slug))).toEqual(new Set(published.flatMap((p) => p.tags.map(tagSlug))));
    for (const tag of tags) expect(tag.count, tag.slug).toBe(countOf(tag.slug));
  });
});

describe("post index (build time)", () => {
  it("has every published post's slug and title, and no drafts or bodies", async () => {
    const index = await postIndex();
    const { loadPosts } = await import("~/lib/content/posts.server");
    const posts = await loadPosts();
    expect(index.length).toBeGreaterThan(0);
    for (const post of index) expect(Object.keys(post).sort()).toEqual(["slug", "title"]);
    expect(index.map((p) => p.slug)).toEqual(posts.filter((p) => p.status === "Published").map((p) => p.slug));
  });
});

describe("Go to file in Swedish", () => {
  it("lists the Swedish posts and the English posts without a Swedish translation, marked", async () => {
    if (!svPost || !untranslated) return; // the site has no translated pair, or no untranslated post
    const posts = await postIndex(undefined, "sv");
    const slugs = posts.map((p) => p.slug);
    expect(slugs).toContain(svPost.slug);
    // Its English original is listed through its translation, not twice.
    expect(slugs).not.toContain(svPost.translationOf);
    expect(posts.find((p) => p.slug === svPost.slug)?.lang).toBeUndefined();
    expect(posts.find((p) => p.slug === untranslated.slug)?.lang).toBe("en");
    expect(await postIndex()).not.toContainEqual(expect.objectContaining({ slug: svPost.slug }));
  });

  it("leads every entry to its Swedish page, in Swedish words", async () => {
    const index = await paletteIndex("sv");
    const svPages = pages.map((p) => ({ ...p, title: index.titles[p.path] }));
    const entries = buildFileEntries(svPages, index.posts, index.projects, index.tags, "sv");
    const byId = (id: string) => entries.find((e) => e.id === id)!;

    expect(byId("page:/")).toMatchObject({ label: "index.js", to: "/sv", detail: index.titles["/"] });
    expect(byId("page:/about")).toMatchObject({ label: "about.js", to: "/sv/about", detail: "Om mig" });
    if (svPost) {
      expect(byId(`post:${svPost.slug}`)).toMatchObject({ to: `/sv/blog/${svPost.slug}`, detail: `blog/${svPost.slug}.md` });
      expect(byId(`post:${svPost.slug}`).labelLang).toBeUndefined();
    }
    if (untranslated) {
      const english = byId(`post:${untranslated.slug}`);
      expect(english).toMatchObject({ to: `/blog/${untranslated.slug}`, detail: `blog/${untranslated.slug}.md`, note: "på engelska" });
      expect(english.labelLang).toEqual({ lang: "en", from: 0 });
    }

    // Each project by its Swedish title, under its category in Swedish, filtered by the category's key.
    const svProjects = loadProjectsSync("sv");
    expect(entries.filter((e) => e.kind === "project")).toHaveLength(svProjects.length);
    for (const project of svProjects) {
      expect(byId(`project:${project.id}`)).toMatchObject({
        label: project.title,
        detail: `portfolio.json › ${SV_CATEGORY[project.category] ?? project.category}`,
        to: `/sv/portfolio?category=${encodeURIComponent(project.category)}#project-${project.id}`,
      });
    }

    // The Swedish posts' tags, in Swedish, with their counts.
    for (const tag of index.tags.filter((t) => t.lang === undefined)) {
      expect(byId(`tag:${tag.slug}`)).toMatchObject({ label: `Tagg: ${tag.name}`, to: `/sv/blog/tags/${tag.slug}`, detail: `blog/tags/${tag.slug} · ${tag.count} inlägg` });
      expect(byId(`tag:${tag.slug}`).labelLang).toBeUndefined();
    }
    const tags = entries.filter((e) => e.kind === "tag");
    expect(tags.every((e) => e.to.startsWith("/sv/blog/tags/"))).toBe(true);
    // A tag only English posts carry keeps its English name, marked as English.
    for (const tag of tags.filter((e) => e.labelLang)) expect(tag.labelLang).toEqual({ lang: "en", from: "Tagg: ".length });
  });

  it("has the same pages and projects in both languages", async () => {
    const [en, sv] = [await paletteIndex("en"), await paletteIndex("sv")];
    expect(Object.keys(sv.titles)).toEqual(Object.keys(en.titles));
    expect(sv.projects.map((p) => [p.id, p.category])).toEqual(en.projects.map((p) => [p.id, p.category]));
    expect(en.titles["/about"]).toBe("About");
  });

  it("keeps the English entries as they were", async () => {
    const index = await paletteIndex("en");
    const entries = buildFileEntries(titled, index.posts, index.projects, index.tags);
    for (const project of projects) expect(entries.find((e) => e.id === `project:${project.id}`)?.detail).toBe(`portfolio.json › ${project.category}`);
    expect(entries.find((e) => e.id === "page:/")?.to).toBe("/");
    expect(entries.some((e) => e.labelLang || e.note)).toBe(false);
  });
});
