/**
 * The lab page's train graph as geometry in the drawing's own units (a 640 × 300 view box): the
 * compressed hour on the bottleneck section, time right and distance up, as on the home page.
 * Each train's blocking-time stairs are one closed outline (its blocks stack along the line, so
 * their union is a staircase), and each type's trains share one path, so 241 trains are a few
 * dozen elements. Computed in the worker with the analysis; the page and the SVG export draw
 * the same numbers. No text here: the page words it in the visitor's language.
 */
import { type CompressedHour, compressedHour, trainLayers } from "~/lib/capacity/compressed-hour";
import type { Analysis } from "~/lib/capacity/analyse";
import type { CapacityModel } from "~/lib/capacity/model";

export const VIEW = { width: 640, height: 300, left: 112, right: 626, top: 30, bottom: 228, band: 242 } as const;

export interface DrawingLayer {
  type: number;
  nextHour: boolean;
  stairs: string;
  line: string;
}

export interface Drawing {
  section: number;
  occupiedMin: number;
  /** The minutes the time axis spans: 60, or more when the trains overrun the hour. */
  span: number;
  ticks: { x: number; minute: number }[];
  /** y of the block boundaries inside the section. */
  boundaries: number[];
  fromY: number;
  toY: number;
  layers: DrawingLayer[];
  /** x where the occupied time ends, and where the hour ends. */
  occupiedX: number;
  hourX: number;
}

const f = (n: number) => (Math.round(n * 10) / 10).toString();

export function drawingOf(graph: CompressedHour): Drawing {
  const span = Math.max(60, Math.ceil(graph.occupiedMin / 10) * 10);
  const x = (min: number) => VIEW.left + (min / span) * (VIEW.right - VIEW.left);
  const y = (km: number) => VIEW.bottom - ((km - graph.fromKm) / (graph.toKm - graph.fromKm)) * (VIEW.bottom - VIEW.top);
  const step = span > 120 ? Math.ceil(span / 60) * 10 : span > 80 ? 20 : 10;
  const ticks = Array.from({ length: Math.floor(span / step) + 1 }, (_, i) => ({ minute: i * step, x: x(i * step) }));
  const layers = trainLayers(graph.trains).map((layer) => ({
    type: layer.type,
    nextHour: layer.nextHour,
    // Up the left edges (when each block is taken), down the right ones (when it is freed).
    stairs: layer.trains
      .map((t) => {
        const up = t.stairs.flatMap((s) => [`${f(x(s.t0))} ${f(y(s.km0))}`, `${f(x(s.t0))} ${f(y(s.km1))}`]);
        const down = [...t.stairs].reverse().flatMap((s) => [`${f(x(s.t1))} ${f(y(s.km1))}`, `${f(x(s.t1))} ${f(y(s.km0))}`]);
        return `M${[...up, ...down].join("L")}Z`;
      })
      .join(""),
    line: layer.trains.map((t) => t.path.map(([m, km], k) => `${k ? "L" : "M"}${f(x(m))} ${f(y(km))}`).join("")).join(""),
  }));
  return {
    section: graph.section,
    occupiedMin: graph.occupiedMin,
    span,
    ticks,
    boundaries: graph.boundaries.map(y),
    fromY: y(graph.fromKm),
    toY: y(graph.toKm),
    layers,
    occupiedX: x(graph.occupiedMin),
    hourX: x(60),
  };
}

export function drawAnalysis(model: CapacityModel, analysis: Analysis): Drawing | null {
  const graph = compressedHour(model, analysis);
  return graph ? drawingOf(graph) : null;
}

/**
 * A station name on at most three lines of at most 14 characters, split at spaces, beside the
 * plot; a longer name ends in "…" there (the graph's label and title say it whole).
 */
export function nameLines(name: string, width = 14, most = 3): string[] {
  const lines: string[] = [];
  for (const word of name.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const cut = lines.slice(0, most).map((l) => (l.length > width ? `${l.slice(0, width - 1)}…` : l));
  if (lines.length > most) cut[most - 1] = `${cut[most - 1]!.slice(0, width - 1)}…`;
  return cut.length ? cut : [""];
}
