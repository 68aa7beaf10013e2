/** Seeded random scenarios for the lab page's property tests: the same spread on every run. */
import type { Scenario } from "./scenario";

export function seeded(seed: number) {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return {
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}

export type Rand = ReturnType<typeof seeded>;

/** A random line and traffic; `singleTrack` gives issue 59's: loops at some stations, trains both ways. */
export function randomScenario(rand: Rand, size: { stations?: number; types?: number; maxPerHour?: number; singleTrack?: boolean } = {}): Scenario {
  const n = size.stations ?? rand.int(2, 8);
  let km = rand.int(0, 30);
  const stations = Array.from({ length: n }, (_, i) => {
    const s = { name: `S${i}`, km, ...(size.singleTrack && i > 0 && i < n - 1 && rand.chance(0.5) ? { crossing: true } : {}) };
    km += rand.int(2, 25) + rand.pick([0, 0.5]);
    return s;
  });
  const inner = stations.slice(1, -1).map((s) => s.name);
  const types = size.types ?? rand.int(1, 4);
  return {
    name: "random",
    line: { stations, blockKm: rand.pick([1, 1.5, 2, 3]), releaseMin: rand.pick([0, 0.5, 1]), dwellMin: rand.pick([0.5, 1, 2]), ...(size.singleTrack ? { tracks: 1 as const } : {}) },
    trainTypes: Array.from({ length: types }, (_, i) => ({
      name: `T${i}`,
      speedKmh: rand.pick([60, 80, 90, 120, 160, 200]),
      stops: rand.chance(0.3) ? ("all" as const) : inner.filter(() => rand.chance(0.3)),
      perHour: rand.int(0, size.maxPerHour ?? 6),
      offsetMin: rand.int(0, 59),
      ...(size.singleTrack && rand.chance(0.5) ? { direction: "up" as const } : {}),
    })),
    order: "timetabled",
  };
}
