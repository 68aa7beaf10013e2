/**
 * The lab page's timetable graph (grafisk tidtabell, issue 59) as geometry in its own units (a
 * 640 × 320 view box): the whole line down the side at its kilometres, the periodic hour across,
 * every train of the hour a line, the time it holds each section shaded, each conflict outlined.
 * The hour repeats, so a train still running past minute 60 is drawn again from minute 0 (a
 * train's every hour-shifted copy that falls in the hour), and the plot's clip cuts the rest.
 * Each type's lines are one path and its holds another, as in drawing.ts. Computed in the worker
 * with the analysis, so the page, the table and the exports show the same numbers. No words
 * here but the visitor's station names.
 */
import type { Analysis } from "~/lib/capacity/analyse";
import type { CapacityModel } from "~/lib/capacity/model";
import { type SectionTime, type TimetableRun, conflictTimes, timetableRuns } from "~/lib/capacity/timetable";

export const TIMETABLE_VIEW = { width: 640, height: 320, left: 112, right: 626, top: 30, bottom: 310 } as const;

export interface TimetableStation {
  name: string;
  y: number;
  crossing: boolean;
  /** Whether its name is written: stations closer than a line of text keep the crossing ones, then the first. */
  label: boolean;
}

export interface TimetableLayer {
  type: number;
  /** Each train's head, hour by hour. */
  line: string;
  /** The time each train holds each section, as rectangles. */
  held: string;
}

/** One train of the hour in the table: arrival and departure (minutes from the hour, unwrapped) at each timing point. */
export interface TimetableRow {
  type: number;
  run: number;
  times: [number, number][];
}

export interface TimetableDrawing {
  ticks: { x: number; minute: number }[];
  stations: TimetableStation[];
  layers: TimetableLayer[];
  /** Outlines of the conflicts: where, and in which minutes, two trains hold a section at once. */
  conflicts: string;
  conflictCount: number;
  /** The table's timing points (model station indices): the crossing points, so on double track the two ends. */
  columns: number[];
  rows: TimetableRow[];
}

const V = TIMETABLE_VIEW;
/** Whole units: a unit is two pixels of the PNG, and the prerendered page carries every number. */
const f = (n: number) => String(Math.round(n));
/** Text lines need this much room (view units) between station names. */
const LABEL_GAP = 12;
/** A conflict a few seconds long still shows. */
const MIN_MARK = 3;

const x = (minute: number) => V.left + (minute / 60) * (V.right - V.left);
/** Held and conflict rectangles end just outside the plot: the clip trims them, the numbers stay short. */
const xClamped = (minute: number) => Math.min(V.right + 1, Math.max(V.left - 1, x(minute)));

/** The hour shifts (multiples of 60) that bring some of [start, end] into the hour [0, 60]. */
export function hourShifts(start: number, end: number): number[] {
  const shifts: number[] = [];
  for (let k = Math.floor(start / 60) - 1; k <= Math.floor(end / 60); k++) if (start - 60 * k < 60 && end - 60 * k > 0) shifts.push(60 * k);
  return shifts;
}

/** Names written from the top, crossing stations first, each clear of those already written. */
function labelled(ys: readonly number[], crossing: readonly boolean[]): boolean[] {
  const order = ys.map((_, i) => i).sort((a, b) => Number(crossing[b]) - Number(crossing[a]) || a - b);
  const shown = ys.map(() => false);
  for (const i of order) if (order.every((j) => !shown[j] || Math.abs(ys[j]! - ys[i]!) >= LABEL_GAP)) shown[i] = true;
  return shown;
}

/** A train's head as [minute, km]: its two ends and each stop's arrival and departure (between them it runs straight). */
function headPoints(run: TimetableRun, km: readonly number[]): [number, number][] {
  const last = run.calls.length - 1;
  return run.calls.flatMap((c, i): [number, number][] => {
    if (c.dep > c.arr) return [
      [c.arr, km[c.station]!],
      [c.dep, km[c.station]!],
    ];
    return i === 0 || i === last ? [[c.dep, km[c.station]!]] : [];
  });
}

