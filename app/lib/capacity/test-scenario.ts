/**
 * The lines the capacity model's worked examples are computed on: the tests' own, so they hold
 * whatever line the owner puts in content/capacity.yaml. One direction of a double-track line,
 * six stations, three train types (the numbers of the site's first sample line); and a
 * single-track line worked by hand (below).
 */
import type { CapacityStation, CapacityTrainType } from "../content/capacity";
import { type Scenario, scenarioOf } from "./scenario";

export const testLine = {
  name: "Norrtull – Uppsala C",
  stations: [
    { name: "Norrtull", km: 0 },
    { name: "Solna", km: 5 },
    { name: "Upplands Väsby", km: 24 },
    { name: "Märsta", km: 37 },
    { name: "Knivsta", km: 54 },
    { name: "Uppsala C", km: 66 },
  ] satisfies CapacityStation[],
  blockKm: 2,
  dwellMin: 1,
  releaseMin: 0.5,
};

export const testTrainTypes: CapacityTrainType[] = [
  { id: "commuter", name: "Commuter", speedKmh: 120, stops: "all", offset: 0, defaultCount: 4 },
  { id: "regional", name: "Regional", speedKmh: 160, stops: ["Knivsta"], offset: 5, defaultCount: 2 },
  { id: "freight", name: "Freight", speedKmh: 90, stops: [], offset: 10, defaultCount: 1 },
];

export const testRecommended = 0.75;

/** The test line as the lab page's scenario. */
export const testScenario = scenarioOf(testLine, testTrainTypes);

/**
 * A single-track line with two sections, worked by hand (issue 59's definitions, model.ts); the
 * model's, the timetable's and the timetable graph's tests hold the code to these numbers.
 *
 * A 0 – B 10 – C 20 – D 30 km, a loop at C (B is a halt; the ends always count): sections A–C
 * and C–D. 5 km blocks (two a station gap), release 0.5 min, dwell 1 min.
 * - R, down at 60 km/h stopping everywhere, leaves A at :00: A 0, B 10–11, C 21–22, D 32.
 * - G, up at 60 km/h without stops, leaves D at :05: D 5, C 15, B 25, A 35.
 *
 * Section A–C. R: entry S = dep(A) = 0; its blocks start 0, dep(0) = 0, dep(5) = 5, dep(10) = 11
 * and end dep(5)+.5 = 5.5, dep(10)+.5 = 11.5, dep(15)+.5 = 16.5, arr(20)+.5 = 21.5. G from its
 * origin D: own km 10 to 30, S = dep(10) = 10; blocks start 0, 0, 5, 10 and end 5.5, 10.5, 15.5,
 * 20.5 after S.
 *   h(R, R) = max(5.5, 11.5, 16.5 − 5, 21.5 − 11) = 11.5   h(G, G) = max(5.5, 10.5, 15.5 − 5, 20.5 − 10) = 10.5
 *   h(R, G) = 21.5 (R must clear the whole section)   h(G, R) = 20.5
 * Section C–D. R: S = dep(C) = 22, blocks end dep(25)+.5 = 27.5 and arr(30)+.5 = 32.5, 5.5 and
 * 10.5 after S. G: own km 0 to 10, S = 0, ends 5.5 and 10.5. Every headway is 10.5.
 * Holds (entry to last end): R A–C 0–21.5, C–D 22–32.5; G C–D 5–15.5, A–C 15–35.5.
 *
 * As timetabled: A–C, R enters at 0 and G at 15: (21.5 + 20.5) / 60 = 70 %, the bottleneck; G
 * enters 15 minutes after R, which needs 21.5: a conflict, 6.5 minutes too soon (15–21.5).
 * C–D, G at 5 and R at 22: (10.5 + 10.5) / 60 = 35 %, gaps 17 and 43, no conflict.
 * The meet at the loop: G leaving D at :11.5 reaches C at 21.5, as R clears A–C, and has
 * cleared C–D at 22, as R enters it: both gaps exactly their headways, no conflict.
 */
export const meetScenario: Scenario = {
  name: "Meet",
  line: {
    tracks: 1,
    stations: [
      { name: "A", km: 0 },
      { name: "B", km: 10 },
      { name: "C", km: 20, crossing: true },
      { name: "D", km: 30 },
    ],
    blockKm: 5,
    releaseMin: 0.5,
    dwellMin: 1,
  },
  trainTypes: [
    { name: "R", speedKmh: 60, stops: "all", perHour: 1, offsetMin: 0 },
    { name: "G", speedKmh: 60, stops: [], perHour: 1, offsetMin: 5, direction: "up" },
  ],
  order: "timetabled",
};
