// The rule: every module in app/content that holds human-language text has a Swedish twin here,
// app/content/sv/<same name>.ts, with the same exports, the same entries in the same order and
// the same ids, paths, icons, numbers and technology names; only the prose is Swedish. This test
// checks it: a missing entry, a changed id or an untranslated string fails it. A new English
// module goes into PAIRS below (or NO_PROSE, when it has no prose); a third language copies sv.
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import * as enCapacity from "../capacity";
import * as enContact from "../contact";
import * as enCv from "../cv";
import * as enPageTexts from "../en/page-texts";
import * as enFormResults from "../form-results";
import * as enHome from "../home";
import * as enJourney from "../journey";
import { loadProjectsSync, projectCard } from "../projects.server";
import * as enServices from "../services";
import * as enSite from "../site";
import * as enSkills from "../skills";
import * as svCapacity from "./capacity";
import * as svContact from "./contact";
import * as svCv from "./cv";
import * as svFormResults from "./form-results";
import * as svHome from "./home";
import * as svJourney from "./journey";
import * as svPages from "./pages";
import * as svServices from "./services";
import * as svSite from "./site";
import * as svSkills from "./skills";

/** How one module pair is compared. Every value not named in `prose` must be equal in both. */
interface Pair {
  /** The English module's file in app/content (pages.ts is compared through en/page-texts.ts). */
  file: string;
  en: Record<string, unknown>;
  sv: Record<string, unknown>;
  /** Paths of the human-language strings, `*` for any one key or index: "projects.*.title". */
  prose: readonly string[];
  /** Prose that is rightly the same in both languages (product names, `// terminal`). */
  unchanged?: readonly string[];
  /** Keys only the Swedish entries have, with their required value: "testimonials.*.lang". */
  extra?: Readonly<Record<string, unknown>>;
}

const PAIRS: readonly Pair[] = [
  {
    file: "home.ts",
    en: enHome,
    sv: svHome,
    prose: [
      "taglines.*",
      "skillChips.*",
      "featureCards.*.title",
      "featureCards.*.description",
      "featureCards.*.tags.*",
      "homeSections.*.caption",
      "homeSections.*.title",
      "homeSections.*.intro",
      "terminalCommands.*.description",
      "terminalSequences.*.*",
      "simulationStations.*",
      "availability.note",
      "heroGraph.title",
    ],
    unchanged: [
      ...["Gurobi", "OR-Tools", "ALNS", "PyTorch", "Gymnasium", "PPO", "LightGBM", "RAG", "FastAPI"],
      "// terminal",
      "01010100 01101001 01101101 01100101 01110100 01100001 01100010 01101100 01100101",
    ],
  },
  {
    file: "capacity.ts",
    en: enCapacity,
    sv: svCapacity,
    // The article link leads to the guide in the page's language, which has a Swedish name, or
    // to the English article while it has no Swedish version (app/routes.test.ts checks that it
    // is a published post).
    prose: ["capacityTrainTypes.*.name", "capacityLab.article.text", "capacityLab.article.href"],
    unchanged: [enCapacity.capacityLab.article.href],
  },
  {
    file: "contact.ts",
    en: enContact,
    sv: svContact,
    // The fourth card is the location: its value is prose, the others' are addresses.
    prose: [
      "quickConnect.*.label",
      "quickConnect.3.value",
      "availability.status",
      "availability.text",
      "availability.badges.*",
      "responseTimes.*.*",
    ],
    unchanged: ["GitHub", "LinkedIn"],
  },
  { file: "cv.ts", en: enCv, sv: svCv, prose: ["cv.profile"] },
  {
    file: "form-results.ts",
    en: enFormResults,
    sv: svFormResults,
    prose: ["formResults.*.title", "formResults.*.back.label"],
  },
  {
    file: "journey.ts",
    en: enJourney,
    sv: svJourney,
    prose: [
      "journey.*.title",
      "journey.*.company",
      "journey.*.location",
      "journey.*.description",
      "journey.*.achievements.*",
    ],
  },
  { file: "pages.ts", en: enPageTexts, sv: svPages, prose: ["pageTexts.*.*"] },
  {
    // Content files (content/projects/<slug>.md and <slug>.sv.md), read by the build's loader.
    file: "projects.server.ts",
    en: { projects: loadProjectsSync("en").map(projectCard) },
    sv: { projects: loadProjectsSync("sv").map(projectCard) },
    prose: ["projects.*.title", "projects.*.description", "projects.*.results.*"],
  },
  {
    file: "services.ts",
    en: enServices,
    sv: svServices,
    // A testimonial's `content` is a quote: it stays as given, so it is compared as structure.
    prose: [
      "services.*.title",
      "services.*.description",
      "services.*.features.*",
      "services.*.contact.label",
      "processSteps.*.title",
      "processSteps.*.description",
      "processSteps.*.duration",
      "testimonials.*.role",
      "testimonials.*.tech",
    ],
    extra: { "testimonials.*.lang": "en" },
  },
  {
    file: "site.ts",
    en: enSite,
    sv: svSite,
    prose: ["site.role", "site.tagline", "site.bio.*", "site.city", "site.country", "site.location", "site.availability"],
    // Swedish may name the city as English does (Stockholm) or in its own way (Göteborg).
    unchanged: [enSite.site.city],
  },
  {
    file: "skills.ts",
    en: enSkills,
    sv: svSkills,
    prose: ["skillCategories.*.name", "skillCategories.*.skills.*"],
    unchanged: [
      ...["PyTorch", "scikit-learn", "Python", "TypeScript", "Gurobi", "OR-Tools", "Pyomo", "FastAPI", "React"],
      ...["Docker", "Kubernetes", "Azure", "AWS", "GitHub Actions", "MLflow", "Terraform"],
      ...["DuckDB", "Apache Parquet", "railML", "GTFS", "Power BI"],
    ],
  },
];

