/**
 * "Optimise order" for up to eight train types, exactly as issue 10 defines it (every order of
 * the bundles, the lowest bottleneck, the first found on a tie) but without trying every order:
 *
 * - A bundle order's occupancy of a section is Σ_t (n_t − 1)·h(t, t) (inside each bundle) plus the
 *   headways where one bundle meets the next around the cycle. So a train order of 240 trains
 *   costs eight additions per section, not 240.
 * - The hour is periodic: rotating a bundle order gives the same cycle and the same figures. The
 *   brute force meets the orders that start with the first type before any other, and each
 *   rotation class has exactly one of them; later rotations never beat an equal figure. So trying
 *   only the orders that start with the first type (7! = 5,040 instead of 8! = 40,320) finds the
 *   very order the brute force finds. bundles.test.ts compares both on random tables.
 * - The orders are walked depth first with running sums per section, so each step adds one
 *   headway per section instead of summing the whole cycle again.
 */

type Table = readonly (readonly (readonly number[])[])[];

const EPS = 1e-9;

/**
 * The table as one row of sections per pair of types, rows[a·T + b][s] = h_s(a, b): the walks
 * below add a whole row per step, and a row is contiguous in memory.
 */
export function pairRows(table: Table, types: number): Float64Array[] {
  return Array.from({ length: types * types }, (_, ab) => Float64Array.from(table, (h) => h[Math.floor(ab / types)]![ab % types]!));
}

/** Σ over present types of (n − 1)·h(t, t), per section: the headways inside the bundles. */
export function insideBundles(table: Table, counts: readonly number[], present: readonly number[]): Float64Array {
  const sums = new Float64Array(table.length);
  table.forEach((h, s) => {
    let sum = 0;
    for (const t of present) sum += (counts[t]! - 1) * h[t]![t]!;
    sums[s] = sum;
  });
  return sums;
}

/**
 * Walks every cycle of the present types that starts with the first of them, depth first, in
 * the brute force's order; `leaf` gets each cycle's bundle order and its per-section sums of
 * `start` plus the headways where bundles meet (those inside bundles are in `start`).
 */
function walkCycles(table: Table, present: readonly number[], start: Float64Array, leaf: (path: readonly number[], sums: Float64Array) => void): void {
  const sections = table.length;
  const types = table[0]?.length ?? 0;
  const rows = pairRows(table, types);
  const first = present[0]!;
  const rest = present.slice(1);
  // prefix[d]: start plus the headways of the first d transitions; the last one closes the cycle.
  const prefix = Array.from({ length: present.length + 1 }, () => new Float64Array(sections));
  prefix[0]!.set(start);
  const path = [first];
  const used = new Array<boolean>(rest.length).fill(false);
  const add = (from: Float64Array, to: Float64Array, row: Float64Array) => {
    for (let s = 0; s < sections; s++) to[s] = from[s]! + row[s]!;
  };
  const walk = (depth: number) => {
    const last = path[path.length - 1]!;
    if (depth === rest.length) {
      add(prefix[depth]!, prefix[depth + 1]!, rows[last * types + first]!);
      leaf(path, prefix[depth + 1]!);
      return;
    }
    for (let i = 0; i < rest.length; i++) {
      if (used[i]) continue;
      const t = rest[i]!;
      add(prefix[depth]!, prefix[depth + 1]!, rows[last * types + t]!);
      used[i] = true;
      path.push(t);
      walk(depth + 1);
      path.pop();
      used[i] = false;
    }
  };
  walk(0);
}

export interface BundleResult {
  /** Types in bundle order; empty without trains. */
  bundles: number[];
  /** Highest section occupancy (0..∞, 1 = the full hour); 0 without trains. */
  peak: number;
}

/** The best order of the bundles (see above). */
export function bestBundleOrder(table: Table, counts: readonly number[]): BundleResult {
  const present = counts.flatMap((n, t) => (n > 0 ? [t] : []));
  if (present.length === 0) return { bundles: [], peak: 0 };
  let best: number[] = [];
  let bestPeak = Infinity;
  walkCycles(table, present, insideBundles(table, counts, present), (path, sums) => {
    let peak = -Infinity;
    for (let s = 0; s < sums.length; s++) if (sums[s]! > peak) peak = sums[s]!;
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
 * Every cycle of bundles that starts with the first present type, as per-section sums of the
 * headways where bundles meet (not those inside them), in the brute force's order. Room left
 * reuses them: adding trains of one type only adds h(t, t) per train to every order's sums.
 */
export function bundleCycles(table: Table, present: readonly number[]): Float64Array[] {
  const cycles: Float64Array[] = [];
  if (present.length === 0) return cycles;
  walkCycles(table, present, new Float64Array(table.length), (_, sums) => cycles.push(Float64Array.from(sums)));
  return cycles;
}
