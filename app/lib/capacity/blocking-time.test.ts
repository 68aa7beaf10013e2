import { describe, expect, it } from "vitest";
import { analyse } from "./analyse";
import { capacityModel } from "./model";
import { testScenario } from "./test-scenario";
import {
  type LineSpec,
  type TrainSpec,
  blockingTimes,
  compressedStarts,
  departure,
  roundPercent,
  headway,
  limitStatus,
  lineBlocks,
  timetabledOrder,
} from "./blocking-time";
import { headwayTable, occupancies, optimisedOrder } from "./reference-analysis.test-utils";

const formatPercent = (occupancy: number) => `${roundPercent(occupancy).toFixed(1)} %`;

const oneSection: LineSpec = { stations: [{ name: "P", km: 0 }, { name: "Q", km: 12 }], blockKm: 2, releaseMin: 0.5 };
const A: TrainSpec = { speedKmh: 120, stopsKm: [], dwellMin: 1 };
const B: TrainSpec = { speedKmh: 60, stopsKm: [], dwellMin: 1 };

describe("worked example: one section, km 0–12, A 120 km/h and B 60 km/h", () => {
  const blocks = lineBlocks(oneSection);
  const a = blockingTimes(A, blocks, 0.5);
  const b = blockingTimes(B, blocks, 0.5);

  it("has six 2 km blocks", () => {
    expect(blocks).toHaveLength(6);
    expect(blocks[5]).toEqual({ section: 0, startKm: 10, endKm: 12 });
  });

  it("blocks from dep(start of block k−1), the first from 0, to dep(end of k) + 0.5", () => {
    expect(b.slice(0, 3)).toEqual([
      { start: 0, end: 2.5 },
      { start: 0, end: 4.5 },
      { start: 2, end: 6.5 },
    ]);
  });

  it("gives the four headways", () => {
    expect(headway(a, b, blocks, 0)).toBe(2.5);
    expect(headway(b, a, blocks, 0)).toBe(8.5);
    expect(headway(a, a, blocks, 0)).toBe(2.5);
    expect(headway(b, b, blocks, 0)).toBe(4.5);
  });

  it("ABAB → 36.7 %, AABB → 30.0 %", () => {
    const table = headwayTable(oneSection, [A, B]);
    expect(formatPercent(occupancies(table, [0, 1, 0, 1])[0]!)).toBe("36.7 %");
    expect(formatPercent(occupancies(table, [0, 0, 1, 1])[0]!)).toBe("30.0 %");
  });
});

describe("worked example: line 0–6–12, C 60 km/h stopping at km 6", () => {
  const line: LineSpec = { stations: [{ name: "P", km: 0 }, { name: "M", km: 6 }, { name: "Q", km: 12 }], blockKm: 2, releaseMin: 0.5 };
  const C: TrainSpec = { speedKmh: 60, stopsKm: [6], dwellMin: 1 };
  const table = headwayTable(line, [A, C]);

  it("counts the dwell at km 6 in dep(6)", () => {
    expect(departure(C, 5.999)).toBeCloseTo(5.999);
    expect(departure(C, 6)).toBe(7);
  });

  it("first section: h(A,C) = 2.5, h(C,A) = 6.5 → 15.0 %", () => {
    expect(table[0]![0]![1]).toBe(2.5);
    expect(table[0]![1]![0]).toBe(6.5);
    expect(formatPercent(occupancies(table, [0, 1])[0]!)).toBe("15.0 %");
  });

  it("second section, approached from the first: h(A,C) = 0.5, h(C,A) = 9.5 → 16.7 %", () => {
    expect(table[1]![0]![1]).toBe(0.5);
    expect(table[1]![1]![0]).toBe(9.5);
    expect(formatPercent(occupancies(table, [0, 1])[1]!)).toBe("16.7 %");
  });
});

