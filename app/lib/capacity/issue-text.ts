/**
 * An issue (issues.ts) as a sentence in a language: the lab page's messages, a lab block's or a
 * case study's build error. The one place issue codes become words (messages/lab/*.json).
 */
import type { Locale } from "../i18n/locale";
import { formatNumber } from "../i18n/format";
import { m } from "../../paraglide/messages";
import type { Issue } from "./issues";

const decimal = (value: number, locale: Locale) => formatNumber(value, locale, 3, false);

const PART: Record<string, (l: { locale: Locale }) => string> = {
  name: (o) => m.lab_field_part_name({}, o),
  km: (o) => m.lab_field_part_km({}, o),
  speedKmh: (o) => m.lab_field_part_speed({}, o),
  stops: (o) => m.lab_field_part_stops({}, o),
  perHour: (o) => m.lab_field_part_per_hour({}, o),
  offsetMin: (o) => m.lab_field_part_offset({}, o),
  crossing: (o) => m.lab_field_part_crossing({}, o),
  direction: (o) => m.lab_field_part_direction({}, o),
};

/** A name at a path of something that may or may not be a scenario (a file being imported). */
function nameAt(context: unknown, ...path: (string | number)[]): string | undefined {
  const value = path.reduce<unknown>((v, key) => (v && typeof v === "object" ? (v as Record<string | number, unknown>)[key] : undefined), context);
  return typeof value === "string" && value.trim() ? value.trim() : undefined;
}

/**
 * The field at a scenario path, in words: "Station 3 (Solna), km". `context` is the scenario or
 * file the path points into, for the names.
 */
export function fieldName(path: Issue["path"], context: unknown, locale: Locale): string {
  const o = { locale };
  const [head, list, index, part] = path;
  if (head === "name") return m.lab_field_name({}, o);
  if (head === "order") return m.lab_field_order({}, o);
  if (head === "line") {
    if (list === "blockKm") return m.lab_field_block({}, o);
    if (list === "releaseMin") return m.lab_field_release({}, o);
    if (list === "dwellMin") return m.lab_field_dwell({}, o);
    if (list === "tracks") return m.lab_field_tracks({}, o);
    if (list === "stations" && typeof index === "number") {
      const name = nameAt(context, "line", "stations", index, "name");
      const station = name ? m.lab_field_station_named({ n: index + 1, name }, o) : m.lab_field_station({ n: index + 1 }, o);
      return typeof part === "string" && PART[part] ? `${station}, ${PART[part](o)}` : station;
    }
    return m.lab_field_stations({}, o);
  }
  if (head === "trainTypes") {
    if (typeof list !== "number") return m.lab_field_types({}, o);
    const name = nameAt(context, "trainTypes", list, "name");
    const type = name ? m.lab_field_type_named({ n: list + 1, name }, o) : m.lab_field_type({ n: list + 1 }, o);
    return typeof index === "string" && PART[index] ? `${type}, ${PART[index](o)}` : type;
  }
  return m.lab_field_scenario({}, o);
}

const TYPE_MESSAGES: Record<string, (inputs: object, options: { locale: Locale }) => string> = {
  text: m.lab_issue_type_text,
  list: m.lab_issue_type_list,
  object: m.lab_issue_type_object,
  boolean: m.lab_issue_type_boolean,
};

/** What is wrong, without where: "must be from 10 to 400." */
export function issueWhat(issue: Issue, locale: Locale): string {
  const o = { locale };
  const p = issue.params ?? {};
  const s = (k: string) => String(p[k] ?? "");
  const n = (k: string) => (typeof p[k] === "number" ? decimal(p[k] as number, locale) : s(k));
  const what: Record<Issue["code"], () => string> = {
    json: () => m.lab_issue_json({ name: s("name") || m.lab_pasted_text({}, o), detail: s("detail") }, o),
    empty: () => (p.name ? m.lab_issue_empty_named({ name: s("name") }, o) : m.lab_issue_empty({}, o)),
    too_large: () => m.lab_issue_too_large({ name: s("name") || m.lab_pasted_text({}, o), size: Math.ceil(Number(p.bytes) / 1000), max: Math.round(Number(p.max) / 1000) }, o),
    type: () => (TYPE_MESSAGES[s("expected")] ?? m.lab_issue_type_number)({}, o),
    required: () => m.lab_issue_required({}, o),
    range: () => m.lab_issue_range({ min: n("min"), max: n("max") }, o),
    integer: () => m.lab_issue_integer({ min: n("min"), max: n("max") }, o),
    count: () => (issue.path[0] === "trainTypes" ? m.lab_issue_count_types : m.lab_issue_count_stations)({ min: n("min"), max: n("max") }, o),
    name_empty: () => m.lab_issue_name_empty({}, o),
    name_length: () => m.lab_issue_name_length({ max: n("max") }, o),
    name_control: () => m.lab_issue_name_control({}, o),
    km_order: () => m.lab_issue_km_order({ previous: s("previous"), previousKm: n("previousKm") }, o),
    duplicate_station: () => m.lab_issue_duplicate_station({ name: s("name") }, o),
    duplicate_type: () => m.lab_issue_duplicate_type({ name: s("name") }, o),
    unknown_stop: () => m.lab_issue_unknown_stop({ name: s("name") }, o),
    stops: () => m.lab_issue_stops({}, o),
    order: () => m.lab_issue_order({}, o),
    tracks: () => m.lab_issue_tracks({}, o),
    direction: () => m.lab_issue_direction({}, o),
    blocks_section: () => m.lab_issue_blocks_section({ blocks: n("blocks"), from: s("from"), to: s("to"), max: n("max") }, o),
    blocks_line: () => m.lab_issue_blocks_line({ blocks: n("blocks"), max: n("max") }, o),
    csv_header: () => m.lab_issue_csv_header({ found: s("found"), stations: s("stations"), trains: s("trains") }, o),
    csv_duplicate_column: () => m.lab_issue_csv_duplicate_column({ column: s("column") }, o),
    csv_quotes: () => m.lab_issue_csv_quotes({}, o),
    csv_fields: () => m.lab_issue_csv_fields({ count: n("count"), expected: n("expected") }, o),
    files: () => m.lab_issue_files({ max: n("max") }, o),
    file_type: () => m.lab_issue_file_type({ name: s("name") }, o),
    json_with_other: () => m.lab_issue_json_with_other({}, o),
  };
  return what[issue.code]();
}

/** Issues that are about the input as a whole, not one field: they need no "where". */
const WHOLE: ReadonlySet<Issue["code"]> = new Set(["json", "empty", "too_large", "files", "file_type", "json_with_other"]);

/**
 * An issue as one sentence that names its place: "trains.csv, line 3, column per_hour: must be
 * a whole number from 0 to 30." or "Station 4 (Märsta), km: must be greater than …". `context`
 * names the stations and types the path points at.
 */
export function issueText(issue: Issue, context: unknown, locale: Locale): string {
  const what = issueWhat(issue, locale);
  if (WHOLE.has(issue.code) && !issue.at) return what;
  const o = { locale };
  const at = issue.at;
  let where: string;
  if (at) {
    const file = at.file || m.lab_pasted_text({}, o);
    where = at.column ? m.lab_where_csv_cell({ file, line: at.line, column: at.column }, o) : m.lab_where_csv_line({ file, line: at.line }, o);
  } else {
    where = fieldName(issue.path, context, locale);
    if (issue.onPage) where = m.lab_where_on_page({ field: where }, o);
  }
  return m.lab_issue_where({ where, what }, o);
}
