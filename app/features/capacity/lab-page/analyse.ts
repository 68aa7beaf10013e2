/**
 * The lab page's analysis of a scenario: issue 10's model (model.ts, lab.ts) over the visitor's
 * line and traffic, "Optimise order" through bundles.ts, and the room left for each type.
 * Pure: no React, no DOM.
 */
import { type Analysis, type Lab, createLab } from "../lab";
import { bottleneckIndex, limitStatus, occupancies, roundPercent, timetabledOrder } from "../model";
import { bestBundleOrder, bundleCycles, bundleTrains, insideBundles } from "./bundles";
import { type OrderMode, type Scenario, recommendedOccupancy } from "~/lib/lab-scenario/scenario";

export interface ScenarioModel {
  lab: Lab;
  offsets: number[];
}

/**
 * The model of a scenario's line and types. Kilometres count from the first station (the model
 * measures every time from km 0), so a line that starts at km 45.3 gives the figures it would
 * at km 0.
 */
export function scenarioModel(scenario: Scenario): ScenarioModel {
  const km0 = scenario.line.stations[0]!.km;
  const lab = createLab(
    {
      stations: scenario.line.stations.map((s) => ({ name: s.name, km: s.km - km0 })),
      blockKm: scenario.line.blockKm,
      dwellMin: scenario.line.dwellMin,
      releaseMin: scenario.line.releaseMin,
    },
    scenario.trainTypes.map((t) => ({ name: t.name, speedKmh: t.speedKmh, stops: t.stops, offset: t.offsetMin })),
    recommendedOccupancy,
  );
  return { lab, offsets: scenario.trainTypes.map((t) => t.offsetMin) };
}

export interface LabAnalysis extends Analysis {
  /**
   * Optimised only: "bundles" when a bundled order is used, "timetabled" when no order of the
   * bundles beats the timetable, which is then kept (docs/decisions.md: optimising never raises
   * the bottleneck).
   */
  kept: "bundles" | "timetabled" | null;
}

function peakOfOcc(occ: readonly number[]): number {
  return occ.length ? occ[bottleneckIndex(occ)]! : 0;
}

/**
 * One analysis, as the home lab's `analyse` gives it, for any number of types. "Optimise order"
 * tries every order of the bundles (issue 10) and keeps the timetabled order when that one is
 * lower still (ties go to the bundles, so the home lab's figures are unchanged).
 */
export function analyseCounts(model: ScenarioModel, counts: readonly number[], mode: OrderMode): LabAnalysis {
  const { lab, offsets } = model;
  const optimised = mode === "optimised";
  const timetabled = timetabledOrder(counts, offsets);
  let order = timetabled;
  let occ = occupancies(lab.headways, order);
  let kept: LabAnalysis["kept"] = null;
  if (optimised) {
    const bundled = bundleTrains(bestBundleOrder(lab.headways, counts).bundles, counts);
    const bundledOcc = occupancies(lab.headways, bundled);
    kept = "timetabled";
    if (!(peakOfOcc(occ) < peakOfOcc(bundledOcc) - 1e-9)) {
      order = bundled;
      occ = bundledOcc;
      kept = "bundles";
    }
  }
  const sections = occ.map((occupancy, i) => ({ from: lab.stations[i]!.name, to: lab.stations[i + 1]!.name, occupancy }));
  const bottleneck = order.length ? bottleneckIndex(occ) : -1;
  return {
    counts,
    optimised,
    order,
    sections,
    bottleneck,
    status: bottleneck < 0 ? null : limitStatus(occ[bottleneck]!, recommendedOccupancy),
    kept: order.length ? kept : null,
  };
}

/** Highest section occupancy, 0 without trains. */
export function peakOf(a: Analysis): number {
  return a.bottleneck < 0 ? 0 : a.sections[a.bottleneck]!.occupancy;
}

/** Room is searched up to this many trains of a type an hour: one a minute. */
export const ROOM_CAP = 60;

export interface RoomAt {
  /** How many more trains of the type fit (n fit, n + 1 do not). */
  more: number;
  /** The section that stops train n + 1 (its bottleneck); -1 when the search met ROOM_CAP. */
  stoppedBy: number;
  /** True when n + 1 would pass ROOM_CAP trains an hour: "n or more". */
  capped: boolean;
}

export interface RoomLeft {
  type: number;
  /** Within the recommended limit (75 %) and within the whole hour (100 %). */
  recommended: RoomAt;
  full: RoomAt;
}

/** The limit as judged on the shown figure (one decimal), like limitStatus. */
export function fitsWithin(occupancy: number, limit: number): boolean {
  return roundPercent(occupancy) <= roundPercent(limit);
}

const LIMITS = [recommendedOccupancy, 1] as const;

/**
 * For each train type, how many more trains of it an hour fit with the bottleneck within 75 %
 * and within 100 %, in the scenario's order mode: n such that n more fit and n + 1 do not,
 * searched from one more upwards.
 */
export function roomLeft(model: ScenarioModel, counts: readonly number[], mode: OrderMode): RoomLeft[] {
  return mode === "optimised" ? roomOptimised(model, counts) : roomTimetabled(model, counts);
}

