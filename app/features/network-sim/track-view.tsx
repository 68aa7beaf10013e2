import { type Train, type TrainColor, isOnTime } from "./simulation";
import { STATION_POSITIONS, TRACK, trackPath, trackPoint } from "./track";

export const TRAIN_FILL: Record<TrainColor, string> = { info: "fill-info", warning: "fill-warning" };

/** Labels sit inside the loop, beside their station. */
const LABEL_OFFSET = [
  { dx: 0, dy: 22, anchor: "middle" },
  { dx: -16, dy: 4, anchor: "end" },
  { dx: 0, dy: -16, anchor: "middle" },
  { dx: 16, dy: 4, anchor: "start" },
] as const;

const RAIL_GAP = 4;

/**
 * The loop and its trains. Trains move with CSS transforms only (no layout), and glide
 * between ticks unless the visitor prefers reduced motion.
 */
export function TrackView({ trains, stations }: { trains: readonly Train[]; stations: readonly string[] }) {
  const delayed = trains.filter((t) => !isOnTime(t)).length;
  const summary = trains.length
    ? `Loop track with ${stations.length} stations and ${trains.length} trains, ${delayed} of them delayed.`
    : `Loop track with ${stations.length} stations and no trains yet.`;
  return (
    <svg
      viewBox={`0 0 ${TRACK.width} ${TRACK.height}`}
      width={TRACK.width}
      height={TRACK.height}
      role="img"
      aria-label={summary}
      className="h-auto w-full font-mono"
    >
      <path d={trackPath()} className="fill-none stroke-muted-foreground/50" strokeWidth={13} strokeDasharray="2 5" />
      <path d={trackPath(TRACK.radius - RAIL_GAP)} className="fill-none stroke-muted-foreground" strokeWidth={1.5} />
      <path d={trackPath(TRACK.radius + RAIL_GAP)} className="fill-none stroke-muted-foreground" strokeWidth={1.5} />
      {STATION_POSITIONS.map((position, i) => {
        const { x, y } = trackPoint(position);
        const label = LABEL_OFFSET[i];
        const name = stations[i];
        if (!label || !name) return null;
        return (
          <g key={name}>
            <circle cx={x} cy={y} r={4} className="fill-background stroke-foreground" strokeWidth={1.5} />
            <text x={x + label.dx} y={y + label.dy} textAnchor={label.anchor} className="fill-muted-foreground text-[12px]">
              {name}
            </text>
          </g>
        );
      })}
      {trains.length === 0 && (
        <text x={TRACK.cx} y={TRACK.cy - 4} textAnchor="middle" className="fill-muted-foreground text-[13px]">
          <tspan x={TRACK.cx}>Press Play to</tspan>
          <tspan x={TRACK.cx} dy={16}>
            dispatch 8 trains
          </tspan>
        </text>
      )}
      {trains.map((t) => (
        <TrainMarker key={t.id} train={t} />
      ))}
    </svg>
  );
}

function TrainMarker({ train }: { train: Train }) {
  const { x, y } = trackPoint(train.position);
  const late = !isOnTime(train);
  return (
    <g
      data-train={train.id}
      style={{ transform: `translate(${x.toFixed(2)}px, ${y.toFixed(2)}px)` }}
      className="motion-safe:transition-transform motion-safe:duration-100 motion-safe:ease-linear"
    >
      {late && <circle r={13} className="fill-none stroke-danger" strokeWidth={2} />}
      {train.type === "passenger" ? (
        <circle r={9} className={TRAIN_FILL[train.color]} />
      ) : (
        <rect x={-8.5} y={-8.5} width={17} height={17} rx={2} className={TRAIN_FILL[train.color]} />
      )}
      <text textAnchor="middle" dominantBaseline="central" className="fill-background text-[11px] font-bold">
        {train.id}
      </text>
    </g>
  );
}

/** Shape and colour both tell the type, so the legend works without colour vision. */
export function TrackLegend() {
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-1 font-mono text-xs text-muted-foreground">
      <li className="flex items-center gap-1.5">
        <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3">
          <circle cx={6} cy={6} r={6} className="fill-info" />
        </svg>
        Passenger
      </li>
      <li className="flex items-center gap-1.5">
        <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3">
          <rect width={12} height={12} rx={2} className="fill-warning" />
        </svg>
        Freight
      </li>
      <li className="flex items-center gap-1.5">
        <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3">
          <circle cx={6} cy={6} r={5} className="fill-none stroke-danger" strokeWidth={2} />
        </svg>
        Delayed (2 min or more)
      </li>
    </ul>
  );
}
