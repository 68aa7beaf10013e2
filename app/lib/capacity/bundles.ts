/**
 * "Optimise order" for up to eight train types, exactly as issue 10 defines it (each type's trains
 * together, every order of the bundles, the lowest bottleneck, the first found on a tie; one order
 * for every section) but without trying every order:
 *
 * - A lane's occupancy under a bundle order is Σ_t (n_t − 1)·h(t, t) over its types (inside each
 *   bundle) plus the headways where one of its bundles meets the next around the cycle (a lane
 *   skips the bundles of types that do not run on it). So 240 trains cost a few additions a lane.
 * - The hour is periodic: rotating a bundle order gives the same cycle and the same figures. The
 *   brute force meets the orders that start with the first type before any other, and each
 *   rotation class has exactly one of them; later rotations never beat an equal figure. So trying
 *   only the orders that start with the first type (7! = 5,040 instead of 8! = 40,320) finds the
 *   very order the brute force finds. bundles.test.ts compares both on random tables.
 * - The orders are walked depth first with running sums per lane, so each step adds one headway
 *   per lane the new type runs on instead of summing the whole cycle again.
 */
import type { Lane } from "./model";

type Lanes = readonly Pick<Lane, "types" | "headways">[];

const EPS = 1e-9;

/** Per lane: Σ over its present types of (n − 1)·h(t, t), the headways inside the bundles. */
export function insideBundles(lanes: Lanes, counts: readonly number[]): Float64Array {
  return Float64Array.from(lanes, (lane) => lane.types.reduce((sum, t) => (counts[t]! > 0 ? sum + (counts[t]! - 1) * lane.headways[t]![t]! : sum), 0));
}

/**
 * Walks every cycle of the present types that starts with the first of them, depth first, in the
 * brute force's order; `leaf` gets each cycle's bundle order and, per lane, the sum of the
 * headways where its bundles meet (those inside bundles are not in it).
 */
function walkCycles(lanes: Lanes, present: readonly number[], leaf: (path: readonly number[], sums: Float64Array) => void): void {
  const lanesOf = new Map(present.map((t) => [t, lanes.flatMap((lane, l) => (lane.types.includes(t) ? [l] : []))]));
  const first = new Int32Array(lanes.length).fill(-1);
  const last = new Int32Array(lanes.length).fill(-1);
  const sums = new Float64Array(lanes.length);
  const closed = new Float64Array(lanes.length);
  const path: number[] = [];
  const used = new Set<number>();
  const step = (t: number) => {
    const saved = lanesOf.get(t)!.map((l) => [l, first[l]!, last[l]!, sums[l]!] as const);
    for (const l of lanesOf.get(t)!) {
      if (first[l]! < 0) first[l] = t;
      else sums[l] = sums[l]! + lanes[l]!.headways[last[l]!]![t]!;
      last[l] = t;
    }
    path.push(t);
    used.add(t);
    if (path.length === present.length) {
      for (let l = 0; l < lanes.length; l++) closed[l] = first[l]! < 0 ? 0 : sums[l]! + lanes[l]!.headways[last[l]!]![first[l]!]!;
      leaf(path, closed);
    } else for (const next of present) if (!used.has(next)) step(next);
    used.delete(t);
    path.pop();
    for (const [l, f, p, s] of saved) {
      first[l] = f;
      last[l] = p;
      sums[l] = s;
    }
  };
  if (present.length) step(present[0]!);
}

export interface BundleResult {
  /** Types in bundle order; empty without trains. */
  bundles: number[];
  /** Highest lane occupancy (0..∞, 1 = the full hour); 0 without trains. */
  peak: number;
}

/** The best order of the bundles (see above). */
export function bestBundleOrder(lanes: Lanes, counts: readonly number[]): BundleResult {
  const present = counts.flatMap((n, t) => (n > 0 ? [t] : []));
  if (present.length === 0) return { bundles: [], peak: 0 };
  const inside = insideBundles(lanes, counts);
  let best: number[] = [];
  let bestPeak = Infinity;
  walkCycles(lanes, present, (path, sums) => {
    let peak = -Infinity;
    for (let l = 0; l < sums.length; l++) peak = Math.max(peak, sums[l]! + inside[l]!);
    peak /= 60;
    if (peak < bestPeak - EPS) {
      bestPeak = peak;
      best = [...path];
    }
  });
  return { bundles: best, peak: bestPeak };
}

/** The train order of a bundle order: each type's trains one after another. */
export function bundleTrains(bundles: readonly number[], counts: readonly number[]): number[] {
  return bundles.flatMap((t) => Array<number>(counts[t]!).fill(t));
}

/**
 * Every cycle of bundles that starts with the first present type, as per-lane sums of the
 * headways where bundles meet (not those inside them), in the brute force's order. Room left
 * reuses them: adding trains of one type only adds h(t, t) per train to its lanes' sums.
 */
export function bundleCycles(lanes: Lanes, present: readonly number[]): Float64Array[] {
  const cycles: Float64Array[] = [];
  walkCycles(lanes, present, (_, sums) => cycles.push(Float64Array.from(sums)));
  return cycles;
}
