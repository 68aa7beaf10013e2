// The site's own case studies (content/projects): what makes one a case study rather than a
// long card. Expectations come from the content itself, never from its current values.
import { bodyHtml } from "./body";
import { decodeScenario, encodeScenario } from "../capacity/codec";
import { validateScenario } from "~/lib/capacity/validate";
import { LOCALES } from "../i18n/locale";
import { projectCategories } from "./project";
import { caseStudies, loadProjectsSync } from "./projects.server";

const RESULT_HEADING = { en: /^(Results?|Outcome)$/, sv: /^Resultat$/ } as const;

/** The body's `##` sections: heading text (without the anchor's mark) and the HTML up to the next. */
function sections(html: string): { heading: string; html: string }[] {
  return html
    .split(/<h2\b/)
    .slice(1)
    .map((part) => ({ heading: /<\/span>([^<]*)<\/a><\/h2>/.exec(part)?.[1]?.trim() ?? "", html: part.slice(part.indexOf("</h2>")) }));
}

describe.each(LOCALES)("case studies (%s)", (lang) => {
  const studies = caseStudies(loadProjectsSync(lang));

  it("exist, and each has three or more sections, one of them the result with a figure in it", () => {
    expect(studies.length).toBeGreaterThan(0);
    for (const study of studies) {
      const found = sections(bodyHtml(study.body!));
      expect(found.length, study.file).toBeGreaterThanOrEqual(3);
      const result = found.find((s) => RESULT_HEADING[lang].test(s.heading));
      expect(result, `${study.file}: a "## ${lang === "sv" ? "Resultat" : "Result"}" section`).toBeDefined();
      expect(result!.html, `${study.file}: a figure in the result section`).toMatch(/<figure class="post-figure">/);
    }
  });

  it("are the same projects in both languages", () => {
    expect(studies.map((s) => s.slug)).toEqual(caseStudies(loadProjectsSync("en")).map((s) => s.slug));
  });

  it("name only categories the Portfolio filters by", () => {
    for (const study of studies) expect(projectCategories).toContain(study.category);
  });

  it("open a railway line in the lab: a scenario the lab accepts, and reads back from its address", (ctx) => {
    const withLine = studies.filter((s) => s.labScenario !== undefined);
    ctx.skip(withLine.length === 0, "no case study names a railway line (`lab:` in its front matter)");
    for (const study of withLine) {
      const checked = validateScenario(study.labScenario);
      expect(checked.ok, study.file).toBe(true);
      if (!checked.ok) continue;
      const back = decodeScenario(`#${encodeScenario(checked.value)}`);
      expect(back).toEqual({ ok: true, value: checked.value });
    }
  });
});
