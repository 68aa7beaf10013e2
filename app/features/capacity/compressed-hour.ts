/**
 * Geometry of the lab's train graph: the compressed hour on one section. Trains follow each
 * other at their minimum headway, so the blocking-time stairs touch and what is left of the
 * hour is the free capacity. Times are minutes from the moment the first train's first
 * block of the section is blocked.
 */
import type { Analysis, Lab } from "./lab";
import { compressedStarts, departure } from "./model";

export interface Stair {
  t0: number;
  t1: number;
  km0: number;
  km1: number;
}

export interface GraphTrain {
  type: number;
  /** Path of the head: [minute, km] points, dwells as flat steps. */
  path: [number, number][];
  stairs: Stair[];
  /** The first train of the next hour: where the pattern repeats. */
  nextHour: boolean;
}

export interface CompressedHour {
  section: number;
  fromKm: number;
  toKm: number;
  /** Block boundaries inside the section (excluding its two stations). */
  boundaries: number[];
  /** Minutes of the hour the section's trains consume (occupancy × 60). */
  occupiedMin: number;
  trains: GraphTrain[];
}

export function compressedHour(lab: Lab, analysis: Analysis): CompressedHour | null {
  const s = analysis.bottleneck;
  if (s < 0) return null;
  const first = lab.blocks.findIndex((b) => b.section === s);
  const last = lab.blocks.findLastIndex((b) => b.section === s);
  const fromKm = lab.blocks[first]!.startKm;
  const toKm = lab.blocks[last]!.endKm;
  const starts = compressedStarts(lab.headways[s]!, analysis.order);
  const t0 = lab.blocking[analysis.order[0]!]![first]!.start;
  const trains = starts.map((start, i) => {
    const type = analysis.order[i % analysis.order.length]!;
    const spec = lab.specs[type]!;
    const stopsAt = (km: number) => spec.stopsKm.some((k) => Math.abs(k - km) < 1e-9);
    const at = (km: number) => start + departure(spec, km) - t0;
    const path: [number, number][] = [];
    if (stopsAt(fromKm)) path.push([at(fromKm) - spec.dwellMin, fromKm]);
    path.push([at(fromKm), fromKm]);
    path.push([at(toKm) - (stopsAt(toKm) ? spec.dwellMin : 0), toKm]);
    if (stopsAt(toKm)) path.push([at(toKm), toKm]);
    const stairs = lab.blocks.flatMap((b, k) =>
      b.section === s ? [{ t0: start + lab.blocking[type]![k]!.start - t0, t1: start + lab.blocking[type]![k]!.end - t0, km0: b.startKm, km1: b.endKm }] : [],
    );
    return { type, path, stairs, nextHour: i === analysis.order.length };
  });
  return {
    section: s,
    fromKm,
    toKm,
    boundaries: lab.blocks.filter((b) => b.section === s && b.endKm !== toKm).map((b) => b.endKm),
    occupiedMin: starts[starts.length - 1]!,
    trains,
  };
}

/** The trains of one type, in this hour or (faded) the next: drawn as one path each. */
export interface TrainLayer {
  type: number;
  nextHour: boolean;
  trains: GraphTrain[];
}

/**
 * Trains grouped by type and hour, types in order of first appearance. The graph draws a
 * layer's stairs as one path and its lines as another: up to 37 trains become at most six
 * layers, so a redraw restyles and lays out a dozen elements instead of a hundred.
 */
export function trainLayers(trains: readonly GraphTrain[]): TrainLayer[] {
  const layers: TrainLayer[] = [];
  for (const train of trains) {
    const layer = layers.find((l) => l.type === train.type && l.nextHour === train.nextHour);
    if (layer) layer.trains.push(train);
    else layers.push({ type: train.type, nextHour: train.nextHour, trains: [train] });
  }
  return layers;
}