function withMore(counts: readonly number[], type: number, k: number): number[] {
  return counts.map((n, i) => (i === type ? n + k : n));
}

/**
 * As timetabled, an added train re-spaces its type and may change the order, so the bottleneck
 * can move either way (docs/decisions.md, issue 10): walk up one train at a time.
 */
function roomTimetabled(model: ScenarioModel, counts: readonly number[]): RoomLeft[] {
  return counts.map((n, type) => {
    const found: (RoomAt | null)[] = [null, null];
    for (let k = 1; found.some((f) => f === null); k++) {
      if (n + k > ROOM_CAP) {
        found.forEach((f, i) => (found[i] = f ?? { more: k - 1, stoppedBy: -1, capped: true }));
        break;
      }
      const a = analyseCounts(model, withMore(counts, type, k), "timetabled");
      LIMITS.forEach((limit, i) => {
        if (found[i] === null && !fitsWithin(peakOf(a), limit)) found[i] = { more: k - 1, stoppedBy: a.bottleneck, capped: false };
      });
    }
    return { type, recommended: found[0]!, full: found[1]! };
  });
}

/**
 * Optimised, the bundles make it linear: with k ≥ 1 more trains of type t, every bundle order's
 * occupancy of section s is c_s + (k − 1)·h_s(t, t), with c_s its figure at one more and
 * h_s(t, t) > 0. So the occupancy only grows with k, and each order allows
 * k ≤ min_s ceil((60·x − c_s) / h_s(t, t)) trains, x being the largest occupancy still shown
 * within the limit. The best order's bound is the answer; the order and the section that stop
 * train n + 1 come from trying every order once more at n + 1. Past the bundles' bound only the
 * timetabled order, which "Optimise order" keeps when it is lower, can fit another train.
 */
function roomOptimised(model: ScenarioModel, counts: readonly number[]): RoomLeft[] {
  const table = model.lab.headways;
  const sections = table.length;
  const present = counts.flatMap((n, t) => (n > 0 ? [t] : []));
  const shared = bundleCycles(table, present);
  return counts.map((n, type) => {
    const withType = n > 0 ? present : [...present, type].sort((a, b) => a - b);
    const cycles = n > 0 ? shared : bundleCycles(table, withType);
    const one = withMore(counts, type, 1);
    const inside = insideBundles(table, one, withType);
    const slope = table.map((h) => h[type]![type]!);
    /** Occupancy of one order's section with k more trains (k ≥ 1), in minutes. */
    const minutes = (cycle: Float64Array, s: number, k: number) => cycle[s]! + inside[s]! + (k - 1) * slope[s]!;
    /** The best order's bottleneck at k more: its peak and section (first found on ties). */
    const memo = new Map<number, { peak: number; section: number }>();
    const bestAt = (k: number) => {
      const known = memo.get(k);
      if (known) return known;
      let peak = Infinity;
      let section = -1;
      for (const cycle of cycles) {
        let top = -Infinity;
        let at = 0;
        for (let s = 0; s < sections; s++) {
          const m = minutes(cycle, s, k);
          if (m > top + 1e-9) {
            top = m;
            at = s;
          }
        }
        if (top / 60 < peak - 1e-9) {
          peak = top / 60;
          section = at;
        }
      }
      const result = { peak, section };
      memo.set(k, result);
      return result;
    };
    const timetabledAt = (k: number) => analyseCounts(model, withMore(counts, type, k), "timetabled");
    const [recommended, full] = LIMITS.map((limit): RoomAt => {
      // Below x·60 minutes the figure still shows within the limit (0.7505 shows 75.1 %).
      const x = (Math.round(roundPercent(limit) * 10) + 0.5) / 1000;
      let bound = 0;
      for (const cycle of cycles) {
        let k = Infinity;
        // c_s + (k − 1)·slope < 60·x  ⇔  k < (60·x − c_s) / slope + 1  ⇔  k ≤ ceil((60·x − c_s) / slope).
        for (let s = 0; s < sections; s++) k = Math.min(k, Math.ceil((60 * x - (cycle[s]! + inside[s]!)) / slope[s]!));
        bound = Math.max(bound, k);
      }
      let more = Math.max(0, Math.min(bound, ROOM_CAP - n));
      // The bound is exact in real numbers; settle the last digit on the figures themselves.
      while (more > 0 && !fitsWithin(bestAt(more).peak, limit)) more--;
      while (n + more + 1 <= ROOM_CAP && fitsWithin(bestAt(more + 1).peak, limit)) more++;
      // Past the bundles' last fit, only the timetabled order (kept when lower) may fit more.
      while (n + more + 1 <= ROOM_CAP && fitsWithin(peakOf(timetabledAt(more + 1)), limit)) more++;
      if (n + more + 1 > ROOM_CAP) return { more, stoppedBy: -1, capped: true };
      const bundled = bestAt(more + 1);
      const timetable = timetabledAt(more + 1);
      return { more, stoppedBy: peakOf(timetable) < bundled.peak - 1e-9 ? timetable.bottleneck : bundled.section, capped: false };
    });
    return { type, recommended: recommended!, full: full! };
  });
}
