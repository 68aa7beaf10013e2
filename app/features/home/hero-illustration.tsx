import type { GraphTrainKind } from "~/lib/content/home";
import { type GraphDrawing, PLOT } from "./train-graph";

const KIND_STROKE: Record<GraphTrainKind, string> = {
  commuter: "stroke-success",
  regional: "stroke-info",
  freight: "stroke-warning",
};

/** The legend's order. */
const KINDS: readonly GraphTrainKind[] = ["commuter", "regional", "freight"];

interface Props {
  title: string;
  /** Gridlines, stations and train paths, computed while prerendering (graphDrawing). */
  drawing: GraphDrawing;
  /** The legend's words for the train kinds, in the page's language. */
  kindLabels: Readonly<Record<GraphTrainKind, string>>;
}

/**
 * The hero picture, drawn inline: no request, no decoding, fixed aspect ratio, so it can
 * neither delay the first paint nor shift the layout.
 */
export function HeroIllustration({ title, drawing, kindLabels }: Props) {
  return (
    <figure className="overflow-hidden rounded-md border border-border bg-card">
      <figcaption className="flex h-8 items-center border-b border-border bg-tabbar px-3 font-mono text-xs text-muted-foreground">
        train-graph.svg
      </figcaption>
      <svg
        viewBox={`0 0 ${PLOT.width} ${PLOT.height}`}
        width={PLOT.width}
        height={PLOT.height}
        role="img"
        aria-label={title}
        className="block h-auto w-full font-mono"
      >
        <defs>
          <clipPath id="hero-graph-plot">
            <rect x={PLOT.left} y={PLOT.top - 4} width={PLOT.right - PLOT.left} height={PLOT.bottom - PLOT.top + 8} />
          </clipPath>
        </defs>
        {drawing.ticks.map(({ x, label }) => (
          <g key={label}>
            <line x1={x} x2={x} y1={PLOT.top} y2={PLOT.bottom} className="stroke-border" strokeDasharray="2 4" />
            <text x={x} y={PLOT.top - 16} textAnchor="middle" className="fill-muted-foreground text-[12px]">
              {label}
            </text>
          </g>
        ))}
        {drawing.stations.map(({ name, y }) => (
          <g key={name}>
            <line x1={PLOT.left} x2={PLOT.right} y1={y} y2={y} className="stroke-border" />
            <text x={PLOT.left - 8} y={y + 4} textAnchor="end" className="fill-muted-foreground text-[12px]">
              {name}
            </text>
          </g>
        ))}
        <g clipPath="url(#hero-graph-plot)" fill="none" strokeWidth={2} strokeLinejoin="round">
          {drawing.trains.map((t) => (
            <polyline key={t.key} points={t.points} className={KIND_STROKE[t.kind]} />
          ))}
        </g>
      </svg>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 border-t border-border px-3 py-2 font-mono text-xs text-muted-foreground">
        {KINDS.map((kind) => (
          <li key={kind} className="flex items-center gap-1.5">
            <svg aria-hidden="true" viewBox="0 0 16 4" className="h-1 w-4">
              <line x1={0} x2={16} y1={2} y2={2} strokeWidth={4} className={KIND_STROKE[kind]} />
            </svg>
            {kindLabels[kind]}
          </li>
        ))}
      </ul>
    </figure>
  );
}
