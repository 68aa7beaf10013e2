/**
 * Checks anything that claims to be a scenario (a scenario file, a link's state, the editors'
 * result) and gives back a clean one or the issues, each naming its field. zod checks the shape
 * and the ranges; the rules between fields (kilometres in order, stops that exist, names told
 * apart, block counts) follow once the shape holds.
 */
import * as z from "zod/mini";
import { type Issue, type IssueParams, MAX_ISSUES, type Result, issue } from "./issues";
import { LIMITS, type Scenario, blocksPerSection } from "./scenario";

const range = (r: { min: number; max: number }) => z.number().check(z.gte(r.min), z.lte(r.max));

const name = z.string();

const schema = z.object({
  name: z.optional(z.string()),
  line: z.object({
    stations: z
      .array(z.object({ name, km: range(LIMITS.km), crossing: z.optional(z.boolean()) }))
      .check(z.minLength(LIMITS.stations.min), z.maxLength(LIMITS.stations.max)),
    blockKm: range(LIMITS.blockKm),
    releaseMin: range(LIMITS.releaseMin),
    dwellMin: range(LIMITS.dwellMin),
    tracks: z.optional(z.literal([1, 2])),
  }),
  trainTypes: z
    .array(
      z.object({
        name,
        speedKmh: range(LIMITS.speedKmh),
        stops: z.union([z.literal("all"), z.array(z.string())]),
        perHour: z.int().check(z.gte(LIMITS.perHour.min), z.lte(LIMITS.perHour.max)),
        offsetMin: range(LIMITS.offsetMin),
        direction: z.optional(z.enum(["down", "up"])),
      }),
    )
    .check(z.minLength(LIMITS.trainTypes.min), z.maxLength(LIMITS.trainTypes.max)),
  order: z.optional(z.enum(["timetabled", "optimised"])),
});

type Path = readonly (string | number)[];

/** The limits of the field at a path, for the message ("from 10 to 400"). */
function limitsAt(path: Path): { min: number; max: number } | undefined {
  const last = path[path.length - 1];
  const table = LIMITS as unknown as Record<string, { min: number; max: number } | number>;
  const limits = typeof last === "string" ? table[last] : undefined;
  return typeof limits === "object" ? limits : undefined;
}

const EXPECTED: Record<string, string> = { number: "number", int: "number", string: "text", array: "list", object: "object", boolean: "boolean" };

/** zod's issue as ours: the same path, a code the page words, the field's limits. */
function fromZod(zi: z.core.$ZodIssue, input: unknown): Issue {
  const path = zi.path.filter((p): p is string | number => typeof p !== "symbol");
  const limits = limitsAt(path);
  const params: IssueParams = limits ? { min: limits.min, max: limits.max } : {};
  const last = path[path.length - 1];
  switch (zi.code) {
    case "invalid_type": {
      const value = path.reduce<unknown>((v, key) => (v && typeof v === "object" ? (v as Record<string | number, unknown>)[key] : undefined), input);
      if (value === undefined) return issue("required", path);
      if (last === "stops") return issue("stops", path);
      if (zi.expected === "int" && typeof value === "number") return issue("integer", path, params);
      return issue("type", path, { expected: EXPECTED[zi.expected] ?? zi.expected });
    }
    case "too_small":
    case "too_big":
      if (zi.origin === "array") return issue("count", path, params);
      return issue(last === "perHour" ? "integer" : "range", path, params);
    case "invalid_union":
      return issue("stops", path);
    case "invalid_value":
      if (last === "order" || last === "tracks" || last === "direction") return issue(last, path);
      return issue("type", path, { expected: "text" });
    default:
      return issue("type", path, { expected: "number" });
  }
}

// Control characters, and the bidirectional overrides and isolates that can make a name read
// as something else (Trojan Source, CVE-2021-42574).
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

