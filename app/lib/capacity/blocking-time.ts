/**
 * Blocking times and headways on one direction's line with fixed-block signalling, as issue 10
 * pins them; model.ts builds a scenario's sections and lanes from them. Times in minutes, distances in km. Pure: no React, no DOM.
 *
 * Blocking times and headways depend only on a train's type, so they are computed once per
 * type and per pair of types; an hour of 36 trains then costs a few hundred additions.
 */

export interface Station {
  name: string;
  km: number;
}

export interface LineSpec {
  stations: readonly Station[];
  blockKm: number;
  releaseMin: number;
}

export interface TrainSpec {
  speedKmh: number;
  /** Kilometre posts of the stations where it stops. */
  stopsKm: readonly number[];
  dwellMin: number;
}

export interface Block {
  section: number;
  startKm: number;
  endKm: number;
}

export interface BlockingTime {
  start: number;
  end: number;
}

/** Kilometre comparisons meet computed block boundaries; this keeps 3 × (5/3) equal to 5. */
const EPS = 1e-9;

/** Minutes after leaving km 0 at which the head leaves km x: running time plus every dwell at or before x. */
export function departure(train: TrainSpec, km: number): number {
  const dwells = train.stopsKm.filter((s) => s <= km + EPS).length;
  return (60 * km) / train.speedKmh + dwells * train.dwellMin;
}

/** Minutes after leaving km 0 at which the head reaches km x: running time plus the dwells before x. */
export function arrival(train: TrainSpec, km: number): number {
  const dwells = train.stopsKm.filter((s) => s < km - EPS).length;
  return (60 * km) / train.speedKmh + dwells * train.dwellMin;
}

/**
 * Blocks along the whole line, numbered from km 0: each section has ceil(length / blockKm)
 * equal blocks, so every station sits on a block boundary.
 */
export function lineBlocks(line: LineSpec): Block[] {
  const blocks: Block[] = [];
  for (let s = 0; s + 1 < line.stations.length; s++) {
    const from = line.stations[s]!.km;
    const to = line.stations[s + 1]!.km;
    const n = Math.ceil((to - from) / line.blockKm - EPS);
    for (let i = 0; i < n; i++) {
      // The last boundary is the station itself, not from + n·(L/n), which may miss it by an ulp.
      blocks.push({ section: s, startKm: from + (i * (to - from)) / n, endKm: i + 1 === n ? to : from + ((i + 1) * (to - from)) / n });
    }
  }
  return blocks;
}

/**
 * Block k is blocked from the moment the head leaves the start of block k−1 (the signal must
 * clear one block ahead; block 0 from the departure) until the head leaves the end of block k
 * plus the release time. A train standing at a station still holds the block it arrived in.
 */
export function blockingTimes(train: TrainSpec, blocks: readonly Block[], releaseMin: number): BlockingTime[] {
  return blocks.map((b, k) => ({
    start: k === 0 ? 0 : departure(train, blocks[k - 1]!.startKm),
    end: departure(train, b.endKm) + releaseMin,
  }));
}

/** Minimum headway of b following a on one section: the tightest block of that section. */
export function headway(a: readonly BlockingTime[], b: readonly BlockingTime[], blocks: readonly Block[], section: number): number {
  let h = -Infinity;
  blocks.forEach((block, k) => {
    if (block.section === section) h = Math.max(h, a[k]!.end - b[k]!.start);
  });
  return h;
}

/** The section with the highest occupancy; the first one on a tie. */
export function bottleneckIndex(occ: readonly number[]): number {
  return occ.reduce((best, o, i) => (o > occ[best]! + EPS ? i : best), 0);
}

/**
 * "As timetabled": type i with n_i trains departs at offset_i + 60·j/n_i; sorted by minute,
 * ties by type index.
 */
export function timetabledOrder(counts: readonly number[], offsets: readonly number[]): number[] {
  const departures: { minute: number; type: number }[] = [];
  counts.forEach((n, type) => {
    for (let j = 0; j < n; j++) departures.push({ minute: offsets[type]! + (60 * j) / n, type });
  });
  departures.sort((x, y) => (Math.abs(x.minute - y.minute) < EPS ? x.type - y.type : x.minute - y.minute));
  return departures.map((d) => d.type);
}

/**
 * Start of each train's path (minutes after the first leaves km 0) in the compressed hour of
 * one section: each follows the one before at exactly its minimum headway. The last entry is
 * the first train of the next hour, so its start is the section's occupied time.
 */
export function compressedStarts(h: readonly (readonly number[])[], order: readonly number[]): number[] {
  const starts = [0];
  for (let i = 0; i < order.length; i++) starts.push(starts[i]! + h[order[i]!]![order[(i + 1) % order.length]!]!);
  return starts;
}

export type LimitStatus = "within" | "above" | "over";

/**
 * UIC 406 wording. Judged on the percentage as shown (one decimal), so the words never
 * contradict the figure next to them.
 */
export function limitStatus(occupancy: number, recommended: number): LimitStatus {
  const shown = roundPercent(occupancy);
  if (shown <= roundPercent(recommended)) return "within";
  return shown <= 100 ? "above" : "over";
}

export function roundPercent(occupancy: number): number {
  return Math.round(occupancy * 1000) / 10;
}
