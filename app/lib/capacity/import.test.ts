import { readFileSync } from "node:fs";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { csvNumber, headerSeparator } from "./csv-import";
import { type InputText, importInputs, sniff } from "./import";
import type { Issue } from "./issues";
import { testScenario as SAMPLE_SCENARIO } from "./test-scenario";

const papa = async () => Papa;
const sample = (file: string): InputText => ({ name: file, text: readFileSync(`public/lab/${file}`, "utf8") });
/** The sample with every type stopping at all stations: a stations file alone fits its trains. */
const ALL_STOPS = { ...SAMPLE_SCENARIO, trainTypes: SAMPLE_SCENARIO.trainTypes.map((t) => ({ ...t, stops: "all" as const })) };
const run = (inputs: InputText[]) => importInputs(inputs, ALL_STOPS, papa);
const issuesOf = async (inputs: InputText[]): Promise<Issue[]> => {
  const r = await run(inputs);
  if (r.ok) throw new Error("expected issues");
  return r.issues;
};

describe("importing the sample files", () => {
  it("reads the JSON sample", async () => {
    const r = await run([sample("goteborg-alingsas.json")]);
    expect(r.ok && r.value.name).toBe("Göteborg C – Alingsås");
    expect(r.ok && r.value.line.stations).toHaveLength(8);
    expect(r.ok && r.value.trainTypes.map((t) => t.perHour)).toEqual([4, 2, 2, 1]);
  });

  it("reads the two CSV samples, in either order, to the same line and traffic as the JSON", async () => {
    const json = await run([sample("goteborg-alingsas.json")]);
    for (const files of [
      ["goteborg-alingsas-stations.csv", "goteborg-alingsas-trains.csv"],
      ["goteborg-alingsas-trains.csv", "goteborg-alingsas-stations.csv"],
    ]) {
      const csv = await run(files.map(sample));
      expect(csv.ok && json.ok).toBe(true);
      if (!csv.ok || !json.ok) return;
      expect(csv.value.line).toEqual({ ...json.value.line, blockKm: 2, releaseMin: 0.5, dwellMin: 1 });
      expect(csv.value.trainTypes).toEqual(json.value.trainTypes);
      expect(csv.value.name).toBe(""); // the page's old name named another line
    }
  });

  it("keeps block length, release, dwell and order as set on the page", async () => {
    const current = { ...SAMPLE_SCENARIO, line: { ...SAMPLE_SCENARIO.line, blockKm: 1.5, releaseMin: 0.8, dwellMin: 2 }, order: "optimised" as const };
    const r = await importInputs([sample("goteborg-alingsas-stations.csv"), sample("goteborg-alingsas-trains.csv")], current, papa);
    expect(r.ok && [r.value.line.blockKm, r.value.line.releaseMin, r.value.line.dwellMin, r.value.order]).toEqual([1.5, 0.8, 2, "optimised"]);
  });

  it("reads a Swedish spreadsheet's CSV: BOM, semicolons, decimal commas, CRLF, quotes", async () => {
    const stations = '\uFEFFName;Km\r\n"Sundsvall C";0\r\nSolna;5,5\r\n"Upplands; Väsby";24\r\nMärsta;37\r\n;\r\n';
    const r = await run([{ name: "stationer.csv", text: stations }]);
    expect(r.ok && r.value.line.stations).toEqual([
      { name: "Sundsvall C", km: 0 },
      { name: "Solna", km: 5.5 },
      { name: "Upplands; Väsby", km: 24 },
      { name: "Märsta", km: 37 },
    ]);
  });

  it("takes one CSV alone: the trains of the line on the page", async () => {
    const trains = "name,speed_kmh,stops,per_hour,offset_min,notes\nFast,200,,3,0,express\nLocal,100,all,2,5,\n";
    const r = await run([{ name: "t.csv", text: trains }]);
    expect(r.ok && r.value.line).toEqual(ALL_STOPS.line);
    expect(r.ok && r.value.trainTypes.map((t) => [t.name, t.stops])).toEqual([
      ["Fast", []],
      ["Local", "all"],
    ]);
  });
});

