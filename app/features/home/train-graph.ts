/**
 * Turns the hero's train list into polylines of a time–distance diagram: time runs right,
 * distance runs up (the first station at the bottom, the last at the top), stops are flat steps.
 */
import type { GraphTrainKind } from "~/lib/content/home";

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

/** The drawing of a train graph, computed at build time: the browser only renders it. */
export interface GraphDrawing {
  /** The hour's gridlines: x and the clock time. */
  ticks: readonly { x: number; label: string }[];
  /** A line and a label per station, at its height. */
  stations: readonly { name: string; y: number }[];
  trains: readonly { key: string; kind: GraphTrain["kind"]; points: string }[];
}

const TICK_MINUTES = [0, 10, 20, 30, 40, 50, 60] as const;

/** 07:00 … 08:00: the sample hour of the hero graph. */
function clock(minute: number): string {
  return `07:${String(minute).padStart(2, "0")}`.replace("07:60", "08:00");
}

const tenth = (n: number) => Math.round(n * 10) / 10;

export function graphDrawing(stations: readonly GraphStation[], trains: readonly GraphTrain[]): GraphDrawing {
  const totalKm = stations[stations.length - 1]?.km ?? 1;
  return {
    // A tenth of a unit is far below a pixel; the HTML carries "177.7", not "177.66666666666666".
    ticks: TICK_MINUTES.map((m) => ({ x: tenth(timeToX(m)), label: clock(m) })),
    stations: stations.map((s) => ({ name: s.name, y: tenth(kmToY(s.km, totalKm)) })),
    trains: trains.map((t) => ({ key: `${t.kind}-${t.from}-${t.depart}`, kind: t.kind, points: trainPolyline(t, stations) })),
  };
}
