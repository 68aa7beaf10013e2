import { useId } from "react";
import { cn } from "~/lib/cn";
import { useLocale } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import { TYPE_DASH } from "./exports";
import { TYPE_FILL, TYPE_STROKE } from "./graph-style";
import { minutes } from "./lab-text";
import { type CompressedHour, type GraphTrain, type Stair, type TrainLayer, trainLayers } from "~/lib/capacity/compressed-hour";

/** Line, fill and dash of the type at an index, as the lab page draws it: the dash tells the types apart without colour. */
export const typeStyle = (i: number) => ({ stroke: TYPE_STROKE[i % 8]!, fill: TYPE_FILL[i % 8]!, dash: TYPE_DASH[i % 8] });

const P = { width: 480, height: 266, left: 96, right: 468, top: 30, bottom: 204, band: 216 } as const;

/** Larger type on phones, where the drawing shrinks to about two thirds. */
const TEXT = "text-[15px] sm:text-[12px]";

/** Station names of more than 9 characters on two lines, so the plot keeps its width. */
function nameLines(name: string): string[] {
  const cut = name.lastIndexOf(" ");
  return name.length > 9 && cut > 0 ? [name.slice(0, cut), name.slice(cut + 1)] : [name];
}

interface Props {
  graph: CompressedHour;
  stations: { from: string; to: string };
  label: string;
}

/**
 * Whole units: the drawing's precision. The plot is 480 units wide and shown at most 576 px wide,
 * so a unit is at most 1.2 px, finer than its 2-unit lines; tenths cost a live figure ≈ 200 B of
 * its page's 14 KB.
 */
const unit = Math.round;

/**
 * A train's blocking-time stairs as one outline: up the blocks' starts, then back down their ends.
 * A train's blocks follow on along the line and each starts before the one behind it is
 * released, so the outline is their union, at four numbers a block where a rectangle each took
 * six: the stairs are a prerendered figure's largest part. Blocks that do not follow on (none in
 * the model, but the drawing should not depend on it) start an outline of their own.
 */
export function stairsPath(stairs: readonly Stair[], x: (min: number) => number, y: (km: number) => number): string {
  const blocks = stairs
    .map((s) => ({ x0: unit(x(s.t0)), x1: unit(x(s.t1)), lo: Math.min(s.km0, s.km1), hi: Math.max(s.km0, s.km1) }))
    .sort((a, b) => a.lo - b.lo);
  const runs: (typeof blocks)[] = [];
  for (const b of blocks) {
    const run = runs.at(-1);
    const last = run?.at(-1);
    if (run && last && Math.abs(b.lo - last.hi) < 1e-9 && b.x0 <= last.x1) run.push(b);
    else runs.push([b]);
  }
  return runs
    .map((run) => {
      const corners = [
        ...run.flatMap((b) => [[b.x0, unit(y(b.lo))], [b.x0, unit(y(b.hi))]]),
        ...[...run].reverse().flatMap((b) => [[b.x1, unit(y(b.hi))], [b.x1, unit(y(b.lo))]]),
      ];
      let [px, py] = corners[0]!;
      let d = `M${px} ${py}`;
      for (const [cx, cy] of corners.slice(1)) {
        if (cx !== px && cy !== py) d += `l${cx! - px!} ${cy! - py!}`;
        else if (cx !== px) d += `h${cx! - px!}`;
        else if (cy !== py) d += `v${cy! - py!}`;
        [px, py] = [cx, cy];
      }
      return `${d}z`;
    })
    .join("");
}

/** The next hour's first train, drawn faded: where the pattern repeats. */
const NEXT_HOUR_OPACITY = 0.45;

/**
 * The compressed hour on one section, drawn like the hero's train graph: time runs right,
 * distance up. Each train's blocking-time stairs are shaded; where the stairs leave the hour
 * unshaded is the section's free capacity.
 */
