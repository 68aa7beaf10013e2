import { cv } from "../../../app/lib/content/cv";
import { journey } from "../../../app/lib/content/journey";
import type { Project } from "../../../app/lib/content/project";
import { site } from "../../../app/lib/content/site";
import { cv as svCv } from "../../../app/lib/content/sv/cv";
import { journey as svJourney } from "../../../app/lib/content/sv/journey";
import { site as svSite } from "../../../app/lib/content/sv/site";
import { skillCategories as svSkills } from "../../../app/lib/content/sv/skills";
import { cvContent, cvPath, selectProjects, serviceSummary } from "./cv-content";
import { cvHeaderEntries } from "./cv-headers";
import { cvLabels } from "./cv-labels";
import { isA4, readPdf } from "./read-pdf";
import { renderCv } from "./render-cv";

// react-pdf runs its own React renderer, outside Testing Library's act() (set up for every test file).
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

const withoutScheme = (url: string) => url.replace(/^https?:\/\/(www\.)?/, "");

/** A fixture project: the CV's tests bring their own, whatever the site's are. */
const project = (id: number, fields: Partial<Project> = {}): Project => ({
  id,
  slug: `fixture-${id}`,
  title: `Fixture Project ${id}`,
  description: "What it does.",
  image: "🧪",
  tech: ["Python"],
  status: "Active",
  results: ["One result"],
  github: `https://github.com/someone/fixture-${id}`,
  category: "Optimization",
  ...fields,
});
const fixtures = [1, 2, 3, 4, 5, 6, 7, 8].map((id) => project(id));

describe("the CV document", () => {
  it("is built from the site's content: A4, at most two pages, metadata, text and links", async () => {
    const pdf = await readPdf(await renderCv(cvContent()));
    expect(pdf.pages).toBeGreaterThanOrEqual(1);
    expect(pdf.pages).toBeLessThanOrEqual(2);
    expect(pdf.pageSizes.every(isA4)).toBe(true);
    expect(pdf.title).toBe(`${site.ownerName} — CV`);
    expect(pdf.author).toBe(site.ownerName);
    expect(pdf.language).toBe("en");
    for (const text of [site.ownerName, site.role, site.email, site.location, site.availability, cv.profile.slice(0, 40)]) {
      expect(pdf.text).toContain(text);
    }
    for (const entry of journey) expect(pdf.text).toContain(entry.title);
    const content = cvContent();
    expect(content.projects.length).toBeGreaterThan(0);
    for (const p of content.projects) expect(pdf.text).toContain(p.title);
    expect(pdf.links).toEqual(
      expect.arrayContaining([`mailto:${site.email}`, site.github, site.linkedin, expect.stringContaining(withoutScheme(site.siteUrl))]),
    );
  }, 30_000);

  it("has a Swedish twin from the Swedish content: Swedish headings and labels, sv language tag, same bar", async () => {
    const pdf = await readPdf(await renderCv(cvContent("sv")));
    expect(pdf.pages).toBeGreaterThanOrEqual(1);
    expect(pdf.pages).toBeLessThanOrEqual(2);
    expect(pdf.pageSizes.every(isA4)).toBe(true);
    expect(pdf.title).toBe(`${site.ownerName} — CV`);
    expect(pdf.language).toBe("sv");
    // Headings are upper-cased and letter-spaced by the style: pdf.js reads them letter by letter.
    const letters = pdf.text.replace(/\s+/g, "");
    for (const heading of ["PROFIL", "ERFARENHETOCHUTBILDNING", "PROJEKTIURVAL", "KOMPETENS", "TJÄNSTER"]) {
      expect(letters).toContain(heading);
    }
    // A project's category and status in Swedish, as its line shows them.
    const first = cvContent("sv").projects[0]!;
    const [sv, en] = [cvLabels("sv"), cvLabels("en")];
    const svLine = `${sv.category[first.category] ?? first.category} · ${sv.status[first.status]}`;
    const enLine = `${en.category[first.category] ?? first.category} · ${en.status[first.status]}`;
    for (const text of [svSite.role, svSite.location, svSite.availability, svCv.profile.slice(0, 40), svLine]) {
      expect(pdf.text).toContain(text);
    }
    for (const entry of svJourney) expect(pdf.text).toContain(entry.title);
    for (const p of cvContent("sv").projects) expect(pdf.text).toContain(p.title);
    for (const category of svSkills) expect(pdf.text).toContain(category.name);
    // No English heading, label or content is left.
    for (const heading of ["PROFILE", "EXPERIENCE", "SELECTEDPROJECTS", "SKILLS", "SERVICES"]) expect(letters).not.toContain(heading);
    for (const english of [...(enLine === svLine ? [] : [enLine]), site.role, site.availability, journey[0]!.title, cv.profile.slice(0, 40)]) {
      expect(pdf.text).not.toContain(english);
    }
    expect(pdf.links).toEqual(expect.arrayContaining([`mailto:${site.email}`, site.github, site.linkedin, `${site.siteUrl}/sv`]));
  }, 30_000);

  it("shows a changed content value with no other edit", async () => {
    const content = {
      ...cvContent(),
      name: "Ada Example",
      email: "ada@example.org",
      journey: [{ ...journey[0]!, title: "Head of Timetable Planning" }, ...journey.slice(1)],
    };
    const pdf = await readPdf(await renderCv(content));
    expect(pdf.text).toContain("Ada Example");
    expect(pdf.text).toContain("ada@example.org");
    expect(pdf.text).toContain("Head of Timetable Planning");
    expect(pdf.text).not.toContain(site.ownerName);
    expect(pdf.author).toBe("Ada Example");
  }, 30_000);

  it("refuses content that overflows two pages, saying what to shorten", async () => {
    const content = { ...cvContent(), journey: Array.from({ length: 20 }, () => journey).flat() };
    await expect(renderCv(content)).rejects.toThrow(/\/cv\.pdf has \d+ pages; it must have 1 to 2\. Shorten the profile in content\/cv\.yaml/);
    const swedish = { ...cvContent("sv"), journey: Array.from({ length: 20 }, () => svJourney).flat() };
    await expect(renderCv(swedish)).rejects.toThrow(/\/sv\/cv\.pdf has \d+ pages; .* content\/cv\.sv\.yaml/);
  }, 30_000);

  it("refuses to render without its fonts", async () => {
    await expect(renderCv(cvContent(), { fontDir: "/nonexistent" })).rejects.toThrow(/font file .*DejaVuSansCondensed\.ttf is missing/);
  });
});

