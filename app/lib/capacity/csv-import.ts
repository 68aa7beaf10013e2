/**
 * Scenario CSV files, as planners keep them in spreadsheets: stations `name,km` and trains
 * `name,speed_kmh,stops,per_hour,offset_min`, told apart by their header rows; optional columns
 * `crossing` (yes/no) and `tracks` (1 or 2) in stations, `direction` (down/up) in trains, in
 * English or Swedish (`mötesstation`, `spår`, `riktning`; ja/nej, ned/upp). The parser is
 * Papa Parse (quoted fields, line breaks in quotes), passed in so it loads only when a CSV
 * comes; the separator is read from the header row (`,`, `;` as Swedish spreadsheets write, or
 * a tab), and with `;` or a tab a decimal comma reads as a decimal point ("5,5").
 */
import type Papa from "papaparse";
import { type CsvPlace, type Issue, MAX_ISSUES, type Result, issue } from "./issues";
import type { Scenario, ScenarioStation, ScenarioTrainType } from "./scenario";
import { validateScenario } from "./validate";

export type CsvParser = Pick<typeof Papa, "parse">;

export const STATION_COLUMNS = ["name", "km"] as const;
export const TRAIN_COLUMNS = ["name", "speed_kmh", "stops", "per_hour", "offset_min"] as const;
/** Columns a file may have besides its own, by kind. */
const OPTIONAL_COLUMNS: Record<CsvKind, readonly string[]> = { stations: ["crossing", "tracks"], trains: ["direction"] };
/** Swedish headers of the optional columns. */
const HEADER_ALIASES: Record<string, string> = { mötesstation: "crossing", mötesspår: "crossing", möte: "crossing", spår: "tracks", antal_spår: "tracks", riktning: "direction" };

export type CsvKind = "stations" | "trains";

export interface CsvTable {
  kind: CsvKind;
  file: string;
  /** column → index in each row */
  columns: Map<string, number>;
  rows: { line: number; cells: string[] }[];
}

const normaliseHeader = (h: string) => {
  const name = h.trim().toLowerCase().replace(/[\s-]+/g, "_");
  return HEADER_ALIASES[name] ?? name;
};

/** The separator of the header row: the one of `;`, tab and `,` it has most of, outside quotes. */
export function headerSeparator(text: string): string {
  const firstLine = text.split("\n", 1)[0]!.replace(/"[^"]*"/g, "");
  const counts = [";", "\t", ","].map((d) => [d, firstLine.split(d).length - 1] as const);
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  return best![1] > 0 ? best![0] : ",";
}

/** 1-based line of a character offset. */
function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** One CSV text as a table of the kind its header names, or what is wrong with it. */
export function readCsvTable(papa: CsvParser, file: string, raw: string): Result<CsvTable> {
  const text = raw.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  if (!text.trim()) return { ok: false, issues: [issue("empty", [], undefined, { file, line: 1 })] };
  const delimiter = headerSeparator(text);
  const rows: { line: number; cells: string[] }[] = [];
  const issues: Issue[] = [];
  let start = 0;
  papa.parse<string[]>(text, {
    delimiter,
    step: (row) => {
      const line = lineAt(text, start);
      // A quote left open swallows the rest of the file into one row: name the row it opened in.
      if (row.errors.some((e) => e.type === "Quotes")) issues.push(issue("csv_quotes", [], undefined, { file, line }));
      start = row.meta.cursor;
      // Blank lines (a trailing newline, a gap between rows) are no rows.
      if (row.data.every((c) => c.trim() === "")) return;
      rows.push({ line, cells: row.data });
    },
  });
  if (issues.length) return { ok: false, issues: issues.slice(0, 1) };
  const header = rows.shift();
  if (!header) return { ok: false, issues: [issue("empty", [], undefined, { file, line: 1 })] };
  const names = header.cells.map(normaliseHeader);
  const kind: CsvKind | null = names.includes("speed_kmh") ? "trains" : names.includes("km") ? "stations" : null;
  const expected = kind === "trains" ? TRAIN_COLUMNS : STATION_COLUMNS;
  if (!kind || expected.some((c) => !names.includes(c))) {
    return {
      ok: false,
      issues: [issue("csv_header", [], { found: header.cells.join(delimiter === "\t" ? " " : delimiter), stations: STATION_COLUMNS.join(","), trains: TRAIN_COLUMNS.join(",") }, { file, line: header.line })],
    };
  }
  const columns = new Map<string, number>();
  for (const [i, name] of names.entries()) {
    if (!(expected as readonly string[]).includes(name) && !OPTIONAL_COLUMNS[kind].includes(name)) continue; // a notes column, say
    if (columns.has(name)) return { ok: false, issues: [issue("csv_duplicate_column", [], { column: name }, { file, line: header.line })] };
    columns.set(name, i);
  }
  for (const row of rows) {
    // Extra cells that are empty are a spreadsheet's trailing separators; others are a mistake.
    if (row.cells.length > names.length && row.cells.slice(names.length).some((c) => c.trim() !== "")) {
      issues.push(issue("csv_fields", [], { count: row.cells.length, expected: names.length }, { file, line: row.line }));
    }
  }
  if (issues.length) return { ok: false, issues: issues.slice(0, MAX_ISSUES) };
  return { ok: true, value: { kind, file, columns, rows } };
}

