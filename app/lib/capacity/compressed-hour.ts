/**
 * Geometry of the lab's train graph: the compressed hour on one section. Trains follow each
 * other at their minimum headway, so the blocking-time stairs touch and what is left of the
 * hour is the free capacity. Times are minutes from the moment the first train's first
 * block of the section is blocked.
 */
import type { Analysis } from "./analyse";
import { compressedStarts } from "./blocking-time";
import type { CapacityModel } from "./model";

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

/** The bottleneck's busier lane, its trains in the analysis' order, each at its minimum headway behind the one before. */
export function compressedHour(model: CapacityModel, analysis: Analysis): CompressedHour | null {
  if (analysis.lane < 0) return null;
  const lane = model.lanes[analysis.lane]!;
  const section = model.sections[lane.section]!;
  const starts = compressedStarts(lane.headways, analysis.order);
  const t0 = lane.stairs[analysis.order[0]!]![0]!.start;
  const trains = starts.map((start, i) => {
    const type = analysis.order[i % analysis.order.length]!;
    const shift = start - t0;
    return {
      type,
      path: lane.path[type]!.map(([minute, km]): [number, number] => [minute + shift, km]),
      stairs: lane.stairs[type]!.map((b) => ({ t0: b.start + shift, t1: b.end + shift, km0: b.km0, km1: b.km1 })),
      nextHour: i === analysis.order.length,
    };
  });
  return { section: lane.section, fromKm: section.fromKm, toKm: section.toKm, boundaries: section.boundaries, occupiedMin: starts[starts.length - 1]!, trains };
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
