import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PROJECT_STATUSES, projectCategories } from "../../app/lib/content/project";
import { loadAllProjectsSync, projectSchema } from "../../app/lib/content/projects.server";
import { site } from "../../app/lib/content/site";
import { githubAccount, newProject as writeProject, projectChoices, projectSource } from "./new-project.mjs";

/** The template as the CLI writes it: with the statuses and categories the schema reads. */
const choices = { statuses: PROJECT_STATUSES, categories: projectCategories };
const newProject = (title: string, options: { dir: string; github: string }) => writeProject(title, { ...options, ...choices });

describe("new-project", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "new-project-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("writes both languages' files with every field the build requires, and the build accepts them", () => {
    const files = newProject('Headway "Buffer" Checker: v2', { dir, github: "https://github.com/someone" });
    expect(files).toEqual([join(dir, "headway-buffer-checker-v2.md"), join(dir, "headway-buffer-checker-v2.sv.md")]);
    const projects = loadAllProjectsSync(dir);
    expect(projects.map((p) => [p.lang, p.slug, p.title, p.id])).toEqual([
      ["en", "headway-buffer-checker-v2", 'Headway "Buffer" Checker: v2', 1],
      ["sv", "headway-buffer-checker-v2", 'Headway "Buffer" Checker: v2', 1],
    ]);
    expect(projects[0]!.github).toBe("https://github.com/someone/headway-buffer-checker-v2");
    // A card, not yet a case study: no body.
    expect(projects.every((p) => p.caseStudy === false)).toBe(true);
    // Every field the schema does not mark optional is written.
    const required = Object.entries(projectSchema.shape).filter(([, field]) => !field.safeParse(undefined).success).map(([name]) => name);
    for (const file of files) {
      for (const name of required) expect(readFileSync(file, "utf8")).toMatch(new RegExp(`^${name}:`, "m"));
    }
  });

  it("takes the next free id, and refuses a taken slug without writing either file", () => {
    newProject("First", { dir, github: "https://github.com/a" });
    writeFileSync(join(dir, "first.md"), readFileSync(join(dir, "first.md"), "utf8").replace("id: 1", "id: 7"));
    writeFileSync(join(dir, "first.sv.md"), readFileSync(join(dir, "first.sv.md"), "utf8").replace("id: 1", "id: 7"));
    newProject("Second", { dir, github: "https://github.com/a" });
    expect(loadAllProjectsSync(dir).filter((p) => p.lang === "en").map((p) => [p.slug, p.id])).toEqual([
      ["first", 7],
      ["second", 8],
    ]);
    writeFileSync(join(dir, "first.md"), "mine");
    const before = readdirSync(dir).sort();
    expect(() => newProject("First", { dir, github: "https://github.com/a" })).toThrow(/first\.md not written: the slug "first" is already used by first(\.sv)?\.md/);
    expect(readFileSync(join(dir, "first.md"), "utf8")).toBe("mine");
    expect(readdirSync(dir).sort()).toEqual(before);
  });

  it("offers exactly the statuses and categories the build accepts, read from where the schema reads them", async () => {
    expect(await projectChoices()).toEqual(choices);
    const text = projectSource({ slug: "x", id: 1, title: "X", github: "https://github.com/a", lang: "en", ...choices });
    expect(text).toContain(`# One of ${PROJECT_STATUSES.join(", ")}.\n`);
    const offered = (line: string) => line.replace(/^# One of /, "").replace(/( \(the same in both languages\))?\.?$/, "").split(", ");
    const comments = text.split("\n").filter((l) => l.startsWith("# One of "));
    expect(comments.map(offered)).toEqual([[...projectCategories], [...PROJECT_STATUSES]]);
    // Each value offered is one the schema takes.
    for (const status of PROJECT_STATUSES) expect(projectSchema.shape.status.safeParse(status).success, status).toBe(true);
    for (const category of projectCategories) expect(projectSchema.shape.category.safeParse(category).success, category).toBe(true);
  });

  it("offers any category name when no list is configured", () => {
    const text = projectSource({ slug: "x", id: 1, title: "X", github: "https://github.com/a", lang: "en", statuses: ["Active"], categories: [] });
    expect(text).toMatch(/^# A name of your own .*\ncategory: "Projects"$/m);
  });

  it("refuses an empty title or one without a letter or digit", () => {
    expect(() => newProject("  ", { dir, github: "https://github.com/a" })).toThrow(/Give the project a title/);
    expect(() => newProject("???", { dir, github: "https://github.com/a" })).toThrow(/no letter or digit/);
  });

  it("names repositories under the site config's GitHub account", () => {
    expect(githubAccount(readFileSync("content/site.yaml", "utf8"))).toBe(site.github);
    expect(projectSource({ slug: "x", id: 3, title: "X", github: site.github, lang: "sv", ...choices })).toContain(`github: ${site.github}/x`);
  });

  it("runs as npm run new-project does: honours PROJECTS_DIR, exits 1 with one sentence on a clash", () => {
    const run = () => spawnSync(process.execPath, ["scripts/author/new-project.mjs", "Freight", "Path", "Search"], { env: { ...process.env, PROJECTS_DIR: dir }, encoding: "utf8" });
    const first = run();
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/Wrote .*freight-path-search\.md and .*freight-path-search\.sv\.md/);
    const second = run();
    expect(second.status).toBe(1);
    expect(second.stderr.trim().split("\n")).toHaveLength(1);
    expect(second.stderr).toMatch(/already used by freight-path-search/);
    // Two runs, each reading the schema's lists through Vite's module runner.
  }, 30_000);
});
