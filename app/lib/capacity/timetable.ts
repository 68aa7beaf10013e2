/**
 * The periodic timetable of an hour, as the time–distance graph (grafisk tidtabell) and its
 * table show it (issue 59): every train of the hour with its times at each station, the
 * section each holds and for how long, and where the timetable's conflicts are. Minutes count
 * from the start of the hour the timetable repeats: run j of a type with n trains an hour leaves
 * its origin at offsetMin + 60·j/n (which may be past minute 60; the graph wraps it). Pure: no
 * React, no DOM.
 */
import type { Analysis, Run } from "./analyse";
import { arrival, departure } from "./blocking-time";
import type { CapacityModel, Lane } from "./model";

/** A train at a station: arrival and departure, equal where it passes (and at its two ends). */
export interface Call {
  station: number;
  arr: number;
  dep: number;
}

/** A stretch of time a train or a conflict holds a section. */
export interface SectionTime {
  section: number;
  start: number;
  end: number;
}

export interface TimetableRun extends Run {
  /** Its stations in its order of running, from origin to terminus. */
  calls: Call[];
  /** Each section of the line in order (every train runs the whole line), while it is blocked for others (model.ts): the lane's blocks from the first taken to the last freed. */
  held: SectionTime[];
}


/** Minute of the hour at which run j of a type with n trains an hour leaves its origin. */
export const runDeparture = (offsetMin: number, j: number, n: number) => offsetMin + (60 * j) / n;

/** The lane a type runs on in a section: the shared one on single track, its direction's on double. */
function laneOf(model: CapacityModel, section: number, type: number): Lane | undefined {
  return model.lanes.find((l) => l.section === section && l.types.includes(type));
}

/**
 * A train's hold on a section, minutes after it leaves its origin: from its lane's reference
 * time (its entry on single track, its departure on double) plus its first block's start, to the
 * last block's end. On single track that is the whole section, entry to clear plus release.
 */
function heldIn(lane: Lane, type: number): { start: number; end: number } {
  const stairs = lane.stairs[type]!;
  const entry = lane.entry[type]!;
  return { start: entry + Math.min(...stairs.map((s) => s.start)), end: entry + Math.max(...stairs.map((s) => s.end)) };
}

/** Every train of the hour, type by type, each type's runs in order of departure. */
export function timetableRuns(model: CapacityModel, counts: readonly number[]): TimetableRun[] {
  const length = model.stations[model.stations.length - 1]!.km;
  return model.types.flatMap((type, t) => {
    const n = counts[t] ?? 0;
    const down = type.direction === "down";
    const order = down ? model.stations.map((_, i) => i) : model.stations.map((_, i) => model.stations.length - 1 - i);
    const own = order.map((i) => ({ station: i, km: down ? model.stations[i]!.km : length - model.stations[i]!.km }));
    const times = own.map(({ station, km }) => ({ station, arr: arrival(type.spec, km), dep: departure(type.spec, km) }));
    const sections = model.sections.map((_, s) => ({ section: s, ...heldIn(laneOf(model, s, t)!, t) }));
    return Array.from({ length: n }, (_, run) => {
      const d = runDeparture(type.offsetMin, run, n);
      return {
        type: t,
        run,
        calls: times.map((c) => ({ station: c.station, arr: d + c.arr, dep: d + c.dep })),
        held: sections.map((h) => ({ section: h.section, start: d + h.start, end: d + h.end })),
      };
    });
  });
}

/**
 * Where each conflict of the analysis is: in its section, from the moment the second train takes
 * it, for the minutes it comes too soon (the headway less the gap), in the first train's hour. On
 * single track that is where the two trains' holds overlap; on double track, where a hold spans a
 * station-to-station section, the overlap would be wider than the conflict.
 */
export function conflictTimes(model: CapacityModel, analysis: Pick<Analysis, "conflicts" | "counts">, runs: readonly TimetableRun[]): SectionTime[] {
  // Runs come type by type, each type's in order: the first run of each type indexes the rest.
  const first = new Map<number, number>();
  runs.forEach((r, i) => {
    if (!first.has(r.type)) first.set(r.type, i);
  });
  const held = (r: Run, section: number) => runs[first.get(r.type)! + r.run]?.held[section];
  return analysis.conflicts.flatMap((c) => {
    const a = held(c.first, c.section);
    const b = held(c.second, c.section);
    if (!a || !b) return [];
    // The second train, moved to the hour in which it follows the first by the conflict's gap
    // (the gap is between the two trains' reference times in the lane, as analyse.ts orders them).
    const ref = (r: Run) => runDeparture(model.types[r.type]!.offsetMin, r.run, analysis.counts[r.type]!) + laneOf(model, c.section, r.type)!.entry[r.type]!;
    const shift = ref(c.first) + c.gap - ref(c.second);
    const start = b.start + shift;
    return [{ section: c.section, start, end: start + Math.max(0, c.headway - c.gap) }];
  });
}

/** A minute of the periodic hour, in [0, 60). */
export const minuteOfHour = (minute: number) => ((minute % 60) + 60) % 60;
