import { memo, useLayoutEffect, useRef, useState } from "react";
import { cn } from "~/lib/cn";
import type { Locale } from "~/lib/i18n/locale";
import { translate } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import { TICK_MS, type Train, type TrainColor, isOnTime } from "./simulation";
import { STATION_POSITIONS, TRACK, trackPath, trackPoint } from "./track";

/** Labels sit inside the loop, beside their station. */
const LABEL_OFFSET = [
  { dx: 0, dy: 22, anchor: "middle" },
  { dx: -16, dy: 4, anchor: "end" },
  { dx: 0, dy: -16, anchor: "middle" },
  { dx: 16, dy: 4, anchor: "start" },
] as const;

const RAIL_GAP = 4;

/**
 * The loop and its trains. The track is a static SVG, drawn once; the trains are HTML
 * boxes above it that move only by CSS transforms, each on its own compositor layer, so a
 * tick repaints no part of the drawing.
 */
export function TrackView({ trains, stations, locale }: { trains: readonly Train[]; stations: readonly string[]; locale: Locale }) {
  const { ref, scale } = useDrawingScale();
  const t = translate(locale);
  const delayed = trains.filter((train) => !isOnTime(train)).length;
  const summary = trains.length
    ? t(m.sim_track_summary, { stations: stations.length, trains: trains.length, delayed })
    : t(m.sim_track_empty, { stations: stations.length });
  return (
    <div ref={ref} role="img" aria-label={summary} className="relative">
      <TrackDrawing stations={stations} empty={trains.length === 0} locale={locale} />
      {scale !== null && trains.map((train) => <TrainMarker key={train.id} train={train} scale={scale} />)}
    </div>
  );
}

/**
 * Pixels per drawing unit. Plain pixel transforms, unlike relative units, let the
 * compositor run the trains' glide animations off the main thread.
 */
function useDrawingScale() {
  const ref = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState<number | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    // jsdom has no layout: fall back to the drawing's own size.
    const measure = () => setScale((el.clientWidth || TRACK.width) / TRACK.width);
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, scale };
}

const TrackDrawing = memo(function TrackDrawing({ stations, empty, locale }: { stations: readonly string[]; empty: boolean; locale: Locale }) {
  const t = translate(locale);
  return (
    <svg
      aria-hidden="true"
      viewBox={`0 0 ${TRACK.width} ${TRACK.height}`}
      width={TRACK.width}
      height={TRACK.height}
      className="block h-auto w-full font-mono"
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
      {empty && (
        <text x={TRACK.cx} y={TRACK.cy - 4} textAnchor="middle" className="fill-muted-foreground text-[13px]">
          <tspan x={TRACK.cx}>{t(m.sim_track_hint_1)}</tspan>
          <tspan x={TRACK.cx} dy={16}>
            {t(m.sim_track_hint_2)}
          </tspan>
        </text>
      )}
    </svg>
  );
});

const MARKER_PX = 18;
const MARKER_BG: Record<TrainColor, string> = { info: "bg-info", warning: "bg-warning" };

let reducedMotion: MediaQueryList | null = null;
function prefersReducedMotion(): boolean {
  reducedMotion ??= window.matchMedia("(prefers-reduced-motion: reduce)");
  return reducedMotion.matches;
}

/**
 * Glides a train from its last place to its new one over one tick. A Web Animation on a
 * `will-change: transform` box runs on the compositor and, unlike a CSS transition, fires no
 * DOM events: React listens for transition events at the root, and eight trains ten times
 * a second made those events the simulation's largest main-thread cost.
 */
function useGlide(transform: string) {
  const ref = useRef<HTMLDivElement>(null);
  const previous = useRef<string | null>(null);
  const glide = useRef<Animation | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    const from = previous.current;
    previous.current = transform;
    if (!el || !from || typeof el.animate !== "function" || prefersReducedMotion()) return;
    const keyframes = [{ transform: from }, { transform }];
    // One animation per marker, re-aimed every tick. A new one per tick would leave each
    // finished animation listed on its element until the next garbage collection, and every
    // style recalculation walks that list: ten more per train each second.
    const effect = glide.current?.effect;
    if (glide.current && effect instanceof KeyframeEffect) {
      effect.setKeyframes(keyframes);
      glide.current.currentTime = 0;
      glide.current.play();
    } else {
      glide.current = el.animate(keyframes, { duration: TICK_MS, easing: "linear" });
    }
  }, [transform]);
  return ref;
}

function TrainMarker({ train, scale }: { train: Train; scale: number }) {
  const { x, y } = trackPoint(train.position);
  const left = (x * scale - MARKER_PX / 2).toFixed(2);
  const top = (y * scale - MARKER_PX / 2).toFixed(2);
  const transform = `translate(${left}px, ${top}px)`;
  const ref = useGlide(transform);
  const late = !isOnTime(train);
  return (
    <div
      ref={ref}
      data-train={train.id}
      aria-hidden="true"
      style={{ transform }}
      className={cn(
        "absolute top-0 left-0 flex size-[18px] items-center justify-center font-mono text-[11px] leading-none font-bold text-background will-change-transform",
        MARKER_BG[train.color],
        train.type === "passenger" ? "rounded-full" : "rounded-[3px]",
        late && "outline-2 outline-offset-2 outline-danger",
      )}
    >
      {train.id}
    </div>
  );
}

/** Shape and colour both tell the type, so the legend works without colour vision. */
export const TrackLegend = memo(function TrackLegend({ locale }: { locale: Locale }) {
  const t = translate(locale);
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-1 font-mono text-xs text-muted-foreground">
      <li className="flex items-center gap-1.5">
        <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3">
          <circle cx={6} cy={6} r={6} className="fill-info" />
        </svg>
        {t(m.sim_legend_passenger)}
      </li>
      <li className="flex items-center gap-1.5">
        <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3">
          <rect width={12} height={12} rx={2} className="fill-warning" />
        </svg>
        {t(m.sim_legend_freight)}
      </li>
      <li className="flex items-center gap-1.5">
        <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3">
          <circle cx={6} cy={6} r={5} className="fill-none stroke-danger" strokeWidth={2} />
        </svg>
        {t(m.sim_legend_delayed)}
      </li>
    </ul>
  );
});
