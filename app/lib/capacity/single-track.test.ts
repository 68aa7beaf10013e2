import { describe, expect, it } from "vitest";
import { analyse } from "./analyse";
import { capacityModel } from "./model";
import type { Scenario } from "./scenario";

/**
 * Worked by hand (issue 59's definitions). Single track A (km 0) – B (km 6, a loop) – C (km 10),
 * 2 km blocks (A–B three, B–C two), release 0.5 min, dwell 1 min.
 * Down "Local" 60 km/h, stops at B; up "Express" 120 km/h, no stops; one of each an hour.
 *
 * Section A–B. Local: entry S = dep(0) = 0; blocks start 0, 0, dep(2) = 2; end dep(2)+.5 = 2.5,
 * dep(4)+.5 = 4.5, arr(6)+.5 = 6.5. Express from its origin C: own km 4 to 10, S = dep(4) = 2;
 * blocks start 2, 2, dep(6) = 3 → 0, 0, 1 after S; end 3.5, 4.5, arr(10)+.5 = 5.5 → 1.5, 2.5, 3.5.
 *   h(L, L) = max(2.5, 4.5, 6.5 − 2) = 4.5   h(E, E) = max(1.5, 2.5, 3.5 − 1) = 2.5
 *   h(L, E) = 6.5 (the Local must clear the section)   h(E, L) = 3.5
 * Section B–C. Local: S = dep(6) = 7; blocks end dep(8)+.5 = 9.5, arr(10)+.5 = 11.5 → 2.5, 4.5.
 * Express: own km 0 to 4, S = 0; ends 1.5, arr(4)+.5 = 2.5.
 *   h(L, L) = 4.5   h(E, E) = 2.5   h(L, E) = 4.5   h(E, L) = 2.5
 * Both leave their origins at :00. A–B: Local enters at 0, Express at 2: L E, (6.5 + 3.5) / 60 =
 * 16.7 %, and the Express enters 2 min after the Local, which needs 6.5: a conflict. B–C: Express
 * at 0, Local at 7: (2.5 + 4.5) / 60 = 11.7 %, no conflict.
 */
const line = (tracks: 1 | 2, expressOffset = 0): Scenario => ({
  name: "A – C",
  line: {
    stations: [
      { name: "A", km: 0 },
      { name: "B", km: 6, crossing: true },
      { name: "C", km: 10 },
    ],
    blockKm: 2,
    releaseMin: 0.5,
    dwellMin: 1,
    tracks,
  },
  trainTypes: [
    { name: "Local", speedKmh: 60, stops: "all", perHour: 1, offsetMin: 0 },
    { name: "Express", speedKmh: 120, stops: [], perHour: 1, offsetMin: expressOffset, direction: "up" },
  ],
  order: "timetabled",
});

const minutes = (occupancy: number) => Math.round(occupancy * 60 * 1e9) / 1e9;

describe("a single-track line with one loop, worked by hand", () => {
  const model = capacityModel(line(1));

  it("has its sections between crossing stations and the headways above", () => {
    expect(model.sections.map((s) => `${s.from}–${s.to}`)).toEqual(["A–B", "B–C"]);
    const [ab, bc] = model.lanes;
    expect(ab!.headways).toEqual([
      [4.5, 6.5],
      [3.5, 2.5],
    ]);
    expect(bc!.headways).toEqual([
      [4.5, 4.5],
      [2.5, 2.5],
    ]);
  });

  it("gives each section's occupancy in the timetabled order, and the conflict on A – B", () => {
    const a = analyse(model, [1, 1], "timetabled");
    expect(a.sections.map((s) => minutes(s.occupancy))).toEqual([10, 7]);
    expect(a.bottleneck).toBe(0);
    expect(a.conflicts).toEqual([{ section: 0, first: { type: 0, run: 0 }, second: { type: 1, run: 0 }, gap: 2, headway: 6.5 }]);
  });

  it("clears the conflict when the meet moves to the loop at B", () => {
    // The Express leaving C at :04.5 passes B at :06.5, as the Local clears A – B, and has left
    // B – C at :07, when the Local enters it: both gaps exactly their headways.
    const a = analyse(capacityModel(line(1, 4.5)), [1, 1], "timetabled");
    expect(a.conflicts).toEqual([]);
  });

  it("counts a halt without a loop inside its section", () => {
    const s = line(1);
    s.line.stations[1]!.crossing = false;
    const m = capacityModel(s);
    expect(m.sections.map((x) => `${x.from}–${x.to}`)).toEqual(["A–C"]);
    // The Local holds A – C from 0 until arr(10) + 0.5 = 11.5, its dwell at B included.
    expect(m.lanes[0]!.headways[0]![1]).toBe(11.5);
  });

  it("bundles each type's trains in the optimised order, one order for every section", () => {
    const a = analyse(model, [2, 2], "optimised");
    // L L E E: inside 4.5 + 2.5, meets h(L, E) + h(E, L).
    expect(a.sections.map((s) => minutes(s.occupancy))).toEqual([4.5 + 2.5 + 6.5 + 3.5, 4.5 + 2.5 + 4.5 + 2.5]);
    expect(a.order).toEqual([0, 0, 1, 1]);
  });
});

describe("a double-track line with trains both ways", () => {
  it("gives each section the busier of its two directions", () => {
    const model = capacityModel(line(2));
    expect(model.lanes.map((l) => [l.section, l.direction])).toEqual([
      [0, "down"],
      [0, "up"],
      [1, "down"],
      [1, "up"],
    ]);
    const a = analyse(model, [3, 1], "timetabled");
    // Down: three Locals, each section's h(L, L) three times. Up: one Express.
    const down = model.lanes.filter((l) => l.direction === "down").map((l) => l.headways[0]![0]! * 3);
    const up = model.lanes.filter((l) => l.direction === "up").map((l) => l.headways[1]![1]!);
    expect(a.sections.map((s) => minutes(s.occupancy))).toEqual(down.map((d, i) => Math.max(d, up[i]!)));
  });

  it("is today's model on the reversed line for an up train", () => {
    const up = line(2);
    up.trainTypes = [{ ...up.trainTypes[1]!, perHour: 4 }];
    const reversed = line(2);
    reversed.line.stations = [
      { name: "C", km: 0 },
      { name: "B", km: 4 },
      { name: "A", km: 10 },
    ];
    reversed.trainTypes = [{ ...up.trainTypes[0]!, direction: "down" }];
    const a = analyse(capacityModel(up), [4], "timetabled");
    const b = analyse(capacityModel(reversed), [4], "timetabled");
    expect(a.sections.map((s) => s.occupancy)).toEqual(b.sections.map((s) => s.occupancy).reverse());
  });
});
