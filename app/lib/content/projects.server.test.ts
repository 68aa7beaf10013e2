import { bodyHtml } from "./body";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { testScenario } from "../capacity/test-scenario";
import { PROJECT_STATUSES, caseStudyPath, projectCategories } from "./project";
import { site } from "./site";
import { caseStudies, caseStudyNeighbours, categorySchema, caseStudyPaths, fileLanguage, loadAllProjectsSync, loadProjectsSync, projectCard } from "./projects.server";

/** A fixture project's front matter; `extra` lines are appended, `drop` fields removed. */
function source(fields: Record<string, string>, body = "", drop: string[] = []): string {
  const base: Record<string, string> = {
    slug: "x",
    id: "1",
    title: "Fixture Project",
    description: "What it does.",
    image: '"🧪"',
    // Whatever the owner's categories are.
    category: JSON.stringify(projectCategories[0] ?? "Fixtures"),
    status: "Active",
    tech: "[Python, SQL]",
    results: '["One result"]',
    github: "https://github.com/someone/x",
    ...fields,
  };
  const lines = Object.entries(base)
    .filter(([k]) => !drop.includes(k))
    .map(([k, v]) => `${k}: ${v}`);
  return `---\n${lines.join("\n")}\n---\n${body}`;
}

const STUDY = (result: string) => `
## Problem

Who and what.

## Approach

How.

## ${result}

![A chart of the result](./x/chart.svg "The result")
`;

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20"/></svg>';

