import { describe, expect, it } from "vitest";
import { randomScenario, seeded } from "./random-scenario.test-utils";
import { type Scenario } from "./scenario";
import { testScenario as SAMPLE_SCENARIO } from "./test-scenario";
import LZString from "lz-string";
import { HASH_PREFIX, decodeScenario, encodeScenario, entryEdits, scenarioOfCode } from "./codec";
import { validateScenario } from "./validate";

const roundTrip = (s: Scenario) => decodeScenario(`#${encodeScenario(s)}`);

describe("the scenario in the address", () => {
  it("round-trips issue 59's fields: single track, loops, trains both ways", () => {
    const rand = seeded(59);
    for (let i = 0; i < 30; i++) {
      const s = randomScenario(rand, { singleTrack: true });
      expect(roundTrip(s)).toEqual({ ok: true, value: s });
    }
  });

  it("round-trips the sample", () => {
    expect(roundTrip(SAMPLE_SCENARIO)).toEqual({ ok: true, value: SAMPLE_SCENARIO });
  });

  it("round-trips every field: names with any characters, fractions, stops, both orders", () => {
    const s: Scenario = {
      name: 'Malmö C – "Lund" & <Hässleholm> #1 ?x=y',
      line: {
        stations: [
          { name: "Malmö C", km: 0.25 },
          { name: "Hyllie|Triangeln", km: 3.75 },
          { name: "Lund C, spår 2", km: 17.125 },
          { name: "Höör 🚆", km: 44 },
        ],
        blockKm: 1.7,
        releaseMin: 0.35,
        dwellMin: 1.5,
      },
      trainTypes: [
        { name: "Pågatåg", speedKmh: 140, stops: "all", perHour: 6, offsetMin: 2.5 },
        { name: "Öresundståg", speedKmh: 180, stops: ["Lund C, spår 2"], perHour: 3, offsetMin: 7 },
        { name: "Gods", speedKmh: 100, stops: [], perHour: 0, offsetMin: 59 },
      ],
      order: "optimised",
    };
    expect(roundTrip(s)).toEqual({ ok: true, value: s });
    expect(roundTrip({ ...s, order: "timetabled" })).toEqual({ ok: true, value: { ...s, order: "timetabled" } });
  });

  it("round-trips random scenarios", () => {
    const rand = seeded(3);
    for (let i = 0; i < 50; i++) {
      const checked = validateScenario(randomScenario(rand));
      if (!checked.ok) continue;
      expect(roundTrip(checked.value)).toEqual(checked);
    }
  });

  it("a checked scenario's code unpacks to exactly that scenario (a live figure's, checked once at build)", () => {
    const rand = seeded(57);
    for (let i = 0; i < 60; i++) {
      const checked = validateScenario(randomScenario(rand, { singleTrack: i % 2 === 0 }));
      if (!checked.ok) continue;
      expect(scenarioOfCode(encodeScenario(checked.value))).toStrictEqual(checked.value);
    }
    expect(scenarioOfCode(encodeScenario(SAMPLE_SCENARIO))).toStrictEqual(SAMPLE_SCENARIO);
  });

  it("stays short enough to share: the largest scenario under 2,000 characters", () => {
    const s = randomScenario(seeded(9), { stations: 40, types: 8 });
    s.line.stations.forEach((st, i) => (st.name = `Station number ${i}`));
    expect(encodeScenario(s).length).toBeLessThan(2000);
  });

  it("an empty hash is no scenario; anything else unreadable says so", () => {
    expect(decodeScenario("")).toBeNull();
    expect(decodeScenario("#")).toBeNull();
    expect(decodeScenario("#section-2")).toEqual({ ok: false, unreadable: "version" });
    expect(decodeScenario("#v9.abc")).toEqual({ ok: false, unreadable: "version" });
    expect(decodeScenario("#v1.not-lz-data")).toEqual({ ok: false, unreadable: "data" });
    expect(decodeScenario(`#v1.${"A".repeat(20_000)}`)).toEqual({ ok: false, unreadable: "data" });
    const valid = encodeScenario(SAMPLE_SCENARIO);
    expect(decodeScenario(`#${valid.slice(0, -6)}`)).toEqual({ ok: false, unreadable: "data" });
  });

  it("a link that decodes to an invalid scenario is unreadable, not half applied", () => {
    const bad = { ...SAMPLE_SCENARIO, line: { ...SAMPLE_SCENARIO.line, blockKm: 0 } };
    expect(decodeScenario(encodeScenario(bad))).toEqual({ ok: false, unreadable: "data" });
  });
});

describe("untrusted state is read through schemas", () => {
  it("takes the lab's edit count from a history entry only when it is a whole number of edits", () => {
    expect(entryEdits({ labEdits: 3 })).toBe(3);
    for (const state of [null, undefined, "3", { labEdits: "3" }, { labEdits: -1 }, { labEdits: 1.5 }, { labEdits: Number.NaN }, [3]]) {
      expect(entryEdits(state)).toBe(0);
    }
  });

  it("refuses a link whose packed data has the wrong outline, whatever is inside", () => {
    const pack = (value: unknown) => `#${HASH_PREFIX}${LZString.compressToEncodedURIComponent(JSON.stringify(value))}`;
    const good = JSON.parse(LZString.decompressFromEncodedURIComponent(encodeScenario(SAMPLE_SCENARIO).slice(HASH_PREFIX.length)));
    expect(decodeScenario(pack(good))).toMatchObject({ ok: true });
    for (const bad of [{}, "x", [...good, 1, 1], [...good, 2], good.slice(0, 6), [good[0], "stations", ...good.slice(2)], [...good.slice(0, 5), { 0: 1 }, good[6]]]) {
      expect(decodeScenario(pack(bad))).toEqual({ ok: false, unreadable: "data" });
    }
    // Inside the outline, a wrong value is the scenario's schema's to refuse.
    expect(decodeScenario(pack([good[0], [["<b>", "far"]], ...good.slice(2)]))).toEqual({ ok: false, unreadable: "data" });
  });
});