describe("importing bad input changes nothing and says what and where", () => {
  it("an empty file", async () => {
    expect(await issuesOf([{ name: "a.json", text: "  \n" }])).toEqual([{ code: "empty", path: [], params: { name: "a.json" } }]);
    expect(await issuesOf([])).toMatchObject([{ code: "empty" }]);
  });

  it("a file that is no JSON", async () => {
    const [first] = await issuesOf([{ name: "a.json", text: '{ "name": ' }]);
    expect(first).toMatchObject({ code: "json", params: { name: "a.json" } });
  });

  it("a spreadsheet saved as .xlsx", async () => {
    expect(await issuesOf([{ name: "line.xlsx", text: "PK\u0003\u0004..." }])).toEqual([{ code: "file_type", path: [], params: { name: "line.xlsx" } }]);
  });

  it("too large a file, too many files, JSON with another file, two files of one kind", async () => {
    expect(await issuesOf([{ name: "big.json", text: " ".repeat(100_001) }])).toMatchObject([{ code: "too_large", params: { max: 100_000 } }]);
    const s = sample("goteborg-alingsas-stations.csv");
    expect(await issuesOf([s, s, s])).toMatchObject([{ code: "files" }]);
    expect(await issuesOf([sample("goteborg-alingsas.json"), s])).toMatchObject([{ code: "json_with_other" }]);
    expect(await issuesOf([s, s])).toMatchObject([{ code: "files", params: { kind: "stations" } }]);
  });

  it("JSON of the wrong type, km not increasing, an unknown stop: the field named", async () => {
    const json = JSON.parse(sample("goteborg-alingsas.json").text);
    json.trainTypes[0].perHour = "4";
    expect(await issuesOf([{ name: "a.json", text: JSON.stringify(json) }])).toEqual([{ code: "type", path: ["trainTypes", 0, "perHour"], params: { expected: "number" } }]);
    json.trainTypes[0].perHour = 4;
    json.line.stations[2].km = 3;
    json.trainTypes[1].stops = ["Lerum", "Kungsbacka"];
    expect(await issuesOf([{ name: "a.json", text: JSON.stringify(json) }])).toEqual([
      { code: "km_order", path: ["line", "stations", 2, "km"], params: { previous: "Sävenäs", previousKm: 4 } },
      { code: "unknown_stop", path: ["trainTypes", 1, "stops", 1], params: { name: "Kungsbacka" } },
    ]);
  });

  it("a CSV header that is neither table's", async () => {
    expect(await issuesOf([{ name: "x.csv", text: "station,kilometre\nA,0\n" }])).toMatchObject([
      { code: "csv_header", at: { file: "x.csv", line: 1 }, params: { found: "station,kilometre" } },
    ]);
    expect(await issuesOf([{ name: "x.csv", text: "name,speed_kmh,per_hour\nA,100,2\n" }])).toMatchObject([{ code: "csv_header" }]);
  });

  it("CSV cells: each issue names the file, the line and the column", async () => {
    const stations = "name,km\nA,0\n\nB,x\nC,\nD,2\n";
    expect(await issuesOf([{ name: "s.csv", text: stations }])).toEqual([
      { code: "type", path: ["line", "stations", 1, "km"], params: { expected: "number" }, at: { file: "s.csv", line: 4, column: "km" } },
      { code: "required", path: ["line", "stations", 2, "km"], at: { file: "s.csv", line: 5, column: "km" } },
    ]);
    const order = "name,km\nA,0\nB,5\nC,5\n";
    expect(await issuesOf([{ name: "s.csv", text: order }])).toEqual([
      { code: "km_order", path: ["line", "stations", 2, "km"], params: { previous: "B", previousKm: 5 }, at: { file: "s.csv", line: 4, column: "km" } },
    ]);
    const trains = "name,speed_kmh,stops,per_hour,offset_min\nA,120,all,4,0\nB,160,Solna|Arlanda,2.5,5\n";
    expect(await issuesOf([{ name: "t.csv", text: trains }])).toEqual([
      { code: "integer", path: ["trainTypes", 1, "perHour"], params: { min: 0, max: 30 }, at: { file: "t.csv", line: 3, column: "per_hour" } },
    ]);
    const unknown = "name,speed_kmh,stops,per_hour,offset_min\nA,120,all,4,0\nB,160,Solna|Arlanda,2,5\n";
    expect(await issuesOf([{ name: "t.csv", text: unknown }])).toEqual([
      { code: "unknown_stop", path: ["trainTypes", 1, "stops", 1], params: { name: "Arlanda" }, at: { file: "t.csv", line: 3, column: "stops" } },
    ]);
  });

  it("a CSV row with too many cells, and a quote left open", async () => {
    expect(await issuesOf([{ name: "s.csv", text: "name,km\nA,0\nB,5,7\n" }])).toEqual([
      { code: "csv_fields", path: [], params: { count: 3, expected: 2 }, at: { file: "s.csv", line: 3 } },
    ]);
    expect(await issuesOf([{ name: "s.csv", text: 'name,km\nA,0\n"B,5\nC,7\n' }])).toMatchObject([{ code: "csv_quotes", at: { file: "s.csv", line: 3 } }]);
  });

  it("a stations file alone that drops a station the page's trains stop at", async () => {
    const r = await importInputs([{ name: "s.csv", text: "name,km\nSundsvall C,0\nUppsala C,66\n" }], SAMPLE_SCENARIO, papa);
    expect(!r.ok && r.issues).toEqual([{ code: "unknown_stop", path: ["trainTypes", 1, "stops", 0], params: { name: "Knivsta" }, onPage: true }]);
  });

  it("too few stations in a CSV names the file", async () => {
    expect(await issuesOf([{ name: "s.csv", text: "name,km\nA,0\n" }])).toEqual([
      { code: "count", path: ["line", "stations"], params: { min: 2, max: 40 }, at: { file: "s.csv", line: 2 } },
    ]);
  });
});