/** The line in each hour it reaches: from the last point before the hour to the first after it. */
function linePath(points: readonly [number, number][], y: (km: number) => number): string {
  const start = points[0]![0];
  const end = points[points.length - 1]![0];
  return hourShifts(start, end)
    .map((s) => {
      let from = 0;
      while (from + 1 < points.length && points[from + 1]![0] - s <= 0) from++;
      let to = points.length - 1;
      while (to > 0 && points[to - 1]![0] - s >= 60) to--;
      return points
        .slice(from, to + 1)
        .map(([m, km], k, all) => (k === 0 ? `M${f(x(m - s))} ${f(y(km))}` : km === all[k - 1]![1] ? `H${f(x(m - s))}` : `L${f(x(m - s))} ${f(y(km))}`))
        .join("");
    })
    .join("");
}

/**
 * Stretches of time in each section as one path of rectangles. Overlapping stretches of a section
 * become one (a path fills their union once anyway), so a busy hour costs the time it fills, not
 * its trains.
 */
function rectsPath(times: readonly SectionTime[], model: CapacityModel, y: (km: number) => number, least = 0): string {
  const merged: SectionTime[] = [];
  for (const t of [...times].sort((a, b) => a.section - b.section || a.start - b.start)) {
    const last = merged[merged.length - 1];
    const end = Math.max(t.end, t.start + least);
    if (last && last.section === t.section && t.start <= last.end) last.end = Math.max(last.end, end);
    else merged.push({ section: t.section, start: t.start, end });
  }
  return merged
    .flatMap((t) => {
      const sec = model.sections[t.section]!;
      const y0 = Math.round(y(sec.fromKm));
      const h = Math.round(y(sec.toKm)) - y0;
      return hourShifts(t.start, t.end).map((s) => {
        const x0 = Math.round(xClamped(t.start - s));
        const w = Math.round(xClamped(t.end - s)) - x0;
        return `M${x0} ${y0}h${w}v${h}h${-w}Z`;
      });
    })
    .join("");
}

export function drawTimetable(model: CapacityModel, analysis: Pick<Analysis, "counts" | "conflicts">): TimetableDrawing {
  const length = model.stations[model.stations.length - 1]!.km;
  const y = (km: number) => V.top + (km / length) * (V.bottom - V.top);
  const runs = timetableRuns(model, analysis.counts);
  const km = model.stations.map((s) => s.km);
  const ys = km.map(y);
  const shown = labelled(
    ys,
    model.stations.map((s) => s.crossing),
  );
  const layers = model.types.flatMap((_, type) => {
    const own = runs.filter((r) => r.type === type);
    if (!own.length) return [];
    return [
      {
        type,
        line: own.map((r) => linePath(headPoints(r, km), y)).join(""),
        held: rectsPath(
          own.flatMap((r) => r.held),
          model,
          y,
        ),
      },
    ];
  });
  const columns = model.stations.flatMap((s, i) => (s.crossing ? [i] : []));
  return {
    ticks: [0, 10, 20, 30, 40, 50, 60].map((minute) => ({ minute, x: Math.round(x(minute)) })),
    stations: model.stations.map((s, i) => ({ name: s.name, y: Math.round(ys[i]!), crossing: s.crossing, label: shown[i]! })),
    layers,
    conflicts: rectsPath(conflictTimes(model, analysis, runs), model, y, (MIN_MARK / (V.right - V.left)) * 60),
    conflictCount: analysis.conflicts.length,
    columns,
    rows: runs.map((r) => {
      // Calls run from the train's origin: station i is call i going down, the last but i going up.
      const at = (station: number) => r.calls[r.calls[0]!.station === 0 ? station : r.calls.length - 1 - station]!;
      return { type: r.type, run: r.run, times: columns.map((station): [number, number] => [at(station).arr, at(station).dep]) };
    }),
  };
}
