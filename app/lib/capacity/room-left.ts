/**
 * How many more trains of each type an hour fit, with the bottleneck within the recommended limit
 * and within the whole hour, in the scenario's order mode. Pure: no React, no DOM.
 */
import { roundPercent } from "./blocking-time";
import { analyse, peakOf } from "./analyse";
import { bundleCycles, insideBundles } from "./bundles";
import type { CapacityModel } from "./model";
import { type OrderMode, recommendedOccupancy } from "./scenario";

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
 * For each train type, n such that n more trains of it an hour fit and n + 1 do not, searched
 * from one more upwards.
 */
export function roomLeft(model: CapacityModel, counts: readonly number[], mode: OrderMode): RoomLeft[] {
  return mode === "optimised" ? roomOptimised(model, counts) : roomTimetabled(model, counts);
}

function withMore(counts: readonly number[], type: number, k: number): number[] {
  return counts.map((n, i) => (i === type ? n + k : n));
}

/**
 * As timetabled, an added train re-spaces its type and may change the order, so the bottleneck
 * can move either way (docs/decisions.md, issue 10): walk up one train at a time.
 */
function roomTimetabled(model: CapacityModel, counts: readonly number[]): RoomLeft[] {
  return counts.map((n, type) => {
    const found: (RoomAt | null)[] = [null, null];
    for (let k = 1; found.some((f) => f === null); k++) {
      if (n + k > ROOM_CAP) {
        found.forEach((f, i) => (found[i] = f ?? { more: k - 1, stoppedBy: -1, capped: true }));
        break;
      }
      const a = analyse(model, withMore(counts, type, k), "timetabled");
      LIMITS.forEach((limit, i) => {
        if (found[i] === null && !fitsWithin(peakOf(a), limit)) found[i] = { more: k - 1, stoppedBy: a.bottleneck, capped: false };
      });
    }
    return { type, recommended: found[0]!, full: found[1]! };
  });
}

/**
 * Optimised, the bundles make it linear: with k ≥ 1 more trains of type t, every bundle order's
 * occupancy of a lane t runs on is c + (k − 1)·h(t, t), c its figure at one more and h(t, t) > 0,
 * and the other lanes do not change. So each order allows k ≤ min ceil((60·x − c) / h(t, t)) over
 * t's lanes (none when another lane is already past 60·x), x being the largest occupancy still
 * shown within the limit. The best order's bound is the answer; the section that stops train
 * n + 1 comes from trying every order once more at n + 1.
 */
function roomOptimised(model: CapacityModel, counts: readonly number[]): RoomLeft[] {
  const lanes = model.lanes;
  const present = counts.flatMap((n, t) => (n > 0 ? [t] : []));
  const shared = bundleCycles(lanes, present);
  return counts.map((n, type) => {
    const cycles = n > 0 ? shared : bundleCycles(lanes, [...present, type].sort((a, b) => a - b));
    const inside = insideBundles(lanes, withMore(counts, type, 1));
    const runsOn = lanes.map((lane) => lane.types.includes(type));
    const slope = lanes.map((lane, l) => (runsOn[l] ? lane.headways[type]![type]! : 0));
    /** The best order's bottleneck at k more: its peak and section (the first on a tie). */
    const memo = new Map<number, { peak: number; section: number }>();
    const bestAt = (k: number) => {
      const known = memo.get(k);
      if (known) return known;
      let best = { peak: Infinity, section: -1 };
      for (const cycle of cycles) {
        let top = -Infinity;
        let at = 0;
        for (let l = 0; l < lanes.length; l++) {
          const minutes = cycle[l]! + inside[l]! + (k - 1) * slope[l]!;
          if (minutes > top + 1e-9) {
            top = minutes;
            at = lanes[l]!.section;
          }
        }
        if (top / 60 < best.peak - 1e-9) best = { peak: top / 60, section: at };
      }
      memo.set(k, best);
      return best;
    };
    const [recommended, full] = LIMITS.map((limit): RoomAt => {
      // Below x·60 minutes the figure still shows within the limit (0.7505 shows 75.1 %).
      const x = (Math.round(roundPercent(limit) * 10) + 0.5) / 1000;
      let bound = 0;
      for (const cycle of cycles) {
        let k = Infinity;
        // c + (k − 1)·slope < 60·x  ⇔  k ≤ ceil((60·x − c) / slope); a lane without t must already fit.
        for (let l = 0; l < lanes.length; l++) {
          const c = cycle[l]! + inside[l]!;
          k = Math.min(k, runsOn[l] ? Math.ceil((60 * x - c) / slope[l]!) : c < 60 * x ? Infinity : 0);
        }
        bound = Math.max(bound, k);
      }
      let more = Math.max(0, Math.min(bound, ROOM_CAP - n));
      // The bound is exact in real numbers; settle the last digit on the figures themselves.
      while (more > 0 && !fitsWithin(bestAt(more).peak, limit)) more--;
      while (n + more + 1 <= ROOM_CAP && fitsWithin(bestAt(more + 1).peak, limit)) more++;
      if (n + more + 1 > ROOM_CAP) return { more, stoppedBy: -1, capped: true };
      return { more, stoppedBy: bestAt(more + 1).section, capped: false };
    });
    return { type, recommended: recommended!, full: full! };
  });
}
