/**
 * The capacity lab page's scenario: a visitor's own line and traffic, in the shape of the
 * scenario file (README, "Capacity lab scenario files"). Everything the home lab takes from
 * app/lib/content/capacity.ts is the visitor's here; the model stays issue 10's.
 */
import type { CapacityTrainType } from "../content/capacity";
import type { CapacityData } from "../content/collections";

type CapacityLine = Pick<CapacityData["line"], "name" | "stations" | "blockKm" | "releaseMin" | "dwellMin">;

export interface ScenarioStation {
  name: string;
  km: number;
  /** Single track: a loop where trains meet or pass. The two ends always count; left out when false. */
  crossing?: boolean;
}

/** "down" runs from the first station to the last; "up" the other way. */
export type Direction = "down" | "up";

export interface ScenarioLine {
  stations: ScenarioStation[];
  /** Target block length: a section of length L has ceil(L / blockKm) equal blocks. */
  blockKm: number;
  releaseMin: number;
  dwellMin: number;
  /** 1: single track, trains meet at crossing stations; 2 (left out): one track per direction. */
  tracks?: 1 | 2;
}

export interface ScenarioTrainType {
  name: string;
  speedKmh: number;
  /** "all", or the names of the intermediate stations it stops at ([] = none). */
  stops: "all" | string[];
  perHour: number;
  /** Minute of the first departure in the timetabled order. */
  offsetMin: number;
  /** Left out: "down". */
  direction?: Direction;
}

export type OrderMode = "timetabled" | "optimised";

export interface Scenario {
  name: string;
  line: ScenarioLine;
  trainTypes: ScenarioTrainType[];
  order: OrderMode;
}

/**
 * What the page accepts. Sizes keep every edit fast (40 stations × 8 types × 30 trains an hour
 * is the largest case, docs/decisions.md) and every name short enough to lay out.
 */
export const LIMITS = {
  stations: { min: 2, max: 40 },
  trainTypes: { min: 1, max: 8 },
  nameLength: 40,
  scenarioNameLength: 80,
  km: { min: 0, max: 5000 },
  blockKm: { min: 0.1, max: 50 },
  releaseMin: { min: 0, max: 10 },
  dwellMin: { min: 0, max: 30 },
  speedKmh: { min: 10, max: 400 },
  perHour: { min: 0, max: 30 },
  offsetMin: { min: 0, max: 59 },
  /** Blocks of one section, and of the whole line: the graph draws each block of each train. */
  blocksPerSection: 100,
  blocksPerLine: 2000,
  /** One file, or pasted text. */
  fileBytes: 100_000,
  files: 2,
} as const;

/** UIC 406 recommendation for a mixed-traffic line in the peak hour, as on the home page. */
export { recommendedOccupancy } from "../content/capacity";

/** A lab's line and traffic as a scenario; the home lab's is what /lab shows first and after a reset. */
export const scenarioOf = (capacityLine: CapacityLine, types: readonly CapacityTrainType[]): Scenario => ({
  name: capacityLine.name,
  line: {
    stations: capacityLine.stations.map((s) => ({ name: s.name, km: s.km })),
    blockKm: capacityLine.blockKm,
    releaseMin: capacityLine.releaseMin,
    dwellMin: capacityLine.dwellMin,
  },
  trainTypes: types.map((t) => ({
    name: t.name,
    speedKmh: t.speedKmh,
    stops: t.stops === "all" ? "all" : [...t.stops],
    perHour: t.defaultCount,
    offsetMin: t.offset,
  })),
  order: "timetabled",
});

/** Blocks of each section: ceil(length / blockKm), as lineBlocks in the model counts them. */
export function blocksPerSection(line: Pick<ScenarioLine, "stations" | "blockKm">): number[] {
  return line.stations.slice(1).map((s, i) => Math.ceil((s.km - line.stations[i]!.km) / line.blockKm - 1e-9));
}

/** The line's name for headings: its own, else "first – last". */
export function scenarioTitle(s: Pick<Scenario, "name" | "line">): string {
  const first = s.line.stations[0]?.name ?? "";
  const last = s.line.stations[s.line.stations.length - 1]?.name ?? "";
  return s.name.trim() || `${first} – ${last}`;
}

/** A copy to change: a scenario is plain data. */
export const cloneScenario = (s: Scenario): Scenario => structuredClone(s);