export function CompressedGraph({ graph, stations, label }: Props) {
  const clip = `plot${useId().replace(/[^\w-]/g, "")}`;
  const span = Math.max(60, Math.ceil(graph.occupiedMin / 10) * 10);
  const x = (min: number) => P.left + (min / span) * (P.right - P.left);
  const y = (km: number) => P.bottom - ((km - graph.fromKm) / (graph.toKm - graph.fromKm)) * (P.bottom - P.top);
  const r = unit;
  const step = span > 80 ? 20 : 10;
  const ticks = Array.from({ length: Math.floor(span / step) + 1 }, (_, i) => i * step);
  const occupiedEnd = x(graph.occupiedMin);
  const layers = trainLayers(graph.trains);
  const styleOf = (l: TrainLayer) => typeStyle(l.type);
  const line = (t: GraphTrain) => t.path.map(([m, km], k) => `${k ? "L" : "M"}${r(x(m))} ${r(y(km))}`).join("");
  const hourEnd = x(60);
  const locale = useLocale();
  const o = { locale };
  return (
    <svg viewBox={`0 0 ${P.width} ${P.height}`} role="img" aria-label={label} className="block h-auto w-full font-mono">
      <defs>
        <clipPath id={clip}>
          <rect x={P.left} y={P.top - 2} width={P.right - P.left} height={P.bottom - P.top + 4} />
        </clipPath>
      </defs>
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={r(x(tick))} x2={r(x(tick))} y1={P.top} y2={P.bottom} className="stroke-border" strokeDasharray="2 4" />
          <text x={r(x(tick))} y={P.top - 10} textAnchor="middle" className={cn("fill-muted-foreground", TEXT)}>
            {tick}
          </text>
        </g>
      ))}
      {graph.boundaries.map((km) => (
        <line key={km} x1={P.left} x2={P.right} y1={r(y(km))} y2={r(y(km))} className="stroke-border" strokeDasharray="1 5" />
      ))}
      {[
        [stations.from, graph.fromKm],
        [stations.to, graph.toKm],
      ].map(([name, km]) => (
        <g key={name}>
          <line x1={P.left} x2={P.right} y1={r(y(km as number))} y2={r(y(km as number))} className="stroke-muted-foreground" />
          <text x={P.left - 8} y={r(y(km as number)) + 4} textAnchor="end" className={cn("fill-foreground", TEXT)}>
            {nameLines(name as string).map((line, i, all) => (
              <tspan key={line} x={P.left - 8} dy={i === 0 ? `${-(all.length - 1) * 0.55}em` : "1.1em"}>
                {line}
              </tspan>
            ))}
          </text>
        </g>
      ))}
      <g clipPath={`url(#${clip})`}>
        {/* Stairs under lines; a layer's stairs are one path, an outline per train. */}
        {layers.map((l) => (
          <path
            key={`stairs-${l.type}-${l.nextHour}`}
            d={l.trains.map((t) => stairsPath(t.stairs, x, y)).join("")}
            opacity={l.nextHour ? NEXT_HOUR_OPACITY : undefined}
            className={cn(styleOf(l).fill, styleOf(l).stroke)}
            fillOpacity={0.16}
            strokeOpacity={0.5}
            strokeWidth={0.5}
          />
        ))}
        {layers.map((l) => (
          <path
            key={`line-${l.type}-${l.nextHour}`}
            d={l.trains.map(line).join("")}
            opacity={l.nextHour ? NEXT_HOUR_OPACITY : undefined}
            fill="none"
            strokeWidth={2}
            strokeDasharray={styleOf(l).dash}
            className={styleOf(l).stroke}
          />
        ))}
      </g>
      {/* The hour's balance in words under the plot: occupied, then free (or the overrun). */}
      <rect x={P.left} y={P.band} width={r(Math.max(0, Math.min(occupiedEnd, P.right) - P.left))} height={10} className="fill-accent" fillOpacity={0.35} />
      {graph.occupiedMin < 60 && <rect x={r(occupiedEnd)} y={P.band} width={r(hourEnd - occupiedEnd)} height={10} className="fill-none stroke-border" />}
      {graph.occupiedMin > 60 && <line x1={hourEnd} x2={hourEnd} y1={P.top - 4} y2={P.band + 10} className="stroke-foreground" strokeWidth={1.5} />}
      <text x={P.left} y={P.band + 28} className={cn("fill-foreground", TEXT)}>
        {m.capacity_graph_occupied({ minutes: minutes(graph.occupiedMin, locale) }, o)}
      </text>
      <text x={P.right} y={P.band + 28} textAnchor="end" className={cn("fill-muted-foreground", TEXT)}>
        {graph.occupiedMin <= 60
          ? m.capacity_graph_free_short({ minutes: minutes(60 - graph.occupiedMin, locale) }, o)
          : m.capacity_graph_past({ minutes: minutes(graph.occupiedMin - 60, locale) }, o)}
      </text>
    </svg>
  );
}
