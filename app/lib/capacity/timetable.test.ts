import { describe, expect, it } from "vitest";
import { analyse } from "./analyse";
import { capacityModel } from "./model";
import { meetScenario as meet, testScenario } from "./test-scenario";
import { conflictTimes, minuteOfHour, timetableRuns } from "./timetable";

describe("the hour's timetable", () => {
  it("gives each train's times at every station and its hold on each section, as worked by hand", () => {
    const model = capacityModel(meet);
    const runs = timetableRuns(model, [1, 1]);
    expect(runs.map((r) => r.calls.map((c) => [meet.line.stations[c.station]!.name, c.arr, c.dep]))).toEqual([
      [
        ["A", 0, 0],
        ["B", 10, 11],
        ["C", 21, 22],
        ["D", 32, 32],
      ],
      [
        ["D", 5, 5],
        ["C", 15, 15],
        ["B", 25, 25],
        ["A", 35, 35],
      ],
    ]);
    expect(runs[0]!.held).toEqual([
      { section: 0, start: 0, end: 21.5 },
      { section: 1, start: 22, end: 32.5 },
    ]);
    expect(runs[1]!.held).toEqual([
      { section: 0, start: 15, end: 35.5 },
      { section: 1, start: 5, end: 15.5 },
    ]);
  });

  it("places the conflict from the second train's entry, for the minutes it comes too soon", () => {
    const model = capacityModel(meet);
    const analysis = analyse(model, [1, 1], "timetabled");
    expect(analysis.conflicts).toEqual([{ section: 0, first: { type: 0, run: 0 }, second: { type: 1, run: 0 }, gap: 15, headway: 21.5 }]);
    expect(conflictTimes(model, analysis, timetableRuns(model, [1, 1]))).toEqual([{ section: 0, start: 15, end: 21.5 }]);
  });

  it("finds a conflict across the hour, in the first train's hour", () => {
    // G now leaves D at :50 and enters A–C at :00 of the next hour (ref 60), as R of that hour
    // does: a tie, R first (by type), gap 0 against 21.5. G's hold [60, 80.5] moves back an hour
    // to R's: it comes 21.5 minutes too soon, from minute 0.
    const late = { ...meet, trainTypes: [meet.trainTypes[0]!, { ...meet.trainTypes[1]!, offsetMin: 50 }] };
    const model = capacityModel(late);
    const analysis = analyse(model, [1, 1], "timetabled");
    expect(analysis.conflicts).toEqual([{ section: 0, first: { type: 0, run: 0 }, second: { type: 1, run: 0 }, gap: 0, headway: 21.5 }]);
    expect(conflictTimes(model, analysis, timetableRuns(model, [1, 1]))).toEqual([{ section: 0, start: 0, end: 21.5 }]);
  });

  it("runs each type's trains through the hour at 60/n minutes, on double track each section's blocks", () => {
    const model = capacityModel(testScenario);
    const counts = testScenario.trainTypes.map((t) => t.perHour);
    const runs = timetableRuns(model, counts);
    expect(runs).toHaveLength(counts.reduce((a, b) => a + b, 0));
    const commuters = runs.filter((r) => r.type === 0);
    expect(commuters.map((r) => r.calls[0]!.dep)).toEqual([0, 15, 30, 45]);
    // Solna at km 5 at 120 km/h: arrives 2.5 minutes out, stops a minute.
    expect(commuters[1]!.calls[1]).toEqual({ station: 1, arr: 17.5, dep: 18.5 });
    // Every section once, in line order; each hold begins before the train is out of it.
    expect(commuters[1]!.held.map((h) => h.section)).toEqual([0, 1, 2, 3, 4]);
    commuters[1]!.held.forEach((h, s) => {
      expect(h.start).toBeLessThanOrEqual(commuters[1]!.calls[s]!.dep);
      expect(h.end).toBeGreaterThan(commuters[1]!.calls[s + 1]!.arr);
    });
  });

  it("wraps minutes into the hour", () => {
    expect([0, 59.5, 60, 75, -5].map(minuteOfHour)).toEqual([0, 59.5, 0, 15, 55]);
  });
});