/** A number cell: "5", "5.5", or with `;`/tab files "5,5"; undefined when empty. */
export function csvNumber(cell: string): number | undefined | null {
  const text = cell.trim().replace(/^(-?\d+),(\d+)$/, "$1.$2");
  if (text === "") return undefined;
  const value = Number(text);
  return Number.isFinite(value) && /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text) ? value : null;
}

const COLUMN_OF_FIELD: Record<string, string> = { speedKmh: "speed_kmh", perHour: "per_hour", offsetMin: "offset_min" };

interface Built<T> {
  items: T[];
  issues: Issue[];
}

function cells(table: CsvTable, row: { cells: string[] }) {
  return (column: string) => row.cells[table.columns.get(column)!] ?? "";
}

function numberCell(table: CsvTable, row: { line: number; cells: string[] }, column: string, path: (string | number)[], issues: Issue[]): number {
  const value = csvNumber(cells(table, row)(column));
  const at: CsvPlace = { file: table.file, line: row.line, column };
  if (value === undefined) issues.push(issue("required", path, undefined, at));
  else if (value === null) issues.push(issue("type", path, { expected: "number" }, at));
  return value ?? Number.NaN;
}

const YES = new Set(["yes", "ja", "1", "true", "sant", "x"]);
const NO = new Set(["no", "nej", "0", "false", "falskt", ""]);
const DOWN = new Set(["down", "ned", "nedåt", "nedspår", ""]);
const UP = new Set(["up", "upp", "uppåt", "uppspår"]);

/** A yes/no cell; null when it is neither. */
function yesNo(cell: string): boolean | null {
  const text = cell.trim().toLowerCase();
  return YES.has(text) ? true : NO.has(text) ? false : null;
}

function buildStations(table: CsvTable): Built<ScenarioStation> & { tracks?: 1 | 2 } {
  const issues: Issue[] = [];
  let tracks: 1 | 2 | undefined;
  const items = table.rows.map((row, i) => {
    const get = cells(table, row);
    const station: ScenarioStation = { name: get("name"), km: numberCell(table, row, "km", ["line", "stations", i, "km"], issues) };
    if (table.columns.has("crossing")) {
      const crossing = yesNo(get("crossing"));
      if (crossing === null) issues.push(issue("type", ["line", "stations", i, "crossing"], { expected: "boolean" }, { file: table.file, line: row.line, column: "crossing" }));
      else if (crossing) station.crossing = true;
    }
    const cell = table.columns.has("tracks") ? get("tracks").trim() : "";
    if (cell) {
      // The line's one setting, on any row (the first, or every one alike).
      const value = cell === "1" ? 1 : cell === "2" ? 2 : null;
      if (value === null || (tracks !== undefined && value !== tracks)) issues.push(issue("tracks", ["line", "tracks"], undefined, { file: table.file, line: row.line, column: "tracks" }));
      else tracks = value;
    }
    return station;
  });
  return { items, issues, ...(tracks ? { tracks } : {}) };
}