/** Modules of app/content without human-language text of their own: no twin needed. */
const NO_PROSE = [
  "blog-listing.ts",
  "blog-post.ts",
  "feed.server.ts",
  "heading-ids.ts",
  // A ```lab block's checks: the build's messages, in English like the build's other errors.
  "lab-block.server.ts",
  // The hero graph's stations (place names) and trains, and the terminal's prompt: shared by home.ts and sv/home.ts.
  "home-graph.ts",
  // Joins the route table with each language's page texts: the texts are en/page-texts.ts and sv/pages.ts.
  "localized-pages.ts",
  "markdown-figures.server.ts",
  "markdown.server.ts",
  "math.ts",
  "posts.server.ts",
  "project.ts",
  // Node's entry to the projects (and sv/projects.ts its twin): the prose is in content/projects,
  // where the loader holds each file to its twin.
  "projects.ts",
  "tags.ts",
];

function matches(path: readonly string[], pattern: string): boolean {
  const parts = pattern.split(".");
  return parts.length === path.length && parts.every((p, i) => p === "*" || p === path[i]);
}

/**
 * Walks an English value and its Swedish twin side by side and lists every difference in
 * structure: keys (in order), array lengths, and every value that is not prose. Prose must be a
 * non-empty string and differ from the English one, unless it is listed as rightly unchanged.
 */
