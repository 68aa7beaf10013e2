import { describe, expect, it } from "vitest";
import { headwayTable, optimisedOrder } from "../model";
import { trainSpec } from "../lab";
import { bestBundleOrder, bundleTrains } from "./bundles";
import { randomScenario, seeded } from "./random-scenario.test-utils";

describe("bestBundleOrder", () => {
  it("finds the very order issue 10's brute force finds, trying a rotation of each only once", () => {
    const rand = seeded(11);
    for (let trial = 0; trial < 150; trial++) {
      const s = randomScenario(rand, { types: rand.int(1, 6) });
      const line = { ...s.line, stations: s.line.stations.map((st) => ({ ...st, km: st.km - s.line.stations[0]!.km })) };
      const table = headwayTable(line, s.trainTypes.map((t) => trainSpec({ ...t, offset: t.offsetMin }, line)));
      const counts = s.trainTypes.map((t) => t.perHour);
      expect(bundleTrains(bestBundleOrder(table, counts).bundles, counts)).toEqual(optimisedOrder(table, counts));
    }
  });

  it("has no order and no peak without trains", () => {
    expect(bestBundleOrder([[[1]]], [0])).toEqual({ bundles: [], peak: 0 });
  });
});
