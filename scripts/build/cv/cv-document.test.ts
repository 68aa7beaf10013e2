import { cv } from "../../../app/lib/content/cv";
import { journey } from "../../../app/lib/content/journey";
import { loadProjectsSync } from "../../../app/lib/content/projects.server";
import { site } from "../../../app/lib/content/site";
import { cv as svCv } from "../../../app/lib/content/sv/cv";
import { journey as svJourney } from "../../../app/lib/content/sv/journey";
const projects = loadProjectsSync("en");
const svProjects = loadProjectsSync("sv");
import { site as svSite } from "../../../app/lib/content/sv/site";
import { skillCategories as svSkills } from "../../../app/lib/content/sv/skills";
import { cvContent, cvPath, selectProjects, serviceSummary } from "./cv-content";
import { cvHeaderEntries } from "./cv-headers";
import { isA4, readPdf } from "./read-pdf";
import { renderCv } from "./render-cv";

// react-pdf runs its own React renderer, outside Testing Library's act() (set up for every test file).
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

const withoutScheme = (url: string) => url.replace(/^https?:\/\/(www\.)?/, "");

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
    for (const id of cv.projectIds ?? []) expect(pdf.text).toContain(projects.find((p) => p.id === id)!.title);
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
    for (const text of [svSite.role, svSite.location, svSite.availability, svCv.profile.slice(0, 40), "Järnväg · Produktion"]) {
      expect(pdf.text).toContain(text);
    }
    for (const entry of svJourney) expect(pdf.text).toContain(entry.title);
    for (const id of svCv.projectIds ?? []) expect(pdf.text).toContain(svProjects.find((p) => p.id === id)!.title);
    for (const category of svSkills) expect(pdf.text).toContain(category.name);
    // No English heading, label or content is left.
    for (const heading of ["PROFILE", "EXPERIENCE", "SELECTEDPROJECTS", "SKILLS", "SERVICES"]) expect(letters).not.toContain(heading);
    for (const english of ["Railway · Production", site.role, site.availability, journey[0]!.title, cv.profile.slice(0, 40)]) {
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
    const content = { ...cvContent(), journey: [...journey, ...journey, ...journey] };
    await expect(renderCv(content)).rejects.toThrow(/\/cv\.pdf has [3-9] pages; it must have 1 to 2\. Shorten the profile in app\/content\/cv\.ts/);
    const swedish = { ...cvContent("sv"), journey: [...svJourney, ...svJourney, ...svJourney] };
    await expect(renderCv(swedish)).rejects.toThrow(/\/sv\/cv\.pdf has [3-9] pages; .* app\/content\/sv\/cv\.ts/);
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


  it("lists 4 to 6 existing projects, in the configured order", () => {
    expect(selectProjects(projects, [2, 1, 3, 4]).map((p) => p.id)).toEqual([2, 1, 3, 4]);
    expect(() => selectProjects(projects, [1, 2, 3])).toThrow(/4 to 6 projects/);
    expect(() => selectProjects(projects, [1, 2, 3, 999])).toThrow(/project id 999/);
  });

  it("cuts a service description to its first sentence, at a comma when long", () => {
    expect(serviceSummary("Models for planning: timetables and rosters.")).toBe("Models for planning");
    expect(
      serviceSummary(
        "Assistants that answer from your own documents and cite their sources, plus LLM features inside existing tools, evaluated first.",
      ),
    ).toBe("Assistants that answer from your own documents and cite their sources");
  });
});
