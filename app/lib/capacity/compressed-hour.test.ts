import { describe, expect, it } from "vitest";
import { testScenario } from "./test-scenario";
import { compressedHour, trainLayers } from "./compressed-hour";
import { analyse } from "./analyse";
import { capacityModel } from "./model";

describe("compressedHour", () => {
  const model = capacityModel(testScenario);
  const lab = { analyse: (counts: number[], optimised: boolean) => analyse(model, counts, optimised ? "optimised" : "timetabled") };

  it("draws the bottleneck section's trains at minimum headway, stairs touching", () => {
    const analysis = lab.analyse([4, 2, 1], false);
    const g = compressedHour(model, analysis)!;
    expect([g.fromKm, g.toKm]).toEqual([5, 24]);
    expect(g.boundaries).toHaveLength(9);
    expect(g.trains).toHaveLength(8);
    expect(g.trains[7]!.nextHour).toBe(true);
    expect(g.occupiedMin / 60).toBeCloseTo(analysis.sections[1]!.occupancy, 10);
    // The first stair starts the hour; each train's stairs touch the next one's somewhere.
    expect(g.trains[0]!.stairs[0]!.t0).toBe(0);
    for (let i = 0; i + 1 < g.trains.length; i++) {
      const gap = Math.min(...g.trains[i + 1]!.stairs.map((st, k) => st.t0 - g.trains[i]!.stairs[k]!.t1));
      expect(gap).toBeCloseTo(0, 10);
    }
    // The next hour's first train is blocked from exactly the occupied time.
    expect(g.trains[7]!.stairs[0]!.t0).toBeCloseTo(g.occupiedMin, 10);
  });

  it("shows a commuter's dwell as a flat step, and none at the terminus", () => {
    const g = compressedHour(model, lab.analyse([1, 0, 0], false))!;
    expect([g.fromKm, g.toKm]).toEqual([54, 66]); // Knivsta – Uppsala C
    const path = g.trains[0]!.path;
    expect(path.map(([, km]) => km)).toEqual([54, 54, 66]);
    expect(path[1]![0] - path[0]![0]).toBeCloseTo(1, 10);
    expect(path[2]![0] - path[1]![0]).toBeCloseTo(6, 10); // 12 km at 120 km/h
  });

  it("has nothing to draw without trains", () => {
    expect(compressedHour(model, lab.analyse([0, 0, 0], false))).toBeNull();
  });

  it("groups the trains by type and hour for drawing, keeping every train once", () => {
    // Timetabled order C R F C C R C; the eighth train is the next hour's first commuter.
    const g = compressedHour(model, lab.analyse([4, 2, 1], false))!;
    const layers = trainLayers(g.trains);
    expect(layers.map((l) => [l.type, l.nextHour, l.trains.length])).toEqual([
      [0, false, 4],
      [1, false, 2],
      [2, false, 1],
      [0, true, 1],
    ]);
    expect(layers.flatMap((l) => l.trains).sort((a, b) => g.trains.indexOf(a) - g.trains.indexOf(b))).toEqual(g.trains);
  });
});
