/**
 * A scenario as the capacity model sees it: each train type on its own direction's line, the
 * line's sections, and the lanes trains queue on in each section with their minimum headways.
 * Pure: no React, no DOM. The figures are issue 10's (double track) and issue 59's (single
 * track); docs/decisions.md has both definitions.
 *
 * - Double track: a section runs from one station to the next, and each direction has a lane of
 *   its own (today's model, an up train on the reversed line). Times are measured from each
 *   train's departure at its origin, so a headway is the least gap between two departures.
 * - Single track: a section runs from one crossing station to the next (a halt without a loop
 *   ends none), and all trains share its one lane. Times are measured from a train's entry into
 *   the section, so a headway is the least gap between two entries.
 */
import { type Block, type TrainSpec, arrival, blockingTimes, departure, headway, lineBlocks } from "./blocking-time";
import type { Direction, Scenario } from "./scenario";

const EPS = 1e-9;

/** One block a train holds in a section: from start to end, minutes after its reference time. */
export interface Stair {
  start: number;
  end: number;
  /** The block's ends as kilometres of the line (from its first station). */
  km0: number;
  km1: number;
}

export interface Lane {
  section: number;
  /** The direction of its trains; null on single track, where both share it. */
  direction: Direction | null;
  /** The train types that run on it. */
  types: number[];
  /** headways[a][b]: least gap, in minutes, from a train of type a to one of type b behind it (NaN off the lane). */
  headways: number[][];
  /** A train's reference time in this lane, minutes after it leaves its origin: 0 on double track, its entry on single track. */
  entry: number[];
  /** stairs[type]: the blocks it holds in the section, in its order of running. */
  stairs: Stair[][];
  /** path[type]: its head through the section, [minute, km] from its reference time, dwells as flat steps. */
  path: [number, number][][];
}

export interface ModelSection {
  from: string;
  to: string;
  fromKm: number;
  toKm: number;
  /** Block boundaries inside the section, in kilometres of the line. */
  boundaries: number[];
  blocks: number;
}

export interface ModelType {
  direction: Direction;
  offsetMin: number;
  /** Its run in its own direction: kilometres from its origin. */
  spec: TrainSpec;
}

export interface CapacityModel {
  singleTrack: boolean;
  stations: { name: string; km: number; crossing: boolean }[];
  types: ModelType[];
  sections: ModelSection[];
  /** Ordered by section, down before up. */
  lanes: Lane[];
}

/**
 * Kilometres count from the first station (the model measures every time from km 0), so a line
 * that starts at km 45.3 gives the figures it would at km 0.
 */
