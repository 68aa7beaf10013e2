import { describe, expect, it } from "vitest";
import { type Scenario } from "~/lib/capacity/scenario";
import { testScenario as SAMPLE_SCENARIO } from "~/lib/capacity/test-scenario";
import { decodeScenario, encodeScenario } from "~/lib/capacity/codec";
import { sharing } from "./use-lab-scenario";

/** The scenario as the address gives it back: equal, but every object new. */
const decoded = (s: Scenario) => {
  const d = decodeScenario(`#${encodeScenario(s)}`);
  if (!d?.ok) throw new Error("not decoded");
  return d.value;
};

describe("a decoded scenario shares what did not change", () => {
  it("is the scenario before when nothing changed", () => {
    const again = decoded(SAMPLE_SCENARIO);
    expect(again).not.toBe(SAMPLE_SCENARIO);
    expect(sharing(SAMPLE_SCENARIO, again)).toBe(SAMPLE_SCENARIO);
  });

  it("keeps the stations and the train types when only the block length changed", () => {
    const next = decoded({ ...SAMPLE_SCENARIO, line: { ...SAMPLE_SCENARIO.line, blockKm: 1.5 } });
    const shared = sharing(SAMPLE_SCENARIO, next);
    expect(shared).toEqual(next);
    expect(shared.line.blockKm).toBe(1.5);
    expect(shared.line.stations).toBe(SAMPLE_SCENARIO.line.stations);
    expect(shared.trainTypes).toBe(SAMPLE_SCENARIO.trainTypes);
  });

  it("keeps each unchanged train type and station, and takes the changed ones", () => {
    const types = SAMPLE_SCENARIO.trainTypes.map((t, i) => (i === 1 ? { ...t, perHour: t.perHour + 1 } : t));
    const stations = SAMPLE_SCENARIO.line.stations.map((s, i) => (i === 1 ? { ...s, name: `${s.name} X` } : s));
    const next = decoded({ ...SAMPLE_SCENARIO, trainTypes: types, line: { ...SAMPLE_SCENARIO.line, stations } });
    const shared = sharing(SAMPLE_SCENARIO, next);
    expect(shared).toEqual(next);
    expect(shared.trainTypes[0]).toBe(SAMPLE_SCENARIO.trainTypes[0]);
    expect(shared.trainTypes[1]).not.toBe(SAMPLE_SCENARIO.trainTypes[1]);
    expect(shared.trainTypes[1]!.perHour).toBe(SAMPLE_SCENARIO.trainTypes[1]!.perHour + 1);
    expect(shared.line.stations[0]).toBe(SAMPLE_SCENARIO.line.stations[0]);
    expect(shared.line.stations[1]!.name).toBe(`${SAMPLE_SCENARIO.line.stations[1]!.name} X`);
  });

  it("takes a shorter or longer list as it is", () => {
    const next = decoded({ ...SAMPLE_SCENARIO, trainTypes: SAMPLE_SCENARIO.trainTypes.slice(0, 1) });
    const shared = sharing(SAMPLE_SCENARIO, next);
    expect(shared.trainTypes).toHaveLength(1);
    expect(shared.trainTypes[0]).toBe(SAMPLE_SCENARIO.trainTypes[0]);
  });
});
