/**
 * The one analysis of a scenario, for the home lab, a live figure and the lab page alike: the
 * trains of an hour in the scenario's order on every lane of the model (model.ts), each section's
 * occupancy, the bottleneck, and the conflicts of the timetable. Pure: no React, no DOM.
 */
import { type LimitStatus, bottleneckIndex, limitStatus, timetabledOrder } from "./blocking-time";
import { bestBundleOrder, bundleTrains } from "./bundles";
import type { CapacityModel, Lane } from "./model";
import { type OrderMode, recommendedOccupancy } from "./scenario";

const EPS = 1e-9;

export interface SectionResult {
  from: string;
  to: string;
  occupancy: number;
}

/** One train of the hour: its type and its run (0 is the type's first departure of the hour). */
export interface Run {
  type: number;
  run: number;
}

/** Two trains of the timetable closer in a section than their minimum headway allows. */
export interface Conflict {
  section: number;
  /** The train in the section first, and the one that enters too soon after it. */
  first: Run;
  second: Run;
  /** Minutes between their entries, and the least that would do. */
  gap: number;
  headway: number;
}

export interface Analysis {
  counts: readonly number[];
  optimised: boolean;
  /** Type indices in running order around the hour on the bottleneck's lane (the compressed hour's order). */
  order: number[];
  sections: SectionResult[];
  /** -1 when there are no trains. */
  bottleneck: number;
  /** The model's lane that holds the bottleneck's figure; -1 without trains. */
  lane: number;
  status: LimitStatus | null;
  /** As timetabled only; the optimised order has none by construction. */
  conflicts: Conflict[];
}

/** A train's minute in the periodic timetable at a lane's reference point: its departure plus its entry, within the hour. */
function timetabledRuns(model: CapacityModel, lane: Lane, counts: readonly number[]): (Run & { minute: number })[] {
  const runs = lane.types.flatMap((type) =>
    Array.from({ length: counts[type]! }, (_, run) => ({ type, run, minute: (((model.types[type]!.offsetMin + (60 * run) / counts[type]! + lane.entry[type]!) % 60) + 60) % 60 })),
  );
  return runs.sort((x, y) => (Math.abs(x.minute - y.minute) < EPS ? x.type - y.type || x.run - y.run : x.minute - y.minute));
}

/**
 * The lane's trains as timetabled. Double track keeps issue 10's order (by departure minute, not
 * wrapped into the hour, so today's figures stay); single track orders by entry into the section.
 */
function timetabledLaneOrder(model: CapacityModel, lane: Lane, counts: readonly number[], runs: readonly Run[]): number[] {
  if (lane.direction === null) return runs.map((r) => r.type);
  return timetabledOrder(
    counts.map((n, t) => (lane.types.includes(t) ? n : 0)),
    model.types.map((t) => t.offsetMin),
  );
}

/** Occupancy of a lane for trains in a periodic order: the sum of the minimum headways around the cycle, over 60 minutes. */
export function laneOccupancy(lane: Pick<Lane, "headways">, order: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < order.length; i++) sum += lane.headways[order[i]!]![order[(i + 1) % order.length]!]!;
  return sum / 60;
}

/** Consecutive trains of the timetable, around the hour, whose gap is shorter than their headway. */
function laneConflicts(lane: Lane, runs: readonly (Run & { minute: number })[]): Conflict[] {
  return runs.flatMap((a, i) => {
    const b = runs[(i + 1) % runs.length]!;
    const gap = b.minute - a.minute + (i + 1 === runs.length ? 60 : 0);
    const headway = lane.headways[a.type]![b.type]!;
    return gap < headway - EPS ? [{ section: lane.section, first: { type: a.type, run: a.run }, second: { type: b.type, run: b.run }, gap, headway }] : [];
  });
}

export function analyse(model: CapacityModel, counts: readonly number[], mode: OrderMode): Analysis {
  const optimised = mode === "optimised";
  const bundles = optimised ? bestBundleOrder(model.lanes, counts).bundles : [];
  // On double track a direction's runs and order are the same in every section: made once.
  const once = new Map<string, unknown>();
  const cached = <T>(key: string | null, make: () => T): T => {
    if (key === null) return make();
    if (!once.has(key)) once.set(key, make());
    return once.get(key) as T;
  };
  const runs = optimised ? [] : model.lanes.map((lane) => cached(lane.direction && `runs-${lane.direction}`, () => timetabledRuns(model, lane, counts)));
  const orders = model.lanes.map((lane, l) =>
    optimised
      ? cached(lane.direction, () =>
          bundleTrains(
            bundles.filter((t) => lane.types.includes(t)),
            counts,
          ),
        )
      : cached(lane.direction, () => timetabledLaneOrder(model, lane, counts, runs[l]!)),
  );
  const laneOcc = model.lanes.map((lane, l) => laneOccupancy(lane, orders[l]!));
  const occupancy = model.sections.map((_, s) => Math.max(0, ...laneOcc.filter((_, l) => model.lanes[l]!.section === s)));
  const sections = model.sections.map((s, i) => ({ from: s.from, to: s.to, occupancy: occupancy[i]! }));
  const any = counts.some((n) => n > 0);
  const bottleneck = any ? bottleneckIndex(occupancy) : -1;
  // The busier direction of the bottleneck (down on a tie): the lane the compressed hour draws.
  const lane = bottleneck < 0 ? -1 : model.lanes.findIndex((l, i) => l.section === bottleneck && laneOcc[i]! > occupancy[bottleneck]! - EPS);
  return {
    counts,
    optimised,
    order: lane < 0 ? [] : orders[lane]!,
    sections,
    bottleneck,
    lane,
    status: bottleneck < 0 ? null : limitStatus(occupancy[bottleneck]!, recommendedOccupancy),
    conflicts: runs.flatMap((r, l) => laneConflicts(model.lanes[l]!, r)),
  };
}

/** Highest section occupancy, 0 without trains. */
export function peakOf(a: Pick<Analysis, "bottleneck" | "sections">): number {
  return a.bottleneck < 0 ? 0 : a.sections[a.bottleneck]!.occupancy;
}
