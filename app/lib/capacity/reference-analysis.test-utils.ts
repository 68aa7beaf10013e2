/**
 * The analysis as issue 10 first wrote it, kept as the tests' reference: a headway table for
 * every pair of types, occupancy summed around an order, and "optimised" by trying every order
 * of the bundles. The product analyses through analyse.ts (model.ts's lanes, bundles.ts's
 * search); the tests hold it to these on worked examples and random scenarios.
 */
import { type LineSpec, type TrainSpec, bottleneckIndex, blockingTimes, headway, lineBlocks } from "./blocking-time";

const EPS = 1e-9;

/** headways[section][a][b] for every pair of train types. */
export function headwayTable(line: LineSpec, types: readonly TrainSpec[]): number[][][] {
  const blocks = lineBlocks(line);
  const times = types.map((t) => blockingTimes(t, blocks, line.releaseMin));
  return line.stations.slice(1).map((_, s) => times.map((a) => times.map((b) => headway(a, b, blocks, s))));
}

/**
 * Occupancy of each section for trains (type indices) in a periodic order: the sum of the
 * minimum headways around the cycle, over 60 minutes. No trains, no occupancy.
 */
export function occupancies(table: readonly (readonly (readonly number[])[])[], order: readonly number[]): number[] {
  return table.map((h) => {
    let sum = 0;
    for (let i = 0; i < order.length; i++) sum += h[order[i]!]![order[(i + 1) % order.length]!]!;
    return sum / 60;
  });
}

/** Every order of the items, the given order first (lexicographic by position). */
function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((first, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [first, ...rest]));
}

/**
 * "Optimise order": trains of one type run as a bundle; every order of the bundles is tried
 * and the one with the lowest bottleneck occupancy kept (the first found on a tie).
 */
export function optimisedOrder(table: readonly (readonly (readonly number[])[])[], counts: readonly number[]): number[] {
  const present = counts.flatMap((n, type) => (n > 0 ? [type] : []));
  let best: number[] = [];
  let bestPeak = Infinity;
  for (const bundles of permutations(present)) {
    const order = bundles.flatMap((type) => Array<number>(counts[type]!).fill(type));
    const occ = occupancies(table, order);
    const peak = occ[bottleneckIndex(occ)] ?? 0;
    if (peak < bestPeak - EPS) {
      best = order;
      bestPeak = peak;
    }
  }
  return best;
}
