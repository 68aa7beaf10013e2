/**
 * Seeded random numbers (mulberry32), threaded through the simulation state so the
 * reducer stays pure and a test can replay any run.
 */
export function nextRandom(seed: number): [value: number, nextSeed: number] {
  const next = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(next ^ (next >>> 15), next | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [((t ^ (t >>> 14)) >>> 0) / 4294967296, next];
}

export function randomSeed(): number {
  return Math.floor(Math.random() * 0x100000000) | 0;
}
