/**
 * What can be wrong with a scenario, a file or a pasted text, as data: a code, the field's path
 * in the scenario, where in a CSV file, and the figures the message needs. The page turns an
 * issue into a sentence in the visitor's language (messages/lab/*.json), so the pure code never
 * writes English.
 */

export type IssueCode =
  | "json" // Not JSON and not CSV: params.detail, the parser's own words, may say where.
  | "empty"
  | "too_large" // params.bytes, params.max
  | "type" // params.expected: "number" | "text" | "list" | "object" | "boolean"
  | "required"
  | "range" // params.min, params.max
  | "integer" // a whole number: params.min, params.max
  | "count" // a list's length: params.min, params.max
  | "name_empty"
  | "name_length" // params.max
  | "name_control"
  | "km_order" // params.previous (name), params.previousKm
  | "duplicate_station" // params.name
  | "duplicate_type" // params.name
  | "unknown_stop" // params.name
  | "stops" // stops is neither "all" nor a list of names
  | "order" // order is neither "timetabled" nor "optimised"
  | "tracks" // tracks is neither 1 nor 2
  | "direction" // direction is neither "down" nor "up"
  | "blocks_section" // params.blocks, params.max
  | "blocks_line" // params.blocks, params.max
  | "csv_header" // a CSV header that is neither the stations' nor the trains': params.found
  | "csv_duplicate_column" // params.column
  | "csv_quotes"
  | "csv_fields" // params.count, params.expected
  | "files" // two files of the same kind, or more than two: params.max
  | "file_type" // a file neither .json nor .csv (nor text that reads as one): params.name
  | "json_with_other"; // a JSON file chosen together with another file

export type IssueParams = Record<string, string | number>;

export interface CsvPlace {
  /** The file's name as chosen ("stations.csv"), or "stations" / "trains" for pasted text. */
  file: string;
  /** 1-based line of the file, the header being line 1. */
  line: number;
  /** The column's header name, when the issue is one cell's. */
  column?: string;
}

export interface Issue {
  code: IssueCode;
  /** The field in the scenario: ["line", "stations", 2, "km"]; [] for the whole input. */
  path: readonly (string | number)[];
  /** For CSV: which file, line and column. */
  at?: CsvPlace;
  params?: IssueParams;
  /** A field of the scenario on the page that an imported CSV file left as it was. */
  onPage?: true;
}

/**
 * On failure, `context` is what the issues' paths point into (the parsed file, or the
 * scenario a CSV import would have made), so a message can name "Station 3 (Solna)".
 */
export type Result<T> = { ok: true; value: T } | { ok: false; issues: Issue[]; context?: unknown };

/** At most this many issues are reported at once; the first few tell the visitor enough. */
export const MAX_ISSUES = 8;

export const issue = (code: IssueCode, path: Issue["path"] = [], params?: IssueParams, at?: CsvPlace): Issue => ({
  code,
  path,
  ...(params ? { params } : {}),
  ...(at ? { at } : {}),
});
