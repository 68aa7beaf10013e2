import { describe, expect, it } from "vitest";
import { testRecommended as recommendedOccupancy } from "./test-scenario";
import { analyse, peakOf } from "./analyse";
import { roundPercent } from "./blocking-time";
import { capacityModel } from "./model";
import { ROOM_CAP, fitsWithin, roomLeft } from "./room-left";
import { randomScenario, seeded } from "./random-scenario.test-utils";
import { type OrderMode } from "./scenario";
import { testScenario as SAMPLE_SCENARIO } from "./test-scenario";

const counts = (s: { trainTypes: { perHour: number }[] }) => s.trainTypes.map((t) => t.perHour);

const formatPercent = (occupancy: number) => `${roundPercent(occupancy).toFixed(1)} %`;

describe("the analysis of the test line", () => {
  const model = capacityModel(SAMPLE_SCENARIO);
  const summary = (c: number[], mode: OrderMode) => {
    const a = analyse(model, c, mode);
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

  it("measures kilometres from the first station, so a line may start at any kilometre post", () => {
    const shifted = { ...SAMPLE_SCENARIO, line: { ...SAMPLE_SCENARIO.line, stations: SAMPLE_SCENARIO.line.stations.map((s) => ({ ...s, km: s.km + 45.3 })) } };
    const a = analyse(capacityModel(shifted), [4, 2, 1], "timetabled");
    expect(formatPercent(peakOf(a))).toBe("47.2 %");
  });
});

describe("properties over random lines and traffic", () => {
  const rand = seeded(37);
  const cases = Array.from({ length: 60 }, (_, i) => randomScenario(rand, { singleTrack: i % 2 === 1 }));

  it("adding a train never lowers the optimised bottleneck", () => {
    for (const s of cases) {
      const model = capacityModel(s);
      const c = counts(s);
      const before = peakOf(analyse(model, c, "optimised"));
      c.forEach((_, t) => {
        const more = c.map((n, i) => (i === t ? n + 1 : n));
        expect(peakOf(analyse(model, more, "optimised"))).toBeGreaterThanOrEqual(before - 1e-9);
      });
    }
  });

  for (const mode of ["timetabled", "optimised"] as const) {
    it(`room left, ${mode}: n more fit and n + 1 do not, stopped by the bottleneck of n + 1`, () => {
      for (const s of cases) {
        const model = capacityModel(s);
        const c = counts(s);
        for (const room of roomLeft(model, c, mode)) {
          for (const [at, limit] of [
            [room.recommended, recommendedOccupancy],
            [room.full, 1],
          ] as const) {
            const plus = (k: number) => analyse(model, c.map((n, i) => (i === room.type ? n + k : n)), mode);
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
    const model = capacityModel(SAMPLE_SCENARIO);
    const room = roomLeft(model, [4, 2, 1], "timetabled");
    expect(room).toHaveLength(3);
    for (const r of room) expect(r.full.more).toBeGreaterThanOrEqual(r.recommended.more);
    expect(room[0]!.recommended.more).toBeGreaterThan(0);
  });
});