function buildTrains(table: CsvTable): Built<ScenarioTrainType> {
  const issues: Issue[] = [];
  const items = table.rows.map((row, i) => {
    const get = cells(table, row);
    const stopsCell = get("stops").trim();
    const stops: ScenarioTrainType["stops"] = stopsCell.toLowerCase() === "all" ? "all" : stopsCell ? stopsCell.split("|").map((s) => s.trim()).filter(Boolean) : [];
    return {
      name: get("name"),
      speedKmh: numberCell(table, row, "speed_kmh", ["trainTypes", i, "speedKmh"], issues),
      stops,
      perHour: numberCell(table, row, "per_hour", ["trainTypes", i, "perHour"], issues),
      offsetMin: numberCell(table, row, "offset_min", ["trainTypes", i, "offsetMin"], issues),
      ...direction(table, row, i, issues),
    };
  });
  return { items, issues };
}

function direction(table: CsvTable, row: { line: number; cells: string[] }, i: number, issues: Issue[]): Pick<ScenarioTrainType, "direction"> {
  if (!table.columns.has("direction")) return {};
  const text = cells(table, row)("direction").trim().toLowerCase();
  if (UP.has(text)) return { direction: "up" };
  if (!DOWN.has(text)) issues.push(issue("direction", ["trainTypes", i, "direction"], undefined, { file: table.file, line: row.line, column: "direction" }));
  return {};
}

/** Where a scenario field came from in the CSV tables, for a checked issue: file, line, column. */
function placeOf(path: Issue["path"], stations?: CsvTable, trains?: CsvTable): CsvPlace | undefined {
  const [head, list, index, field] = path;
  const table = head === "line" && list === "stations" ? stations : head === "trainTypes" ? trains : undefined;
  if (!table) return undefined;
  const rowIndex = head === "trainTypes" ? list : index;
  const column = head === "trainTypes" ? (index as string | undefined) : (field as string | undefined);
  if (typeof rowIndex !== "number") return { file: table.file, line: table.rows[0]?.line ?? 1 };
  const row = table.rows[rowIndex];
  return { file: table.file, line: row?.line ?? 1, ...(column ? { column: COLUMN_OF_FIELD[column] ?? column } : {}) };
}

/**
 * The scenario with its stations, its train types, or both replaced by the CSV tables; block
 * length, release, dwell and the order mode stay as they are. A new station list drops the old
 * line's name (it named another line).
 */
export function scenarioFromCsv(current: Scenario, tables: readonly CsvTable[]): Result<Scenario> {
  const stations = tables.find((t) => t.kind === "stations");
  const trains = tables.find((t) => t.kind === "trains");
  const builtStations = stations ? buildStations(stations) : null;
  const builtTrains = trains ? buildTrains(trains) : null;
  const parseIssues = [...(builtStations?.issues ?? []), ...(builtTrains?.issues ?? [])];
  if (parseIssues.length) return { ok: false, issues: parseIssues.slice(0, MAX_ISSUES) };
  const candidate = {
    ...current,
    name: stations ? "" : current.name,
    line: { ...current.line, stations: builtStations?.items ?? current.line.stations, ...(builtStations?.tracks ? { tracks: builtStations.tracks } : {}) },
    trainTypes: builtTrains?.items ?? current.trainTypes,
  };
  const checked = validateScenario(candidate);
  if (checked.ok) return checked;
  return {
    ok: false,
    issues: checked.issues.map((i) => {
      const at = placeOf(i.path, stations, trains);
      return at ? { ...i, at } : { ...i, onPage: true as const };
    }),
    context: candidate,
  };
}
