import * as en from "~/lib/content/home";
import { site } from "~/lib/content/site";
import * as sv from "~/lib/content/sv/home";
import { site as svSite } from "~/lib/content/sv/site";
import { heroData } from "./hero-data";
import { homeContent } from "./home-content";

/** Every string in a value, with its path. */
function strings(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k));
  return [];
}

const english = homeContent("en", en, site);
const swedish = homeContent("sv", sv, svSite);

describe("homeContent", () => {
  it("gives the English page the English content and the specification's words", () => {
    expect(english.taglines).toEqual(en.taglines);
    expect(english.skillChips).toEqual(en.skillChips);
    expect(english.commands).toEqual(en.terminalCommands);
    expect(english.sections).toEqual(en.homeSections);
    expect(english.featureCards.map((c) => c.toolsLabel)).toEqual(en.featureCards.map((c) => `${c.title} tools`));
    expect(english.hero).toEqual({ coreSkills: "Core skills", viewProjects: "View Projects", services: "Services", terminal: "Terminal" });
    expect(english.availability).toEqual({
      heading: site.availability,
      location: `Based in ${site.location}`,
      note: en.homeAvailability.note,
      hire: `Hire on ${site.marketplaceName}`,
      marketplaceUrl: site.marketplaceUrl,
    });
    expect(english.heroGraph).toEqual({ ...en.heroGraph, kindLabels: { commuter: "Commuter", regional: "Regional", freight: "Freight" } });
  });

  it("gives the Swedish page Swedish words only", () => {
    expect(swedish.taglines).toEqual(sv.taglines);
    expect(swedish.commands).toEqual(sv.terminalCommands);
    expect(swedish.availability.heading).toBe(svSite.availability);
    expect(swedish.availability.location).toBe(`Utgår från ${svSite.location}`);
    expect(swedish.hero.viewProjects).toBe("Se projekten");
    expect(swedish.heroGraph.kindLabels).toEqual({ commuter: "Pendeltåg", regional: "Regionaltåg", freight: "Godståg" });
    // Every Swedish string that is not a name, a number, a command or a file name differs from the English.
    const englishStrings = new Set(strings(english).map(([, s]) => s));
    const same = strings(swedish).filter(([, s]) => englishStrings.has(s)).map(([path]) => path);
    const allowed =
      /^(commands\.\d+\.name|featureCards\.\d+\.(icon|tags\.\d+)|sections\.terminal\.caption|hero\.terminal|availability\.marketplaceUrl|heroGraph\.(stations\.\d+\.name|trains\.\d+\.(kind|from)))$/;
    expect(same.filter((path) => !allowed.test(path))).toEqual([]);
  });
});

describe("heroData", () => {
  it("carries only what the hydrated hero needs, in the page's language", () => {
    expect(heroData("en")).toEqual({ taglines: english.taglines, chipsLabel: "Core skills" });
    expect(heroData("sv")).toEqual({ taglines: swedish.taglines, chipsLabel: "Kärnkompetenser" });
  });
});
