import { describe, expect, it } from "vitest";
import { pageTexts } from "~/lib/content/page-texts";
import { pages } from "~/lib/content/pages";

import { site } from "~/lib/content/site";
import { buildCommands } from "./commands";
import { type ProjectSummary, buildFileEntries } from "./files";
import { fuzzyMatch, splitByRanges } from "./fuzzy";
import { MAX_RESULTS, type PaletteEntry, initialInput, parseInput, rankEntries } from "./ranking";

/** The route table with its English titles, as the palette is given it. */
const titled = pages.map((p) => ({ ...p, title: pageTexts[p.path].title }));

const posts = [
  { slug: "uic-406-timetable-compression", title: "Measuring capacity with UIC 406 timetable compression" },
  { slug: "rl-train-dispatching", title: "Reinforcement learning for train dispatching" },
];
// The ranking's own table of projects, whatever the owner's portfolio holds.
const projects: ProjectSummary[] = [
  { id: 1, title: "UIC 406 Capacity Analyzer", category: "Railway" },
  { id: 2, title: "RL Train Dispatching Agent", category: "AI/ML" },
  { id: 3, title: "Crew Scheduling with Column Generation", category: "Optimization" },
  { id: 4, title: "Passenger Demand Forecast", category: "AI/ML" },
  { id: 5, title: "Platform Assignment", category: "Optimization" },
  { id: 6, title: "Train Graph Viewer", category: "Railway" },
];
const entries: PaletteEntry[] = [...buildFileEntries(titled, posts, projects), ...buildCommands(site)];
const labels = (input: string, recent: string[] = []) => rankEntries(entries, input, recent).map((r) => r.entry.label);

describe("fuzzyMatch", () => {
  it("matches characters in order, case-insensitively, and reports the matched ranges", () => {
    const m = fuzzyMatch("prtf", "portfolio.json");
    expect(m?.ranges).toEqual([
      [0, 1],
      [2, 5],
    ]);
    expect(fuzzyMatch("PORT", "portfolio.json")?.ranges).toEqual([[0, 4]]);
  });

  it("rejects a query whose characters are not all there in order", () => {
    expect(fuzzyMatch("ftrp", "portfolio.json")).toBeNull();
    expect(fuzzyMatch("xyz", "about.js")).toBeNull();
  });

  it("prefers a consecutive run and word starts over scattered letters", () => {
    const run = fuzzyMatch("cap", "Capacity study")!;
    const scattered = fuzzyMatch("cap", "Crew scheduling app")!;
    expect(run.score).toBeGreaterThan(scattered.score);
  });

  it("picks the best placement when a letter occurs more than once", () => {
    // Matching from the first "c" would highlight C…o…m apart; the run in "compression" wins.
    expect(fuzzyMatch("com", "Crew optimisation: compression")?.ranges).toEqual([[19, 22]]);
    expect(fuzzyMatch("log", "blog.md")?.ranges).toEqual([[1, 4]]);
  });

  it("splits a label into plain and highlighted parts", () => {
    expect(splitByRanges("portfolio.json", [[0, 1], [2, 5]])).toEqual([
      { text: "p", match: true },
      { text: "o", match: false },
      { text: "rtf", match: true },
      { text: "olio.json", match: false },
    ]);
    expect(splitByRanges("about.js", [])).toEqual([{ text: "about.js", match: false }]);
  });
});

describe("parseInput", () => {
  it('switches to commands on a leading ">" and back when it is deleted', () => {
    expect(parseInput(">theme")).toEqual({ mode: "commands", query: "theme" });
    expect(parseInput("> theme ")).toEqual({ mode: "commands", query: "theme" });
    expect(parseInput("theme")).toEqual({ mode: "files", query: "theme" });
    expect(parseInput("")).toEqual({ mode: "files", query: "" });
  });

  it("opens each mode with its own starting input", () => {
    expect(initialInput("commands")).toBe(">");
    expect(initialInput("files")).toBe("");
  });
});

describe("rankEntries", () => {
  it('finds portfolio.json first for "prtf"', () => {
    expect(labels("prtf")[0]).toBe("portfolio.json");
  });

  it("lists files, not commands, without the prefix, and commands only with it", () => {
    expect(labels("theme")).not.toContain("Theme: Light");
    expect(labels(">theme").sort()).toEqual(["Theme: Dark", "Theme: Light", "Theme: System"]);
    expect(labels(">")).toContain("Simulation: Play");
    expect(labels(">")).not.toContain("about.js");
  });

  it("puts the best match first", () => {
    expect(labels("about")[0]).toBe("about.js");
    expect(labels("reinf")[0]).toBe("Reinforcement learning for train dispatching");
    expect(labels("dispatch").slice(0, 2).sort()).toEqual([
      "RL Train Dispatching Agent",
      "Reinforcement learning for train dispatching",
    ]);
    expect(labels(">play")[0]).toBe("Simulation: Play");
  });

  it("finds posts and projects by title", () => {
    expect(labels("uic 406")).toEqual(
      expect.arrayContaining(["Measuring capacity with UIC 406 timetable compression", "UIC 406 Capacity Analyzer"]),
    );
  });

  it(`shows at most ${MAX_RESULTS} results`, () => {
    expect(labels("")).toHaveLength(MAX_RESULTS);
    expect(labels("e").length).toBeLessThanOrEqual(MAX_RESULTS);
  });

  it("shows recently used entries first, most recent first, when the input is empty", () => {
    const ranked = rankEntries(entries, "", ["post:rl-train-dispatching", "page:/contact"]);
    expect(ranked.slice(0, 3).map((r) => [r.entry.label, r.recent])).toEqual([
      ["Reinforcement learning for train dispatching", true],
      ["contact.json", true],
      ["index.js", false],
    ]);
    // Recent commands lead the command list the same way.
    expect(rankEntries(entries, ">", ["copy:email"])[0]?.entry.id).toBe("copy:email");
  });

  it("ignores recent ids that are not in the table", () => {
    expect(rankEntries(entries, "", ["page:/gone"])[0]?.entry.label).toBe("index.js");
  });

  it("returns nothing when nothing matches", () => {
    expect(rankEntries(entries, "zzqx")).toEqual([]);
    expect(rankEntries(entries, ">zzqx")).toEqual([]);
  });
});
