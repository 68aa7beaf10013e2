/**
 * The line the capacity model's worked examples are computed on: the tests' own, so they hold
 * whatever line the owner puts in content/capacity.yaml. One direction of a double-track line,
 * six stations, three train types (the numbers of the site's first sample line).
 */
import type { CapacityStation, CapacityTrainType } from "../content/capacity";
import { scenarioOf } from "./scenario";

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