describe("projects.server", () => {
  let dir: string;
  const write = (name: string, text: string) => writeFileSync(join(dir, name), text);
  const shown = (name: string) => relative(process.cwd(), join(dir, name));
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "projects-"));
    mkdirSync(join(dir, "x"));
    writeFileSync(join(dir, "x", "chart.svg"), SVG);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("reads each language's file, by id, and renders a case study's body with its figure", () => {
    write("x.md", source({ id: "2" }, STUDY("Result")));
    write("x.sv.md", source({ id: "2", title: "Fixturprojekt", description: "Vad det gör." }, STUDY("Resultat")));
    write("y.md", source({ slug: "y", github: "https://github.com/someone/y" }));
    write("y.sv.md", source({ slug: "y", github: "https://github.com/someone/y" }));
    const en = loadProjectsSync("en", dir);
    expect(en.map((p) => [p.slug, p.caseStudy])).toEqual([
      ["y", false],
      ["x", true],
    ]);
    const sv = loadProjectsSync("sv", dir).find((p) => p.slug === "x")!;
    expect(sv.title).toBe("Fixturprojekt");
    expect(sv.summary).toBe("Vad det gör.");
    expect(bodyHtml(sv.body!)).toMatch(/<h2 id="resultat">.*Resultat<\/a><\/h2>\s*<figure class="post-figure"><img src="\/assets\/media\/x\//);
    expect(en[0]!.body).toBeUndefined();
    expect(caseStudies(en).map((p) => p.slug)).toEqual(["x"]);
    expect(caseStudyPaths("sv", dir)).toEqual([caseStudyPath("x", "sv")]);
    // The card carries no body and nothing only the build needs.
    expect(Object.keys(projectCard(en[1]!)).sort()).toEqual(
      ["id", "slug", "title", "description", "image", "tech", "status", "results", "github", "category", "caseStudy"].sort(),
    );
  });

  it("fails naming the file and the field when a required field is missing", () => {
    write("x.md", source({}, STUDY("Result"), ["title"]));
    write("x.sv.md", source({}, STUDY("Resultat")));
    expect(() => loadAllProjectsSync(dir)).toThrow(`${shown("x.md")}: invalid front matter\n  field "title": expected a line of text`);
  });

  it("names what was expected for a wrong value", () => {
    write("x.md", source({ status: "Done", category: "Rail", github: "github.com/x" }));
    write("x.sv.md", source({}));
    const message = (() => {
      try {
        loadAllProjectsSync(dir);
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toContain(`${shown("x.md")}: invalid front matter`);
    expect(message).toContain(`field "status": expected one of ${PROJECT_STATUSES.join(", ")}`);
    if (projectCategories.length > 0) expect(message).toContain(`field "category": expected one of ${projectCategories.join(", ")}`);
    // Each field once.
    expect(message?.match(/field "category"/g)?.length ?? 0).toBeLessThanOrEqual(1);
    expect(message).toMatch(/field "github": expected a repository name under your GitHub account \(my-repo\) or a web address/);
  });

  it("takes a category from the owner's list, naming the list when it is not one; any name without a list", () => {
    const own = categorySchema(["Web", "Data"]);
    expect(own.safeParse("Data").success).toBe(true);
    expect(own.safeParse("data").error?.issues.map((i) => i.message)).toEqual(["expected one of Web, Data"]);
    expect(own.safeParse(3).error?.issues.map((i) => i.message)).toEqual(["expected one of Web, Data"]);
    expect(categorySchema([]).safeParse("Anything at all").success).toBe(true);
    expect(categorySchema([]).safeParse(" ").success).toBe(false);
  });

  it("reads a bare repository name as one under the site's GitHub account", () => {
    write("x.md", source({ github: "my-repo" }));
    write("x.sv.md", source({ github: "my-repo" }));
    expect(loadAllProjectsSync(dir).map((p) => p.github)).toEqual([`${site.github}/my-repo`, `${site.github}/my-repo`]);
  });

  it("fails on a project without its twin, naming the file to add", () => {
    write("x.md", source({}));
    expect(() => loadAllProjectsSync(dir)).toThrow(`${shown("x.md")}: the project has no Swedish twin: add ${shown("x.sv.md")}`);
    rmSync(join(dir, "x.md"));
    write("x.sv.md", source({}));
    expect(() => loadAllProjectsSync(dir)).toThrow(`${shown("x.sv.md")}: the project has no English twin: add ${shown("x.md")}`);
  });

  it("fails when twins disagree on what is not prose, or only one has a case study", () => {
    write("x.md", source({}));
    write("x.sv.md", source({ category: "Optimization" }));
    expect(() => loadAllProjectsSync(dir)).toThrow(/x\.md: field "category" differs from its Swedish twin .*x\.sv\.md/);
    write("x.sv.md", source({}, STUDY("Resultat")));
    expect(() => loadAllProjectsSync(dir)).toThrow(/field "caseStudy" differs .*one has a case study/);
  });

  it("fails on a slug that is not the file's name, a reused id, an unknown language", () => {
    write("x.md", source({ slug: "z" }));
    expect(() => loadAllProjectsSync(dir)).toThrow(/x\.md: field "slug": "z" differs from the file's name/);
    write("x.md", source({}));
    write("x.sv.md", source({}));
    write("y.md", source({ slug: "y" }));
    expect(() => loadAllProjectsSync(dir)).toThrow(/y\.md: field "id": 1 is already used by .*x\.md/);
    expect(fileLanguage("x.de.md")).toHaveProperty("error");
    expect(fileLanguage("x.sv.md")).toEqual({ slug: "x", lang: "sv" });
  });

  it("reads a lab scenario beside the file, and names a missing or broken one", () => {
    mkdirSync(join(dir, "x"), { recursive: true });
    write("x.md", source({ lab: "./x/line.json" }));
    write("x.sv.md", source({ lab: "./x/line.json" }));
    expect(() => loadAllProjectsSync(dir)).toThrow(/x\.md: field "lab": "\.\/x\/line\.json" was not found/);
    writeFileSync(join(dir, "x", "line.json"), "{ nope");
    expect(() => loadAllProjectsSync(dir)).toThrow(/x\.md: field "lab": "\.\/x\/line\.json" is not valid JSON/);
    writeFileSync(join(dir, "x", "line.json"), '{\n  "name": "L",\n  "line": { "stations": [] },\n}\n');
    expect(() => loadAllProjectsSync(dir)).toThrow(`${shown("x.md")}: field "lab": "./x/line.json" is not valid JSON (${shown("x/line.json")}:3): a comma after the last entry (before "}"): JSON allows none, remove it`);
    writeFileSync(join(dir, "x", "line.json"), JSON.stringify({ name: "L" }));
    expect(() => loadAllProjectsSync(dir)).toThrow(/x\.md: field "lab": \.\/x\/line\.json: line: is missing/);
    writeFileSync(join(dir, "x", "line.json"), JSON.stringify(testScenario));
    expect(loadProjectsSync("en", dir)[0]!.labScenario).toEqual(testScenario);
  });

  it("reports a trailing comma in a case study's lab block at the comma's line in the file, on one line", () => {
    const body = `${STUDY("Result")}\n\`\`\`lab\n{\n  "name": "L",\n  "line": { "stations": [] },\n}\n\`\`\`\n`;
    const text = source({}, body);
    write("x.md", text);
    write("x.sv.md", source({}, STUDY("Resultat")));
    const line = text.split("\n").findIndex((l) => l === '  "line": { "stations": [] },') + 1;
    let message = "";
    try {
      loadAllProjectsSync(dir);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe(`${shown("x.md")}:${line}: lab block: not valid JSON: a comma after the last entry (before "}"): JSON allows none, remove it`);
  });

  it("reports a body's problem at its line in the file", () => {
    const text = source({}, "\n## A\n\n![](./x/chart.svg)\n");
    write("x.md", text);
    write("x.sv.md", source({}, STUDY("Resultat")));
    const line = text.split("\n").findIndex((l) => l.startsWith("![](")) + 1;
    expect(() => loadAllProjectsSync(dir)).toThrow(new RegExp(`x\\.md:${line}: the image "\\./x/chart\\.svg" has no alt text`));
  });

  it("links each case study to the ones before and after it, by id", () => {
    for (const [slug, id] of [["a", 3], ["b", 1], ["c", 2]] as const) {
      for (const name of [`${slug}.md`, `${slug}.sv.md`]) write(name, source({ slug, id: String(id), github: `https://github.com/s/${slug}` }, id === 2 ? "" : STUDY("Result")));
    }
    const en = loadProjectsSync("en", dir);
    expect(caseStudyNeighbours(en, "b")).toEqual({ previous: null, next: { slug: "a", title: "Fixture Project" } });
    expect(caseStudyNeighbours(en, "a")).toEqual({ previous: { slug: "b", title: "Fixture Project" }, next: null });
    expect(caseStudyNeighbours(en, "c")).toEqual({ previous: null, next: null });
    expect(readFileSync(join(dir, "c.md"), "utf8")).not.toContain("##");
  });
});