describe("CV content", () => {
  it("publishes each language at its own address with the same download headers", () => {
    expect(cvPath("en")).toBe("/cv.pdf");
    expect(cvPath("sv")).toBe("/sv/cv.pdf");
    const entries = cvHeaderEntries("Erik Lindqvist");
    expect(Object.keys(entries)).toEqual(["/cv.pdf", "/sv/cv.pdf"]);
    for (const headers of Object.values(entries)) {
      expect(headers).toEqual({ "Content-Type": "application/pdf", "Content-Disposition": 'inline; filename="Erik-Lindqvist-CV.pdf"' });
    }
  });


  const ids = (selected: { projects: Project[] }) => selected.projects.map((p) => p.id);

  it("lists the configured projects that exist, in the configured order, at most six", () => {
    expect(selectProjects(fixtures, [2, 1, 3, 4])).toEqual({ projects: [2, 1, 3, 4].map((id) => fixtures[id - 1]), problems: [] });
    expect(ids(selectProjects(fixtures, [5, 1]))).toEqual([5, 1]);
    const many = selectProjects(fixtures, [8, 7, 6, 5, 4, 3, 2]);
    expect(ids(many)).toEqual([8, 7, 6, 5, 4, 3]);
    expect(many.problems).toEqual(["content/cv.yaml: projectIds: 7 projects, more than the CV has room for; it shows the first 6"]);
  });

  it("leaves out an id that names no project, saying so in one line naming the file and the id", () => {
    const selected = selectProjects(fixtures, [1, 999, 2], "content/cv.yaml");
    expect(ids(selected)).toEqual([1, 2]);
    expect(selected.problems).toEqual(["content/cv.yaml: projectIds: 999 names no project in content/projects; the CV leaves it out"]);
  });

  it("takes the owner's first projects by id when none is configured or none of the configured exists", () => {
    expect(ids(selectProjects([...fixtures].reverse(), []))).toEqual([1, 2, 3, 4]);
    expect(ids(selectProjects([project(9)], [1, 13, 7]))).toEqual([9]);
    expect(ids(selectProjects([], []))).toEqual([]);
  });

  it("builds for an owner with a single project of their own", async () => {
    const own = project(1, { title: "Headway Buffer Checker", category: "Consulting" });
    const content = { ...cvContent(), projects: selectProjects([own], [1, 13, 7, 8, 10]).projects };
    const pdf = await readPdf(await renderCv(content));
    expect(pdf.text).toContain("Headway Buffer Checker");
    // An owner's own category is printed as written.
    expect(pdf.text).toContain("Consulting ·");
  }, 30_000);

  it("cuts a service description to its first sentence, at a comma when long", () => {
    expect(serviceSummary("Models for planning: timetables and rosters.")).toBe("Models for planning");
    expect(
      serviceSummary(
        "Assistants that answer from your own documents and cite their sources, plus LLM features inside existing tools, evaluated first.",
      ),
    ).toBe("Assistants that answer from your own documents and cite their sources");
  });
});