function structuralDifferences(
  en: unknown,
  sv: unknown,
  rule: Pick<Pair, "prose" | "unchanged" | "extra">,
  path: readonly string[] = [],
): string[] {
  const at = path.join(".") || "(module)";
  const isProse = rule.prose.some((p) => matches(path, p));
  if (isProse) {
    if (typeof en !== "string") return [`${at}: listed as prose but the English value is not a string`];
    if (typeof sv !== "string" || sv.trim() === "") return [`${at}: the Swedish text is missing or empty`];
    if (sv === en && !rule.unchanged?.includes(en)) return [`${at}: not translated ("${en}")`];
    return [];
  }
  if (typeof en === "function" || typeof sv === "function") {
    if (typeof en !== "function" || typeof sv !== "function") return [`${at}: a function in one language only`];
    return en.length === sv.length ? [] : [`${at}: takes ${sv.length} arguments, not ${en.length}`];
  }
  if (Array.isArray(en) || Array.isArray(sv)) {
    if (!Array.isArray(en) || !Array.isArray(sv)) return [`${at}: an array in one language only`];
    if (en.length !== sv.length) return [`${at}: ${sv.length} entries, not ${en.length}`];
    return en.flatMap((item, i) => structuralDifferences(item, sv[i], rule, [...path, String(i)]));
  }
  if (en !== null && typeof en === "object") {
    if (sv === null || typeof sv !== "object") return [`${at}: an object in English only`];
    const problems: string[] = [];
    const svKeys = Object.keys(sv).filter((key) => {
      const extra = Object.entries(rule.extra ?? {}).find(([p]) => matches([...path, key], p));
      if (!extra) return true;
      const value = (sv as Record<string, unknown>)[key];
      if (value !== extra[1])
        problems.push(`${[...path, key].join(".")}: ${JSON.stringify(value)}, not ${JSON.stringify(extra[1])}`);
      return false;
    });
    const enKeys = Object.keys(en);
    if (enKeys.join() !== svKeys.join())
      return [...problems, `${at}: keys ${svKeys.join(", ")}, not ${enKeys.join(", ")}`];
    return [
      ...problems,
      ...enKeys.flatMap((key) =>
        structuralDifferences((en as Record<string, unknown>)[key], (sv as Record<string, unknown>)[key], rule, [
          ...path,
          key,
        ]),
      ),
    ];
  }
  return Object.is(en, sv) ? [] : [`${at}: ${JSON.stringify(sv)}, not ${JSON.stringify(en)}`];
}

/** Every prose string of a Swedish module, with its path. */
function proseOf(value: unknown, prose: readonly string[], path: readonly string[] = []): [string, string][] {
  if (typeof value === "string") return prose.some((p) => matches(path, p)) ? [[path.join("."), value]] : [];
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, v]) => proseOf(v, prose, [...path, key]));
  }
  return [];
}

