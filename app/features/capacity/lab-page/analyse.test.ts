import { describe, expect, it } from "vitest";
import { testLine as capacityLine, testRecommended as recommendedOccupancy, testTrainTypes as capacityTrainTypes } from "~/lib/lab-scenario/test-scenario";
import { createLab } from "../lab";
import { formatPercent } from "../model";
import { ROOM_CAP, analyseCounts, fitsWithin, peakOf, roomLeft, scenarioModel } from "./analyse";
import { randomScenario, seeded } from "./random-scenario.test-utils";
import { type OrderMode } from "~/lib/lab-scenario/scenario";
import { testScenario as SAMPLE_SCENARIO } from "~/lib/lab-scenario/test-scenario";

const counts = (s: { trainTypes: { perHour: number }[] }) => s.trainTypes.map((t) => t.perHour);

describe("the lab page's analysis of the sample scenario is the home lab's, figure for figure", () => {
  const home = createLab(capacityLine, capacityTrainTypes, recommendedOccupancy);
  const model = scenarioModel(SAMPLE_SCENARIO);
  const summary = (c: number[], mode: OrderMode) => {
    const a = analyseCounts(model, c, mode);
    return `${a.sections[a.bottleneck]!.from} – ${a.sections[a.bottleneck]!.to} ${formatPercent(peakOf(a))}`;
  };

  it("keeps issue 10's worked examples", () => {
    expect(summary([4, 2, 1], "timetabled")).toBe("Solna – Upplands Väsby 47.2 %");
    expect(summary([4, 2, 1], "optimised")).toBe("Märsta – Knivsta 43.0 %");
    expect(summary([6, 0, 0], "timetabled")).toBe("Knivsta – Uppsala C 34.4 %");
    expect(summary([12, 0, 0], "timetabled")).toContain("68.9 %");
    expect(summary([6, 3, 2], "timetabled")).toContain("74.5 %");
    expect(summary([4, 4, 4], "timetabled")).toContain("87.9 %");
    expect(summary([12, 6, 3], "timetabled")).toContain("141.1 %");
  });

  it("equals the home lab's analysis on every mix up to 6/6/6, in both orders", () => {
    for (let c = 0; c <= 6; c++)
      for (let r = 0; r <= 6; r++)
        for (let f = 0; f <= 6; f++)
          for (const optimised of [false, true]) {
            const { kept, ...mine } = analyseCounts(model, [c, r, f], optimised ? "optimised" : "timetabled");
            expect(mine).toEqual(home.analyse([c, r, f], optimised));
            expect(kept).toBe(optimised && c + r + f > 0 ? "bundles" : null);
          }
  });

  it("measures kilometres from the first station, so a line may start at any kilometre post", () => {
    const shifted = { ...SAMPLE_SCENARIO, line: { ...SAMPLE_SCENARIO.line, stations: SAMPLE_SCENARIO.line.stations.map((s) => ({ ...s, km: s.km + 45.3 })) } };
    const a = analyseCounts(scenarioModel(shifted), [4, 2, 1], "timetabled");
    expect(formatPercent(peakOf(a))).toBe("47.2 %");
  });
});

describe("properties over random lines and traffic", () => {
  const rand = seeded(37);
  const cases = Array.from({ length: 60 }, () => randomScenario(rand));

  it("adding a train never lowers the optimised bottleneck", () => {
    for (const s of cases) {
      const model = scenarioModel(s);
      const c = counts(s);
      const before = peakOf(analyseCounts(model, c, "optimised"));
      c.forEach((_, t) => {
        const more = c.map((n, i) => (i === t ? n + 1 : n));
        expect(peakOf(analyseCounts(model, more, "optimised"))).toBeGreaterThanOrEqual(before - 1e-9);
      });
    }
  });

  it("keeps the timetabled order when no order of the bundles beats it", () => {
    // Found by a random search: the best bundled order gives 38.6 %, the timetable 37.2 %.
    const s = randomScenario(seeded(1), { stations: 10, types: 4 });
    s.line = {
      stations: [29, 53, 66.5, 72.5, 79.5, 88.5, 98.5, 111, 114.5, 122].map((km, i) => ({ name: `S${i}`, km })),
      blockKm: 1,
      releaseMin: 1,
      dwellMin: 1,
    };
    s.trainTypes = [
      { name: "T0", speedKmh: 90, stops: ["S1", "S3", "S5", "S6"], perHour: 1, offsetMin: 28 },
      { name: "T1", speedKmh: 90, stops: ["S2"], perHour: 1, offsetMin: 52 },
      { name: "T2", speedKmh: 90, stops: ["S1", "S5", "S7", "S8"], perHour: 4, offsetMin: 31 },
      { name: "T3", speedKmh: 80, stops: ["S6"], perHour: 1, offsetMin: 31 },
    ];
    const model = scenarioModel(s);
    const timetabled = analyseCounts(model, counts(s), "timetabled");
    const optimised = analyseCounts(model, counts(s), "optimised");
    expect(formatPercent(peakOf(timetabled))).toBe("37.2 %");
    expect(optimised.kept).toBe("timetabled");
    expect(optimised.order).toEqual(timetabled.order);
    expect(peakOf(optimised)).toBe(peakOf(timetabled));
  });

  it("optimising never raises the bottleneck", () => {
    for (const s of cases) {
      const model = scenarioModel(s);
      expect(peakOf(analyseCounts(model, counts(s), "optimised"))).toBeLessThanOrEqual(peakOf(analyseCounts(model, counts(s), "timetabled")) + 1e-9);
    }
  });

  for (const mode of ["timetabled", "optimised"] as const) {
    it(`room left, ${mode}: n more fit and n + 1 do not, stopped by the bottleneck of n + 1`, () => {
      for (const s of cases) {
        const model = scenarioModel(s);
        const c = counts(s);
        for (const room of roomLeft(model, c, mode)) {
          for (const [at, limit] of [
            [room.recommended, recommendedOccupancy],
            [room.full, 1],
          ] as const) {
            const plus = (k: number) => analyseCounts(model, c.map((n, i) => (i === room.type ? n + k : n)), mode);
            if (at.more > 0) expect(fitsWithin(peakOf(plus(at.more)), limit)).toBe(true);
            if (at.capped) {
              expect(c[room.type]! + at.more).toBe(ROOM_CAP);
            } else {
              const next = plus(at.more + 1);
              expect(fitsWithin(peakOf(next), limit)).toBe(false);
              expect(at.stoppedBy).toBe(next.bottleneck);
            }
          }
          expect(room.recommended.more).toBeLessThanOrEqual(room.full.more);
        }
      }
    });
  }

  it("the sample's room left: 47.2 % as timetabled leaves room for more of each type", () => {
    const model = scenarioModel(SAMPLE_SCENARIO);
    const room = roomLeft(model, [4, 2, 1], "timetabled");
    expect(room).toHaveLength(3);
    for (const r of room) expect(r.full.more).toBeGreaterThanOrEqual(r.recommended.more);
    expect(room[0]!.recommended.more).toBeGreaterThan(0);
  });
});
