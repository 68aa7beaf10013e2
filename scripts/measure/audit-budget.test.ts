import { describe, expect, it } from "vitest";
import { checkBudget, holdsAbsoluteTbt, tbtBar } from "./audit-budget.mjs";

/** A mobile row that meets every budget on a fast machine; each test changes what it checks. */
function row(overrides: Record<string, unknown> = {}) {
  return {
    route: "/about",
    performance: 100,
    accessibility: 100,
    "best-practices": 100,
    seo: 100,
    lcp: 800,
    tbt: 10,
    cls: 0,
    jsBytes: 100 * 1024,
    speculativeBytes: 20 * 1024,
    failedAudits: [],
    benchmark: [2200, 2300, 2100],
    copyTbt: 5,
    ...overrides,
  };
}

describe("the audit's budgets", () => {
  it("passes a page that meets them all", () => {
    expect(checkBudget(row())).toEqual([]);
  });

  it("holds a page to the absolute TBT where the machine is fast and the copy meets it", () => {
    expect(holdsAbsoluteTbt(row())).toBe(true);
    expect(tbtBar(row())).toBe(25);
    expect(checkBudget(row({ tbt: 30 }))).toEqual(["/about: TBT 30 ms > 25 ms (benchmark index 2200, 2300, 2100; its no-JS copy 5 ms)"]);
  });

  it("falls back to the ratio on a slow machine, by the median benchmark index", () => {
    const slow = row({ benchmark: [1500, 1900, 1700], tbt: 200, copyTbt: 100 });
    expect(holdsAbsoluteTbt(slow)).toBe(false);
    expect(tbtBar(slow)).toBe(220);
    expect(checkBudget(slow)).toEqual([]);
  });

  it("falls back to the ratio where the copy without scripts already blocks past the budget", () => {
    // A fast benchmark index, but a browser that spends 290 ms on the page with no script at all.
    const copyOver = row({ tbt: 480, copyTbt: 290 });
    expect(holdsAbsoluteTbt(copyOver)).toBe(false);
    expect(tbtBar(copyOver)).toBe(600);
    expect(checkBudget(copyOver)).toEqual([]);
  });

  it("fails a page past twice its copy's TBT plus 20 ms, wherever it runs", () => {
    expect(checkBudget(row({ tbt: 441, copyTbt: 189, benchmark: [1400, 1500, 1600] }))).toEqual([
      "/about: TBT 441 ms > 2 × its no-JS copy's 189 ms + 20 ms",
    ]);
  });

  it("keeps the scores, LCP, CLS and the home page's JavaScript on every machine", () => {
    const slow = { benchmark: [1400, 1500, 1600], copyTbt: 300, tbt: 300 };
    expect(checkBudget(row({ ...slow, performance: 93, failedAudits: ["total-blocking-time"] }))).toEqual([
      "/about: performance 93 < 100 (failing audits: total-blocking-time)",
    ]);
    expect(checkBudget(row({ ...slow, lcp: 851 }))).toEqual(["/about: LCP 851 ms > 850 ms"]);
    expect(checkBudget(row({ ...slow, cls: 0.002 }))).toEqual(["/about: CLS 0.002 > 0"]);
    expect(checkBudget(row({ route: "/", jsBytes: 116 * 1024 }))).toEqual(["/: JavaScript 116.0 KB > 115 KB compressed"]);
    expect(checkBudget(row({ jsBytes: 116 * 1024 }))).toEqual([]);
  });

  it("holds what any page fetches ahead for the next pages to 40 KB, apart from its own JavaScript", () => {
    expect(checkBudget(row({ route: "/", jsBytes: 114 * 1024, speculativeBytes: 30 * 1024 }))).toEqual([]);
    expect(checkBudget(row({ speculativeBytes: 41 * 1024 }))).toEqual(["/about: fetched ahead 41.0 KB > 40 KB compressed"]);
  });
});