/** English number and punctuation habits that Swedish text must not have. */
const NOT_SWEDISH: readonly [RegExp, string][] = [
  [/\d,\d{3}(?!\d)/, "English thousands separator (write 1\u00a0284)"],
  [/\d\.\d/, "decimal point (write 6,4)"],
  [/\d%/, "percent sign without a space (write 78\u00a0%)"],
  [/\d \d{3}(?!\d)/, "breaking space between digit groups (use a no-break space)"],
  [/\d %/, "breaking space before a percent sign (use a no-break space)"],
  [/—/, "em dash (Swedish uses a spaced en dash)"],
  [/"/, "straight double quote (Swedish uses ” ”)"],
];

const svWelcome = svHome.terminalWelcome(svSite.site);
const enWelcome = enHome.terminalWelcome(enSite.site);

describe("Swedish content modules", () => {
  it("twin every English module with prose, and only those", () => {
    const dir = fileURLToPath(new URL("..", import.meta.url));
    const modules = readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"));
    const unclassified = modules.filter((f) => !PAIRS.some((p) => p.file === f) && !NO_PROSE.includes(f));
    expect(unclassified, "add each to PAIRS with a Swedish twin, or to NO_PROSE").toEqual([]);
    expect(PAIRS.map((p) => p.file).filter((f) => !modules.includes(f))).toEqual([]);
  });

  describe.each(PAIRS.map((p) => [p.file, p] as const))("sv/%s", (_file, pair) => {
    it("exports the same names", () => {
      expect(Object.keys(pair.sv).sort()).toEqual(Object.keys(pair.en).sort());
    });

    it("has the same entries, ids and structural values in the same order", () => {
      expect(structuralDifferences(pair.en, pair.sv, pair)).toEqual([]);
    });

    it("writes numbers and punctuation the Swedish way", () => {
      const problems = proseOf(pair.sv, pair.prose).flatMap(([path, text]) =>
        NOT_SWEDISH.filter(([re]) => re.test(text)).map(([, what]) => `${path}: ${what}: ${text}`),
      );
      expect(problems).toEqual([]);
    });
  });

  it("keeps the testimonials' quotes word for word, marked as English", () => {
    expect(svServices.testimonials.map((t) => [t.content, t.lang])).toEqual(
      enServices.testimonials.map((t) => [t.content, "en"]),
    );
  });

  it("has Swedish twins of the text-building functions, with the same results' shape", () => {
    expect(svWelcome).toHaveLength(enWelcome.length);
    expect(svWelcome[0]).toContain(enSite.site.ownerName);
    expect(svWelcome[0]).toContain(svSite.site.location);
    expect(svWelcome.join("\n")).toContain("'help'");
    expect(svWelcome).not.toEqual(enWelcome);
    // The English function's parameter type fits the Swedish twin: the English site goes in too.
    const twin: typeof enHome.terminalWelcome = svHome.terminalWelcome;
    expect(twin(enSite.site)[0]).toContain(enSite.site.location);
    expect(svHome.terminalPrompt(svSite.site)).toBe(enHome.terminalPrompt(enSite.site));

    for (const form of ["contact", "newsletter"] as const) {
      for (const sent of [true, false]) {
        const [en, sv] = [enFormResults.formResult(form, sent), svFormResults.formResult(form, sent)];
        expect(sv).toMatchObject({ path: en.path, form, sent, back: { path: en.back.path } });
        expect(sv.title).not.toBe(en.title);
      }
    }
    expect(svCv.cvFileName(svSite.site.ownerName)).toBe(enCv.cvFileName(enSite.site.ownerName));
  });

  it("keeps the command names and the first letters that label the lab's train orders distinct", () => {
    expect(svHome.terminalCommands.map((c) => c.name)).toEqual(enHome.terminalCommands.map((c) => c.name));
    const initials = svCapacity.capacityTrainTypes.map((t) => t.name[0]);
    expect(new Set(initials).size).toBe(initials.length);
  });
});

describe("structuralDifferences", () => {
  const rule = { prose: ["items.*.title"], extra: { "items.*.lang": "en" } };
  const en = {
    items: [
      { id: 1, title: "Timetable", tags: ["MILP"] },
      { id: 2, title: "Capacity", tags: [] },
    ],
  };
  const sv = {
    items: [
      { id: 1, title: "Tidtabell", tags: ["MILP"] },
      { id: 2, title: "Kapacitet", tags: [] },
    ],
  };

  it("finds no difference between faithful twins", () => {
    expect(structuralDifferences(en, sv, rule)).toEqual([]);
  });

  it("reports a missing entry, a changed id, a changed tag, a reordering and an untranslated text", () => {
    expect(structuralDifferences(en, { items: [sv.items[0]] }, rule)).toEqual(["items: 1 entries, not 2"]);
    expect(structuralDifferences(en, { items: [sv.items[0], { ...sv.items[1], id: 3 }] }, rule)).toEqual([
      "items.1.id: 3, not 2",
    ]);
    expect(structuralDifferences(en, { items: [{ ...sv.items[0], tags: ["MIP"] }, sv.items[1]] }, rule)).toEqual([
      'items.0.tags.0: "MIP", not "MILP"',
    ]);
    expect(structuralDifferences(en, { items: [sv.items[1], sv.items[0]] }, rule)).toContain("items.0.id: 2, not 1");
    expect(structuralDifferences(en, { items: [{ ...sv.items[0], title: "Timetable" }, sv.items[1]] }, rule)).toEqual([
      'items.0.title: not translated ("Timetable")',
    ]);
  });

  it("reports keys added, missing or out of order, and checks the allowed extra key's value", () => {
    expect(structuralDifferences(en, { items: [{ ...sv.items[0], note: "x" }, sv.items[1]] }, rule)).toHaveLength(1);
    expect(structuralDifferences(en, { items: [{ id: 1, title: "Tidtabell" }, sv.items[1]] }, rule)).toHaveLength(1);
    expect(
      structuralDifferences(en, { items: [{ title: "Tidtabell", id: 1, tags: ["MILP"] }, sv.items[1]] }, rule),
    ).toHaveLength(1);
    expect(structuralDifferences(en, { items: [{ ...sv.items[0], lang: "en" }, sv.items[1]] }, rule)).toEqual([]);
    expect(structuralDifferences(en, { items: [{ ...sv.items[0], lang: "sv" }, sv.items[1]] }, rule)).toEqual([
      'items.0.lang: "sv", not "en"',
    ]);
  });
});