describe("CSV helpers", () => {
  it("finds the header's separator", () => {
    expect(headerSeparator("name;km\n")).toBe(";");
    expect(headerSeparator("name\tkm\n")).toBe("\t");
    expect(headerSeparator('"a;b",km\n')).toBe(",");
  });

  it("reads numbers with a decimal point or comma, nothing else", () => {
    expect([csvNumber("5"), csvNumber(" 5.5 "), csvNumber("5,5"), csvNumber(""), csvNumber("5 km"), csvNumber("0x10"), csvNumber("Infinity")]).toEqual([5, 5.5, 5.5, undefined, null, null, null]);
  });

  it("tells JSON, CSV and binary apart by content", () => {
    expect([sniff("\uFEFF {"), sniff("name,km"), sniff("PK\u0003\u0004")]).toEqual(["json", "csv", "binary"]);
  });
});

describe("issue 59's columns", () => {
  const stations = "namn;km;mötesstation;spår\nA;0;;1\nB;6;ja;\nC;10;nej;\n".replace(/namn/, "name");
  const trains = "name,speed_kmh,stops,per_hour,offset_min,riktning\nLocal,60,all,1,0,ned\nExpress,120,,1,0,upp\n";

  it("reads loops, the track count and directions, in Swedish too", async () => {
    const r = await run([
      { name: "stations.csv", text: stations },
      { name: "trains.csv", text: trains },
    ]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.line.tracks).toBe(1);
    expect(r.value.line.stations.map((s) => s.crossing ?? false)).toEqual([false, true, false]);
    expect(r.value.trainTypes.map((t) => t.direction ?? "down")).toEqual(["down", "up"]);
  });

  it("names the cell of a direction, a loop or a track count it cannot read, and changes nothing", async () => {
    const issues = await issuesOf([
      { name: "stations.csv", text: stations.replace("B;6;ja", "B;6;kanske").replace("A;0;;1", "A;0;;3") },
      { name: "trains.csv", text: trains.replace("upp", "sideways") },
    ]);
    expect(issues.map((i) => [i.code, i.at?.file, i.at?.line, i.at?.column])).toEqual([
      ["tracks", "stations.csv", 2, "tracks"],
      ["type", "stations.csv", 3, "crossing"],
      ["direction", "trains.csv", 3, "direction"],
    ]);
  });
});