export function capacityModel(scenario: Scenario): CapacityModel {
  const { line } = scenario;
  const km0 = line.stations[0]!.km;
  const last = line.stations.length - 1;
  const singleTrack = line.tracks === 1;
  const stations = line.stations.map((s, i) => ({ name: s.name, km: s.km - km0, crossing: i === 0 || i === last || (singleTrack && s.crossing === true) }));
  const length = stations[last]!.km;
  const downKm = (direction: Direction, own: number) => (direction === "down" ? own : length - own);

  const types: ModelType[] = scenario.trainTypes.map((t) => {
    const direction = t.direction ?? "down";
    const stops = stations.slice(1, -1).filter((s) => t.stops === "all" || t.stops.includes(s.name));
    const stopsKm = stops.map((s) => downKm(direction, s.km)).sort((a, b) => a - b);
    return { direction, offsetMin: t.offsetMin, spec: { speedKmh: t.speedKmh, stopsKm, dwellMin: line.dwellMin } };
  });

  /** A direction's view of the line: the stations in its order, kilometres from its origin. */
  const ownLine = (direction: Direction) => ({
    stations: (direction === "down" ? stations : [...stations].reverse()).map((s) => ({ name: s.name, km: downKm(direction, s.km) })),
    blockKm: line.blockKm,
    releaseMin: line.releaseMin,
  });
  const ownBlocks = { down: lineBlocks(ownLine("down")), up: lineBlocks(ownLine("up")) };
  const stopsAt = (spec: TrainSpec, km: number) => spec.stopsKm.some((k) => Math.abs(k - km) < EPS);

  /** The head's path from own kilometre `from` to `to`: at each station its arrival (where it stops) and departure, as [minute, line km]. */
  const pathOf = (type: ModelType, from: number, to: number, reference: number): [number, number][] => {
    const { spec, direction } = type;
    const points: [number, number][] = [];
    const passed = stations.map((s) => downKm(direction, s.km)).filter((k) => k > from - EPS && k < to + EPS).sort((a, b) => a - b);
    for (const k of passed) {
      if (stopsAt(spec, k)) points.push([arrival(spec, k) - reference, downKm(direction, k)]);
      points.push([departure(spec, k) - reference, downKm(direction, k)]);
    }
    return points;
  };

  const sections: ModelSection[] = [];
  const lanes: Lane[] = [];
  const ends = stations.flatMap((s, i) => (s.crossing || !singleTrack ? [i] : []));
  for (let i = 0; i + 1 < ends.length; i++) {
    const a = stations[ends[i]!]!;
    const b = stations[ends[i + 1]!]!;
    const inside = ownBlocks.down.filter((bl) => bl.startKm > a.km - EPS && bl.endKm < b.km + EPS);
    sections.push({ from: a.name, to: b.name, fromKm: a.km, toKm: b.km, boundaries: inside.slice(0, -1).map((bl) => bl.endKm), blocks: inside.length });
  }

  const blank = () => types.map(() => NaN);
  if (!singleTrack) {
    for (const direction of ["down", "up"] as const) {
      const members = types.flatMap((t, i) => (t.direction === direction ? [i] : []));
      if (!members.length) continue;
      const blocks = ownBlocks[direction];
      const times = types.map((t) => (t.direction === direction ? blockingTimes(t.spec, blocks, line.releaseMin) : []));
      sections.forEach((section, s) => {
        // The section's index on this direction's own line.
        const own = direction === "down" ? s : sections.length - 1 - s;
        const headways = types.map((_, x) => (members.includes(x) ? types.map((__, y) => (members.includes(y) ? headway(times[x]!, times[y]!, blocks, own) : NaN)) : blank()));
        const stairs = types.map((_, x) => (members.includes(x) ? stairsOf(blocks, times[x]!, own, 0, (k) => downKm(direction, k)) : []));
        const from = downKm(direction, direction === "down" ? section.fromKm : section.toKm);
        const path = types.map((t, x) => (members.includes(x) ? pathOf(t, from, from + section.toKm - section.fromKm, 0) : []));
        lanes.push({ section: s, direction, types: members, headways, entry: types.map(() => 0), stairs, path });
      });
    }
    lanes.sort((x, y) => x.section - y.section);
  } else {
    sections.forEach((section, s) => {
      const all = types.map((_, i) => i);
      const runs = types.map((t) => {
        const from = downKm(t.direction, t.direction === "down" ? section.fromKm : section.toKm);
        const to = from + section.toKm - section.fromKm;
        const blocks = ownBlocks[t.direction].filter((bl) => bl.startKm > from - EPS && bl.endKm < to + EPS);
        const entry = departure(t.spec, from);
        // The block before the first is the loop: the train may wait there, holding no section.
        const starts = blocks.map((bl, k) => (k === 0 ? entry : departure(t.spec, blocks[k - 1]!.startKm)) - entry);
        const ends = blocks.map((bl, k) => (k + 1 < blocks.length ? departure(t.spec, bl.endKm) : arrival(t.spec, to)) + line.releaseMin - entry);
        const stairs = blocks.map((bl, k) => ({ start: starts[k]!, end: ends[k]!, km0: downKm(t.direction, bl.startKm), km1: downKm(t.direction, bl.endKm) }));
        return { entry, starts, ends, stairs, path: pathOf(t, from, to, entry) };
      });
      const headways = all.map((x) =>
        all.map((y) => {
          if (types[x]!.direction !== types[y]!.direction) return runs[x]!.ends[runs[x]!.ends.length - 1]!;
          let h = -Infinity;
          runs[x]!.ends.forEach((end, k) => (h = Math.max(h, end - runs[y]!.starts[k]!)));
          return h;
        }),
      );
      lanes.push({ section: s, direction: null, types: all, headways, entry: runs.map((r) => r.entry), stairs: runs.map((r) => r.stairs), path: runs.map((r) => r.path) });
    });
  }
  return { singleTrack, stations, types, sections, lanes };
}

function stairsOf(blocks: readonly Block[], times: readonly { start: number; end: number }[], section: number, reference: number, toLine: (km: number) => number): Stair[] {
  return blocks.flatMap((b, k) => (b.section === section ? [{ start: times[k]!.start - reference, end: times[k]!.end - reference, km0: toLine(b.startKm), km1: toLine(b.endKm) }] : []));
}
