/**
 * The scenario in the address, so a link restores it exactly: `#v1.<data>`, where the data is
 * the scenario as a compact JSON array (fields by position, stops as station indices), squeezed
 * with lz-string into URL-safe characters. lz-string is synchronous, so the page reads the
 * address in the same render that Back or Forward brings (docs/decisions.md). The version lets
 * a later format read old links.
 */
import LZString from "lz-string";
import * as z from "zod/mini";
import type { Result } from "./issues";
import type { Scenario } from "./scenario";
import { validateScenario } from "./validate";

export const HASH_PREFIX = "v1.";

/** A link longer than this is not one the page wrote (40 stations and 8 types take about 1 KB). */
const MAX_HASH = 16_000;

type PackedType = [string, number, 1 | number[], number, number] | [string, number, 1 | number[], number, number, 1];
type Packed = [string, ([string, number] | [string, number, 1])[], number, number, number, PackedType[], 0 | 1, 1?];

/**
 * A checked scenario's link code, without the "#": made only by `encodeScenario`, which takes a
 * scenario the lab's checks gave back, so `scenarioOfCode` can unpack it without checking again.
 */
export type ScenarioCode = string & { readonly scenarioCode: unique symbol };

export function encodeScenario(s: Scenario): ScenarioCode {
  const index = new Map(s.line.stations.map((st, i) => [st.name, i]));
  const packed: Packed = [
    s.name,
    // Issue 59's fields ride at the ends, only when set, so older links read as before.
    s.line.stations.map((st) => (st.crossing ? [st.name, st.km, 1] : [st.name, st.km])),
    s.line.blockKm,
    s.line.releaseMin,
    s.line.dwellMin,
    s.trainTypes.map((t) => {
      const type: PackedType = [t.name, t.speedKmh, t.stops === "all" ? 1 : t.stops.map((n) => index.get(n)!), t.perHour, t.offsetMin];
      return t.direction === "up" ? [...type, 1] as PackedType : type;
    }),
    s.order === "optimised" ? 1 : 0,
  ];
  if (s.line.tracks === 1) packed.push(1);
  return (HASH_PREFIX + LZString.compressToEncodedURIComponent(JSON.stringify(packed))) as ScenarioCode;
}

/** The packed array's outline; validateScenario checks what is inside. */
const PACKED = z.tuple([z.unknown(), z.array(z.unknown()), z.unknown(), z.unknown(), z.unknown(), z.array(z.unknown()), z.unknown(), z.optional(z.literal(1))]);

/** What the lab keeps in a history entry it makes: how many of its edits lie behind it. */
const ENTRY_STATE = z.object({ labEdits: z.int().check(z.gte(0)) });

/** The lab's edits behind a history entry, from its state (anything, as another script may write it). */
export function entryEdits(state: unknown): number {
  const read = ENTRY_STATE.safeParse(state);
  return read.success ? read.data.labEdits : 0;
}

/** Why a link's scenario could not be read; the page then shows the sample and says so. */
export type UnreadableLink = "version" | "data";

/**
 * The scenario of a location hash ("#v1.…" or "v1.…"); null for an empty hash (no scenario in
 * the link: the sample). Anything else that does not decode to a valid scenario is unreadable.
 */
export function decodeScenario(hash: string): Result<Scenario> | { ok: false; unreadable: UnreadableLink } | null {
  const text = hash.replace(/^#/, "");
  if (!text) return null;
  if (!text.startsWith(HASH_PREFIX)) return { ok: false, unreadable: "version" };
  if (text.length > MAX_HASH) return { ok: false, unreadable: "data" };
  const scenario = unpack(text);
  if (scenario === undefined) return { ok: false, unreadable: "data" };
  const checked = validateScenario(scenario);
  return checked.ok ? checked : { ok: false, unreadable: "data" };
}

/**
 * The scenario a figure's code holds, as the build checked it (a ```lab block,
 * app/lib/content/lab-block.server.ts): unpacked, not checked again.
 */
export function scenarioOfCode(code: ScenarioCode): Scenario {
  return unpack(code) as Scenario;
}

/** A "v1." text's packed array, its fields put back in place; anything else is left for validateScenario to refuse. */
function unpack(text: string): unknown {
  let json: unknown;
  try {
    json = JSON.parse(LZString.decompressFromEncodedURIComponent(text.slice(HASH_PREFIX.length)) || "null");
  } catch {
    return undefined;
  }
  const packed = PACKED.safeParse(json);
  if (!packed.success) return undefined;
  const [name, stations, blockKm, releaseMin, dwellMin, types, order, tracks] = packed.data;
  // Anything not in the packed shape goes on as it is, for validateScenario to refuse.
  const at = (item: unknown, i: number) => (Array.isArray(item) ? item[i] : undefined);
  const names = stations.map((st) => at(st, 0));
  const stopsOf = (stops: unknown) => (stops === 1 ? "all" : Array.isArray(stops) ? stops.map((i) => (typeof i === "number" ? names[i] : i)) : stops);
  return {
    name,
    line: {
      stations: stations.map((st) => (Array.isArray(st) ? { name: st[0], km: st[1], ...(st[2] === 1 ? { crossing: true } : {}) } : st)),
      blockKm,
      releaseMin,
      dwellMin,
      ...(tracks === 1 ? { tracks: 1 } : {}),
    },
    trainTypes: types.map((t) =>
      Array.isArray(t) ? { name: t[0], speedKmh: t[1], stops: stopsOf(t[2]), perHour: t[3], offsetMin: t[4], ...(t[5] === 1 ? { direction: "up" } : {}) } : t,
    ),
    order: order === 1 ? "optimised" : order === 0 ? "timetabled" : order,
  };
}
