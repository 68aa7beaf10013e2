import { describe, expect, it } from "vitest";
import { validateScenario } from "./validate";
import { cloneScenario } from "./scenario";
import { testScenario as SAMPLE_SCENARIO } from "./test-scenario";

const sample = () => JSON.parse(JSON.stringify(SAMPLE_SCENARIO));
const codes = (input: unknown) => {
  const r = validateScenario(input);
  return r.ok ? [] : r.issues.map((i) => `${i.code} ${i.path.join(".")}`);
};

describe("validateScenario", () => {
  it("takes single track, loops and up trains, leaving the defaults out", () => {
    const s = sample();
    s.line.tracks = 1;
    s.line.stations[2].crossing = true;
    s.line.stations[3].crossing = false;
    s.trainTypes[0].direction = "up";
    s.trainTypes[1].direction = "down";
    const r = validateScenario(s);
    expect(r.ok && r.value.line.tracks).toBe(1);
    expect(r.ok && r.value.line.stations.map((st) => st.crossing)).toEqual([undefined, undefined, true, undefined, undefined, undefined]);
    expect(r.ok && r.value.trainTypes.map((t) => t.direction)).toEqual(["up", undefined, undefined]);
    s.line.tracks = 2;
    expect(validateScenario(s).ok && "tracks" in (validateScenario(s) as { value: { line: object } }).value.line).toBe(false);
  });

  it("names the field of a bad track count, loop or direction", () => {
    const s = sample();
    s.line.tracks = 3;
    s.line.stations[1].crossing = "yes";
    s.trainTypes[2].direction = "sideways";
    expect(codes(s)).toEqual(["type line.stations.1.crossing", "tracks line.tracks", "direction trainTypes.2.direction"]);
  });

  it("takes the sample as it is", () => {
    expect(validateScenario(sample())).toEqual({ ok: true, value: SAMPLE_SCENARIO });
  });

  it("trims names, puts stops in line order, drops a named terminus, defaults the order", () => {
    const s = sample();
    s.name = "  Mine ";
    s.line.stations[1].name = " Solna ";
    s.trainTypes[1].stops = ["Knivsta", "Solna", "Uppsala C", "Solna"];
    delete s.order;
    const r = validateScenario(s);
    expect(r.ok && r.value.name).toBe("Mine");
    expect(r.ok && r.value.trainTypes[1]!.stops).toEqual(["Solna", "Knivsta"]);
    expect(r.ok && r.value.order).toBe("timetabled");
  });

  it("names the field of a wrong type", () => {
    const s = sample();
    s.line.stations[2].km = "24";
    s.trainTypes[0].speedKmh = null;
    expect(codes(s)).toEqual(["type line.stations.2.km", "type trainTypes.0.speedKmh"]);
    expect(codes([])).toEqual(["type "]);
    expect(codes(null)).toEqual(["type "]);
  });

  it("names a missing field", () => {
    const s = sample();
    delete s.line.blockKm;
    expect(codes(s)).toEqual(["required line.blockKm"]);
  });

  it("gives each range its limits", () => {
    const s = sample();
    s.trainTypes[0].perHour = 31;
    s.trainTypes[1].perHour = 2.5;
    s.trainTypes[2].speedKmh = 5;
    const r = validateScenario(s);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.issues).toEqual([
      { code: "integer", path: ["trainTypes", 0, "perHour"], params: { min: 0, max: 30 } },
      { code: "integer", path: ["trainTypes", 1, "perHour"], params: { min: 0, max: 30 } },
      { code: "range", path: ["trainTypes", 2, "speedKmh"], params: { min: 10, max: 400 } },
    ]);
  });

  it("refuses kilometres that do not increase", () => {
    const s = sample();
    s.line.stations[3].km = 24;
    const r = validateScenario(s);
    expect(!r.ok && r.issues).toEqual([{ code: "km_order", path: ["line", "stations", 3, "km"], params: { previous: "Upplands Väsby", previousKm: 24 } }]);
  });

  it("refuses an unknown stop, naming it", () => {
    const s = sample();
    s.trainTypes[1].stops = ["Knivsta", "Arlanda C"];
    const r = validateScenario(s);
    expect(!r.ok && r.issues).toEqual([{ code: "unknown_stop", path: ["trainTypes", 1, "stops", 1], params: { name: "Arlanda C" } }]);
  });

  it("refuses stops that are neither all nor a list, and an unknown order", () => {
    const s = sample();
    s.trainTypes[0].stops = "some";
    s.order = "fastest";
    expect(codes(s)).toEqual(["stops trainTypes.0.stops", "order order"]);
  });

  it("holds the sizes: 2–40 stations, 1–8 types, 40-character names", () => {
    const s = sample();
    s.line.stations = [s.line.stations[0]];
    s.trainTypes = [];
    expect(codes(s)).toEqual(["count line.stations", "count trainTypes"]);
    const big = sample();
    big.line.stations = Array.from({ length: 41 }, (_, i) => ({ name: `S${i}`, km: i * 2 }));
    big.trainTypes[0].name = "x".repeat(41);
    expect(codes(big)).toEqual(["count line.stations"]);
    const long = sample();
    long.trainTypes[0].name = "x".repeat(41);
    expect(codes(long)).toEqual(["name_length trainTypes.0.name"]);
  });

  it("refuses empty and duplicate names, control characters and bidirectional overrides", () => {
    const s = sample();
    s.line.stations[1].name = " ";
    s.line.stations[2].name = s.line.stations[0].name.toLowerCase();
    s.trainTypes[0].name = "Commuter\nline";
    s.trainTypes[1].name = "Regional\u202e";
    s.trainTypes[2].name = "Commuter";
    expect(codes(s)).toEqual([
      "name_empty line.stations.1.name",
      "duplicate_station line.stations.2.name",
      "name_control trainTypes.0.name",
      "name_control trainTypes.1.name",
    ]);
  });

  it("refuses a duplicate train type name", () => {
    const s = sample();
    s.trainTypes[2].name = "commuter";
    expect(codes(s)).toEqual(["duplicate_type trainTypes.2.name"]);
  });

  it("refuses more blocks than the graph can draw", () => {
    const s = sample();
    s.line.blockKm = 0.1; // 66 km: Solna – Upplands Väsby alone is 190 blocks
    const r = validateScenario(s);
    expect(!r.ok && r.issues[0]).toMatchObject({ code: "blocks_section", path: ["line", "blockKm"], params: { blocks: 190, max: 100 } });
  });

  it("keeps names as text: markup is a name like any other", () => {
    const s = cloneScenario(SAMPLE_SCENARIO);
    s.line.stations[1]!.name = '<img src=x onerror="alert(1)">';
    s.trainTypes[0]!.stops = "all";
    const r = validateScenario(s);
    expect(r.ok && r.value.line.stations[1]!.name).toBe('<img src=x onerror="alert(1)">');
  });
});
