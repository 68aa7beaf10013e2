/**
 * Turns the hero's train list into polylines of a time–distance diagram: time runs right,
 * distance runs up (Stockholm at the bottom, Uppsala at the top), stops are flat steps.
 */
import type { GraphTrainKind } from "~/content/home";

export interface GraphStation {
  name: string;
  km: number;
}

export interface GraphTrain {
  kind: GraphTrainKind;
  depart: number;
  from: "south" | "north";
  minPerKm: number;
  dwell: number;
}

export const PLOT = { width: 480, height: 300, left: 122, right: 456, top: 36, bottom: 286, minutes: 60 } as const;

export function timeToX(minute: number): number {
  return PLOT.left + (minute / PLOT.minutes) * (PLOT.right - PLOT.left);
}

export function kmToY(km: number, totalKm: number): number {
  return PLOT.bottom - (km / totalKm) * (PLOT.bottom - PLOT.top);
}

/** "x,y x,y …" for an SVG polyline; points outside the hour are clipped by the drawing. */
export function trainPolyline(train: GraphTrain, stations: readonly GraphStation[]): string {
  const totalKm = stations[stations.length - 1]?.km ?? 1;
  const order = train.from === "south" ? stations : [...stations].reverse();
  const points: string[] = [];
  let t = train.depart;
  order.forEach((station, i) => {
    const prev = order[i - 1];
    if (prev) t += Math.abs(station.km - prev.km) * train.minPerKm;
    const y = kmToY(station.km, totalKm).toFixed(1);
    points.push(`${timeToX(t).toFixed(1)},${y}`);
    const intermediate = i > 0 && i < order.length - 1;
    if (train.dwell > 0 && intermediate) {
      t += train.dwell;
      points.push(`${timeToX(t).toFixed(1)},${y}`);
    }
  });
  return points.join(" ");
}
