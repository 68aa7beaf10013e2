/**
 * Importing a scenario: one JSON file, one or two CSV files (stations, trains), or pasted text of
 * either. Everything is checked before anything changes: the result is a whole new scenario or
 * the issues, never half of one. Papa Parse is loaded only when a CSV comes.
 */
import { type CsvParser, type CsvTable, readCsvTable, scenarioFromCsv } from "./csv-import";
import { type Issue, MAX_ISSUES, type Result, issue } from "./issues";
import { LIMITS, type Scenario } from "./scenario";
import { validateScenario } from "./validate";

export interface InputText {
  /** The file's name, or "" for pasted text. */
  name: string;
  text: string;
}

export type LoadCsvParser = () => Promise<CsvParser>;

/** Papa Parse, fetched the first time a CSV is imported. */
export const loadPapaParse: LoadCsvParser = () => import("papaparse").then((m) => m.default);

type Kind = "json" | "csv" | "binary";

/** What a text is, by its content: a file's extension is often wrong (.txt, .tsv, none). */
export function sniff(text: string): Kind {
  // eslint-disable-next-line no-control-regex -- NUL and other C0 bytes mark a binary file
  if (/[\u0000-\u0008\u000e-\u001a]/.test(text.slice(0, 2000)) || text.startsWith("PK")) return "binary";
  const start = text.replace(/^\uFEFF/, "").trimStart()[0];
  return start === "{" || start === "[" ? "json" : "csv";
}

function parseJson(name: string, text: string): Result<Scenario> {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    return { ok: false, issues: [issue("json", [], { name, detail: error instanceof Error ? error.message : "" })] };
  }
  return validateScenario(data);
}

const tooLarge = (input: InputText) => input.text.length > LIMITS.fileBytes;

/**
 * Imports what the visitor chose, dropped or pasted. `current` gives what CSV files leave as
 * it is (block length, release, dwell, order, and the half a single CSV does not replace).
 */
export async function importInputs(inputs: readonly InputText[], current: Scenario, loadCsv: LoadCsvParser = loadPapaParse): Promise<Result<Scenario>> {
  if (inputs.length === 0) return { ok: false, issues: [issue("empty")] };
  if (inputs.length > LIMITS.files) return { ok: false, issues: [issue("files", [], { max: LIMITS.files })] };
  const sized = inputs.find(tooLarge);
  if (sized) return { ok: false, issues: [issue("too_large", [], { name: sized.name, bytes: sized.text.length, max: LIMITS.fileBytes })] };
  const empty = inputs.find((i) => !i.text.trim());
  if (empty) return { ok: false, issues: [issue("empty", [], { name: empty.name })] };
  const kinds = inputs.map((i) => sniff(i.text));
  const binary = inputs.find((_, k) => kinds[k] === "binary");
  if (binary) return { ok: false, issues: [issue("file_type", [], { name: binary.name })] };
  if (kinds.includes("json")) {
    if (inputs.length > 1) return { ok: false, issues: [issue("json_with_other")] };
    return parseJson(inputs[0]!.name, inputs[0]!.text);
  }
  const papa = await loadCsv();
  const tables: CsvTable[] = [];
  const issues: Issue[] = [];
  for (const input of inputs) {
    const table = readCsvTable(papa, input.name, input.text);
    if (table.ok) tables.push(table.value);
    else issues.push(...table.issues);
  }
  if (issues.length) return { ok: false, issues: issues.slice(0, MAX_ISSUES) };
  if (tables.length === 2 && tables[0]!.kind === tables[1]!.kind) return { ok: false, issues: [issue("files", [], { max: LIMITS.files, kind: tables[0]!.kind })] };
  return scenarioFromCsv(current, tables);
}

/** Reads chosen or dropped files, refusing one too large before reading it. */
export async function readFiles(files: readonly File[]): Promise<InputText[] | Issue> {
  if (files.length > LIMITS.files) return issue("files", [], { max: LIMITS.files });
  const large = files.find((f) => f.size > LIMITS.fileBytes);
  if (large) return issue("too_large", [], { name: large.name, bytes: large.size, max: LIMITS.fileBytes });
  return Promise.all(files.map(async (f) => ({ name: f.name, text: await f.text() })));
}