describe("the test line Norrtull – Uppsala C", () => {
  const model = capacityModel(testScenario);
  const lab = { analyse: (counts: number[], optimised: boolean) => analyse(model, counts, optimised ? "optimised" : "timetabled"), headways: model.lanes.map((l) => l.headways) };
  const summary = (counts: number[], optimised = false) => {
    const r = lab.analyse(counts, optimised);
    const s = r.sections[r.bottleneck]!;
    return `${s.from} – ${s.to} ${formatPercent(s.occupancy)}`;
  };

  it("splits each section into ceil(length / 2 km) blocks", () => {
    expect(model.sections.map((s) => s.blocks)).toEqual([3, 10, 7, 9, 6]);
    expect(model.sections[0]!.boundaries).toEqual([5 / 3, 10 / 3]);
  });

  it("defaults as timetabled: C R F C C R C, Solna – Upplands Väsby 47.2 %", () => {
    expect(lab.analyse([4, 2, 1], false).order).toEqual([0, 1, 2, 0, 0, 1, 0]);
    expect(summary([4, 2, 1])).toBe("Solna – Upplands Väsby 47.2 %");
  });

  it("defaults optimised: Märsta – Knivsta 43.0 %", () => {
    expect(summary([4, 2, 1], true)).toBe("Märsta – Knivsta 43.0 %");
  });

  it.each([
    [[6, 0, 0], "Knivsta – Uppsala C 34.4 %"],
    [[12, 0, 0], "68.9 %"],
    [[6, 3, 2], "74.5 %"],
    [[4, 4, 4], "87.9 %"],
    [[12, 6, 3], "141.1 %"],
  ])("%j trains as timetabled → %s", (counts, expected) => {
    expect(summary(counts)).toContain(expected);
  });

  it("words the limits", () => {
    const words = (counts: number[]) => lab.analyse(counts, false).status;
    expect(words([4, 2, 1])).toBe("within");
    expect(words([6, 3, 2])).toBe("within");
    expect(words([4, 4, 4])).toBe("above");
    expect(words([12, 6, 3])).toBe("over");
    expect(limitStatus(0.75, 0.75)).toBe("within");
    expect(limitStatus(0.7504, 0.75)).toBe("within"); // shown as 75.0 %
    expect(limitStatus(0.7506, 0.75)).toBe("above");
    expect(limitStatus(1, 0.75)).toBe("above");
    expect(limitStatus(1.0006, 0.75)).toBe("over");
  });

  it("has no bottleneck, no status and zero occupancy without trains", () => {
    const r = lab.analyse([0, 0, 0], true);
    expect(r.bottleneck).toBe(-1);
    expect(r.status).toBeNull();
    expect(r.sections.every((s) => s.occupancy === 0)).toBe(true);
  });

  it("compresses the bottleneck's hour: the next hour's first train starts at the occupied time", () => {
    const r = lab.analyse([4, 2, 1], false);
    const starts = compressedStarts(lab.headways[r.bottleneck]!, r.order);
    expect(starts).toHaveLength(8);
    expect(starts[7]! / 60).toBeCloseTo(r.sections[r.bottleneck]!.occupancy, 10);
  });

  // Properties, over every count from 0 to 4 of each type (125 cases).
  const grid: number[][] = [];
  for (let c = 0; c <= 4; c++) for (let r = 0; r <= 4; r++) for (let f = 0; f <= 4; f++) grid.push([c, r, f]);
  const peak = (counts: number[], optimised: boolean) => {
    const r = lab.analyse(counts, optimised);
    return r.bottleneck < 0 ? 0 : r.sections[r.bottleneck]!.occupancy;
  };

  it("inserting a train anywhere in a fixed order never lowers any section's occupancy", () => {
    let seed = 7; // small LCG: a seeded spread of orders, the same on every run
    const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) % n);
    for (let trial = 0; trial < 300; trial++) {
      const order = Array.from({ length: rand(20) }, () => rand(3));
      const at = rand(order.length + 1);
      const more = [...order.slice(0, at), rand(3), ...order.slice(at)];
      const before = occupancies(lab.headways, order);
      occupancies(lab.headways, more).forEach((o, i) => expect(o).toBeGreaterThanOrEqual(before[i]! - 1e-9));
    }
  });

  it("adding a train never lowers the optimised bottleneck", () => {
    for (const counts of grid) {
      for (let t = 0; t < 3; t++) {
        const more = counts.map((n, i) => (i === t ? n + 1 : n));
        expect(peak(more, true)).toBeGreaterThanOrEqual(peak(counts, true) - 1e-9);
      }
    }
  });

  it("as timetabled, an added train re-spaces its type, so the order and the bottleneck may change either way", () => {
    // 4 regionals leave at :05 :20 :35 :50, 5 at :05 :17 :29 :41 :53: a different order.
    expect(formatPercent(peak([2, 4, 2], false))).toBe("60.5 %");
    expect(formatPercent(peak([2, 5, 2], false))).toBe("60.0 %");
  });

  it("optimising never raises the bottleneck", () => {
    for (const counts of grid) expect(peak(counts, true)).toBeLessThanOrEqual(peak(counts, false) + 1e-9);
  });

  it("optimises by trying every order of the bundles, keeping the first best", () => {
    const table = lab.headways;
    expect(optimisedOrder(table, [0, 0, 0])).toEqual([]);
    expect(optimisedOrder(table, [0, 3, 0])).toEqual([1, 1, 1]);
    expect(new Set(optimisedOrder(table, [2, 2, 2]).join(""))).toEqual(new Set("012"));
    expect(timetabledOrder([1, 1, 1], [0, 0, 0])).toEqual([0, 1, 2]);
  });
});
