import { describe, expect, it } from "vitest";
import { analyse } from "./analyse";
import { capacityModel } from "./model";
import { type Scenario, cloneScenario } from "./scenario";
import { meetScenario } from "./test-scenario";

/** The line worked by hand in test-scenario.ts, on one track or two, G leaving D at `gOffset`. */
const line = (tracks: 1 | 2, gOffset = 5): Scenario => {
  const s = cloneScenario(meetScenario);
  s.line.tracks = tracks;
  s.trainTypes[1]!.offsetMin = gOffset;
  return s;
};

const minutes = (occupancy: number) => Math.round(occupancy * 60 * 1e9) / 1e9;

describe("a single-track line with one loop, worked by hand", () => {
  const model = capacityModel(line(1));

  it("has its sections between crossing stations and the headways worked out", () => {
    expect(model.sections.map((s) => `${s.from}–${s.to}`)).toEqual(["A–C", "C–D"]);
    const [ac, cd] = model.lanes;
    expect(ac!.headways).toEqual([
      [11.5, 21.5],
      [20.5, 10.5],
    ]);
    expect(cd!.headways).toEqual([
      [10.5, 10.5],
      [10.5, 10.5],
    ]);
  });

  it("gives each section's occupancy in the timetabled order, and the conflict on A – C", () => {
    const a = analyse(model, [1, 1], "timetabled");
    expect(a.sections.map((s) => minutes(s.occupancy))).toEqual([42, 21]);
    expect(a.bottleneck).toBe(0);
    expect(a.conflicts).toEqual([{ section: 0, first: { type: 0, run: 0 }, second: { type: 1, run: 0 }, gap: 15, headway: 21.5 }]);
  });

  it("clears the conflict when the meet moves to the loop at C", () => {
    const a = analyse(capacityModel(line(1, 11.5)), [1, 1], "timetabled");
    expect(a.conflicts).toEqual([]);
  });

  it("counts a halt without a loop inside its section", () => {
    const s = line(1);
    s.line.stations[2]!.crossing = false;
    const m = capacityModel(s);
    expect(m.sections.map((x) => `${x.from}–${x.to}`)).toEqual(["A–D"]);
    // R holds A – D from 0 until arr(D) + 0.5 = 32.5, its dwells at B and C included.
    expect(m.lanes[0]!.headways[0]![1]).toBe(32.5);
  });

  it("bundles each type's trains in the optimised order, one order for every section", () => {
    const a = analyse(model, [2, 2], "optimised");
    // R R G G: inside 11.5 + 10.5, meets h(R, G) + h(G, R).
    expect(a.sections.map((s) => minutes(s.occupancy))).toEqual([11.5 + 10.5 + 21.5 + 20.5, 4 * 10.5]);
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
      [2, "down"],
      [2, "up"],
    ]);
    const a = analyse(model, [3, 1], "timetabled");
    // Down: three Rs, each section's h(R, R) three times. Up: one G.
    const down = model.lanes.filter((l) => l.direction === "down").map((l) => l.headways[0]![0]! * 3);
    const up = model.lanes.filter((l) => l.direction === "up").map((l) => l.headways[1]![1]!);
    expect(a.sections.map((s) => minutes(s.occupancy))).toEqual(down.map((d, i) => Math.max(d, up[i]!)));
  });

  it("is today's model on the reversed line for an up train", () => {
    const up = line(2);
    up.trainTypes = [{ ...up.trainTypes[1]!, perHour: 4 }];
    const reversed = line(2);
    reversed.line.stations = [
      { name: "D", km: 0 },
      { name: "C", km: 10 },
      { name: "B", km: 20 },
      { name: "A", km: 30 },
    ];
    reversed.trainTypes = [{ ...up.trainTypes[0]!, direction: "down" }];
    const a = analyse(capacityModel(up), [4], "timetabled");
    const b = analyse(capacityModel(reversed), [4], "timetabled");
    expect(a.sections.map((s) => s.occupancy)).toEqual(b.sections.map((s) => s.occupancy).reverse());
  });
});