function checkName(value: string, path: Path, issues: Issue[], max: number = LIMITS.nameLength, allowEmpty = false): string {
  const trimmed = value.trim();
  if (!trimmed && !allowEmpty) issues.push(issue("name_empty", path));
  else if ([...trimmed].length > max) issues.push(issue("name_length", path, { max }));
  else if (CONTROL.test(trimmed)) issues.push(issue("name_control", path));
  return trimmed;
}

/** A scenario, checked and cleaned (names trimmed, stops in line order), or what is wrong. */
export function validateScenario(input: unknown): Result<Scenario> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    return { ok: false, issues: parsed.error.issues.slice(0, MAX_ISSUES).map((zi) => fromZod(zi, input)), context: input };
  }
  const raw = parsed.data;
  const issues: Issue[] = [];
  const scenarioName = checkName(raw.name ?? "", ["name"], issues, LIMITS.scenarioNameLength, true);

  // Defaults are left out (double track, no loop, down), so a scenario without them reads as before.
  const stations = raw.line.stations.map((s, i) => ({ name: checkName(s.name, ["line", "stations", i, "name"], issues), km: s.km, ...(s.crossing ? { crossing: true } : {}) }));
  const seenStations = new Map<string, number>();
  stations.forEach((s, i) => {
    const key = s.name.toLocaleLowerCase();
    if (s.name && seenStations.has(key)) issues.push(issue("duplicate_station", ["line", "stations", i, "name"], { name: s.name }));
    else seenStations.set(key, i);
    const previous = stations[i - 1];
    if (previous && !(s.km > previous.km)) issues.push(issue("km_order", ["line", "stations", i, "km"], { previous: previous.name, previousKm: previous.km }));
  });

  const line = { stations, blockKm: raw.line.blockKm, releaseMin: raw.line.releaseMin, dwellMin: raw.line.dwellMin, ...(raw.line.tracks === 1 ? { tracks: 1 as const } : {}) };
  if (!issues.some((i) => i.code === "km_order")) {
    const blocks = blocksPerSection(line);
    const worst = blocks.indexOf(Math.max(...blocks));
    const total = blocks.reduce((a, b) => a + b, 0);
    if (blocks[worst]! > LIMITS.blocksPerSection) issues.push(issue("blocks_section", ["line", "blockKm"], { blocks: blocks[worst]!, max: LIMITS.blocksPerSection, from: stations[worst]!.name, to: stations[worst + 1]!.name }));
    else if (total > LIMITS.blocksPerLine) issues.push(issue("blocks_line", ["line", "blockKm"], { blocks: total, max: LIMITS.blocksPerLine }));
  }

  const inner = stations.slice(1, -1).map((s) => s.name);
  const all = new Set(stations.map((s) => s.name));
  const seenTypes = new Set<string>();
  const trainTypes = raw.trainTypes.map((t, i) => {
    const typeName = checkName(t.name, ["trainTypes", i, "name"], issues);
    const key = typeName.toLocaleLowerCase();
    if (typeName && seenTypes.has(key)) issues.push(issue("duplicate_type", ["trainTypes", i, "name"], { name: typeName }));
    seenTypes.add(key);
    let stops: "all" | string[] = "all";
    if (t.stops !== "all") {
      const wanted = t.stops.map((s) => s.trim());
      wanted.forEach((s, k) => {
        if (!all.has(s)) issues.push(issue("unknown_stop", ["trainTypes", i, "stops", k], { name: s }));
      });
      // A terminus has no dwell in the model: naming one is harmless and dropped.
      stops = inner.filter((s) => wanted.includes(s));
    }
    return { name: typeName, speedKmh: t.speedKmh, stops, perHour: t.perHour, offsetMin: t.offsetMin, ...(t.direction === "up" ? { direction: "up" as const } : {}) };
  });

  if (issues.length) return { ok: false, issues: issues.slice(0, MAX_ISSUES), context: input };
  return { ok: true, value: { name: scenarioName, line, trainTypes, order: raw.order ?? "timetabled" } };
}
