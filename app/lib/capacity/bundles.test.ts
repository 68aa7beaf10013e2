import { describe, expect, it } from "vitest";
import { optimisedOrder } from "./reference-analysis.test-utils";
import { capacityModel } from "./model";
import { bestBundleOrder, bundleTrains } from "./bundles";
import { randomScenario, seeded } from "./random-scenario.test-utils";

describe("bestBundleOrder", () => {
  it("finds the very order issue 10's brute force finds, trying a rotation of each only once", () => {
    const rand = seeded(11);
    for (let trial = 0; trial < 150; trial++) {
      const s = randomScenario(rand, { types: rand.int(1, 6), singleTrack: trial % 2 === 1 });
      const { lanes } = capacityModel(s);
      const counts = s.trainTypes.map((t) => t.perHour);
      expect(bundleTrains(bestBundleOrder(lanes, counts).bundles, counts)).toEqual(optimisedOrder(lanes.map((l) => l.headways), counts));
    }
  });

  it("has no order and no peak without trains", () => {
    expect(bestBundleOrder([{ types: [0], headways: [[1]] }], [0])).toEqual({ bundles: [], peak: 0 });
  });
});
