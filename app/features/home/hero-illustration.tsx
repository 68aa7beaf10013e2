import type { GraphTrainKind } from "~/content/home";
import { type GraphStation, type GraphTrain, PLOT, kmToY, timeToX, trainPolyline } from "./train-graph";

const KIND_STROKE: Record<GraphTrainKind, string> = {
  commuter: "stroke-success",
  regional: "stroke-info",
  freight: "stroke-warning",
};

const KIND_LABEL: Record<GraphTrainKind, string> = { commuter: "Commuter", regional: "Regional", freight: "Freight" };

interface Props {
  title: string;
  stations: readonly GraphStation[];
  trains: readonly GraphTrain[];
}

/**
 * The hero picture, drawn inline: no request, no decoding, fixed aspect ratio, so it can
 * neither delay the first paint nor shift the layout.
 */
export function HeroIllustration({ title, stations, trains }: Props) {
  const totalKm = stations[stations.length - 1]?.km ?? 1;
  const ticks = [0, 10, 20, 30, 40, 50, 60];
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
        {ticks.map((m) => (
          <g key={m}>
            <line x1={timeToX(m)} x2={timeToX(m)} y1={PLOT.top} y2={PLOT.bottom} className="stroke-border" strokeDasharray="2 4" />
            <text x={timeToX(m)} y={PLOT.top - 16} textAnchor="middle" className="fill-muted-foreground text-[12px]">
              {`07:${String(m).padStart(2, "0")}`.replace("07:60", "08:00")}
            </text>
          </g>
        ))}
        {stations.map((s) => (
          <g key={s.name}>
            <line x1={PLOT.left} x2={PLOT.right} y1={kmToY(s.km, totalKm)} y2={kmToY(s.km, totalKm)} className="stroke-border" />
            <text x={PLOT.left - 8} y={kmToY(s.km, totalKm) + 4} textAnchor="end" className="fill-muted-foreground text-[12px]">
              {s.name}
            </text>
          </g>
        ))}
        <g clipPath="url(#hero-graph-plot)" fill="none" strokeWidth={2} strokeLinejoin="round">
          {trains.map((t) => (
            <polyline key={`${t.kind}-${t.from}-${t.depart}`} points={trainPolyline(t, stations)} className={KIND_STROKE[t.kind]} />
          ))}
        </g>
      </svg>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 border-t border-border px-3 py-2 font-mono text-xs text-muted-foreground">
        {(Object.keys(KIND_LABEL) as GraphTrainKind[]).map((kind) => (
          <li key={kind} className="flex items-center gap-1.5">
            <svg aria-hidden="true" viewBox="0 0 16 4" className="h-1 w-4">
              <line x1={0} x2={16} y1={2} y2={2} strokeWidth={4} className={KIND_STROKE[kind]} />
            </svg>
            {KIND_LABEL[kind]}
          </li>
        ))}
      </ul>
    </figure>
  );
}
