/**
 * The scenario in the address, so a link restores it exactly: `#v1.<data>`, where the data is
 * the scenario as a compact JSON array (fields by position, stops as station indices), squeezed
 * with lz-string into URL-safe characters. lz-string is synchronous, so the page reads the
 * address in the same render that Back or Forward brings (docs/decisions.md). The version lets
 * a later format read old links.
 */
import LZString from "lz-string";
import type { Result } from "./issues";
import type { Scenario } from "./scenario";
import { validateScenario } from "./validate";

export const HASH_PREFIX = "v1.";

/** A link longer than this is not one the page wrote (40 stations and 8 types take about 1 KB). */
const MAX_HASH = 16_000;

type Packed = [string, [string, number][], number, number, number, [string, number, 1 | number[], number, number][], 0 | 1];

export function encodeScenario(s: Scenario): string {
  const index = new Map(s.line.stations.map((st, i) => [st.name, i]));
  const packed: Packed = [
    s.name,
    s.line.stations.map((st) => [st.name, st.km]),
    s.line.blockKm,
    s.line.releaseMin,
    s.line.dwellMin,
    s.trainTypes.map((t) => [t.name, t.speedKmh, t.stops === "all" ? 1 : t.stops.map((n) => index.get(n)!), t.perHour, t.offsetMin]),
    s.order === "optimised" ? 1 : 0,
  ];
  return HASH_PREFIX + LZString.compressToEncodedURIComponent(JSON.stringify(packed));
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
  let packed: unknown;
  try {
    packed = JSON.parse(LZString.decompressFromEncodedURIComponent(text.slice(HASH_PREFIX.length)) || "null");
  } catch {
    return { ok: false, unreadable: "data" };
  }
  if (!Array.isArray(packed) || packed.length !== 7 || !Array.isArray(packed[1]) || !Array.isArray(packed[5])) return { ok: false, unreadable: "data" };
  const [name, stations, blockKm, releaseMin, dwellMin, types, order] = packed as unknown[];
  const stationList = (stations as unknown[]).map((st) => (Array.isArray(st) ? { name: st[0], km: st[1] } : st));
  const names = stationList.map((st) => (st && typeof st === "object" ? (st as { name: unknown }).name : undefined));
  const scenario = {
    name,
    line: { stations: stationList, blockKm, releaseMin, dwellMin },
    trainTypes: (types as unknown[]).map((t) => {
      if (!Array.isArray(t)) return t;
      const stops = t[2] === 1 ? "all" : Array.isArray(t[2]) ? t[2].map((i: unknown) => (typeof i === "number" ? names[i] : i)) : t[2];
      return { name: t[0], speedKmh: t[1], stops, perHour: t[3], offsetMin: t[4] };
    }),
    order: order === 1 ? "optimised" : order === 0 ? "timetabled" : order,
  };
  const checked = validateScenario(scenario);
  return checked.ok ? checked : { ok: false, unreadable: "data" };
}
