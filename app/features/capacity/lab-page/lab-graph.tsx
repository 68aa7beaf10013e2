import { memo } from "react";
import { useId, useState } from "react";
import { buttonClass } from "~/components/button-styles";
import { cn } from "~/lib/cn";
import type { Locale } from "~/lib/i18n/locale";
import { translate } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import type { LabResult } from "./compute";
import { download, svgToPng } from "./download";
import { VIEW, nameLines } from "./drawing";
import { type GraphColours, type GraphTexts, TYPE_DASH, fileStem, graphSvg } from "./exports";
import { TYPE_FILL, TYPE_STROKE, TYPE_STYLE_CLASSES, TYPE_VAR } from "./graph-style";
import { minutes, percent } from "./lab-text";
import { type Scenario, scenarioTitle } from "./scenario";

/** The drawing's type; on phones the drawing keeps a readable width and scrolls sideways. */
const TEXT = "text-[12px]";
const NEXT_HOUR_OPACITY = 0.45;

function texts(result: LabResult, locale: Locale): GraphTexts | null {
  const d = result.drawing;
  const a = result.analysis;
  const s = a.sections[a.bottleneck];
  if (!d || !s) return null;
  const o = { locale };
  const over = d.occupiedMin > 60;
  const balance = over
    ? m.lab_graph_over({ minutes: minutes(d.occupiedMin - 60, locale) }, o)
    : m.lab_graph_free({ minutes: minutes(60 - d.occupiedMin, locale) }, o);
  return {
    title: m.lab_graph_label(
      {
        from: s.from,
        to: s.to,
        pct: percent(s.occupancy, locale),
        count: a.order.length,
        occupied: minutes(d.occupiedMin, locale),
        balance,
      },
      o,
    ),
    from: s.from,
    to: s.to,
    occupied: m.lab_graph_occupied({ minutes: minutes(d.occupiedMin, locale) }, o),
    balance: over
      ? m.lab_graph_past({ minutes: minutes(d.occupiedMin - 60, locale) }, o)
      : m.lab_graph_free_short({ minutes: minutes(60 - d.occupiedMin, locale) }, o),
  };
}

/** The page's colours now (the theme the visitor sees), for the exported files. */
function pageColours(types: number): GraphColours {
  const style = getComputedStyle(document.documentElement);
  const v = (name: string) => style.getPropertyValue(name).trim() || "#888";
  return {
    background: v("--card"),
    foreground: v("--foreground"),
    muted: v("--muted-foreground"),
    border: v("--border"),
    accent: v("--accent"),
    types: TYPE_VAR.slice(0, types).map(v),
  };
}

interface Props {
  result: LabResult;
  scenario: Scenario;
  locale: Locale;
}

/**
 * The compressed hour on the bottleneck, drawn as on the home page (time right, distance up),
 * named in words for assistive technology, with SVG and PNG downloads of the same drawing.
 */
export const LabGraph = memo(function LabGraph({ result, scenario, locale }: Props) {
  const t = translate(locale);
  const [failed, setFailed] = useState(false);
  const captionId = useId();
  const d = result.drawing;
  const words = texts(result, locale);
  const stem = `${fileStem(scenarioTitle(scenario))}-train-graph`;
  const svgFile = () => graphSvg(d!, words!, pageColours(scenario.trainTypes.length));
  return (
    <figure className="min-w-0">
      <figcaption id={captionId} className="mb-2 font-mono text-xs text-muted-foreground">
        {words ? t(m.lab_graph_caption, { from: words.from, to: words.to }) : t(m.lab_graph_caption_empty)}
      </figcaption>
      {d && words ? (
        // A phone is narrower than the drawing's readable width: the box scrolls, by keyboard too.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to scroll without a pointer
        <div tabIndex={0} role="group" aria-labelledby={captionId} className="overflow-x-auto rounded-sm focus-visible:outline-2 focus-visible:outline-accent">
          <svg viewBox={`0 0 ${VIEW.width} ${VIEW.height}`} role="img" aria-label={words.title} className="block h-auto w-full min-w-[34rem] font-mono">
            <defs>
              <clipPath id="lab-graph-plot">
                <rect x={VIEW.left} y={VIEW.top - 2} width={VIEW.right - VIEW.left} height={VIEW.bottom - VIEW.top + 4} />
              </clipPath>
            </defs>
            {d.ticks.map((tick) => (
              <g key={tick.minute}>
                <line x1={tick.x} x2={tick.x} y1={VIEW.top} y2={VIEW.bottom} className="stroke-border" strokeDasharray="2 4" />
                <text x={tick.x} y={VIEW.top - 10} textAnchor="middle" className={cn("fill-muted-foreground", TEXT)}>
                  {tick.minute}
                </text>
              </g>
            ))}
            {d.boundaries.map((y, i) => (
              <line key={i} x1={VIEW.left} x2={VIEW.right} y1={y} y2={y} className="stroke-border" strokeDasharray="1 5" />
            ))}
            {[
              [words.from, d.fromY],
              [words.to, d.toY],
            ].map(([name, y], k) => {
              const lines = nameLines(name as string);
              return (
                <g key={k}>
                  <line x1={VIEW.left} x2={VIEW.right} y1={y as number} y2={y as number} className="stroke-muted-foreground" />
                  <text x={VIEW.left - 8} y={(y as number) + 4} textAnchor="end" className={cn("fill-foreground", TEXT)}>
                    {lines.map((line, i) => (
                      <tspan key={i} x={VIEW.left - 8} dy={i === 0 ? `${-(lines.length - 1) * 0.55}em` : "1.1em"}>
                        {line}
                      </tspan>
                    ))}
                  </text>
                </g>
              );
            })}
            <g clipPath="url(#lab-graph-plot)">
              {d.layers.map((l) => (
                <path
                  key={`s${l.type}-${l.nextHour}`}
                  d={l.stairs}
                  opacity={l.nextHour ? NEXT_HOUR_OPACITY : undefined}
                  className={cn(TYPE_FILL[l.type], TYPE_STROKE[l.type])}
                  fillOpacity={0.16}
                  strokeOpacity={0.5}
                  strokeWidth={0.5}
                />
              ))}
              {d.layers.map((l) => (
                <path
                  key={`l${l.type}-${l.nextHour}`}
                  d={l.line}
                  opacity={l.nextHour ? NEXT_HOUR_OPACITY : undefined}
                  fill="none"
                  strokeWidth={2}
                  strokeDasharray={TYPE_DASH[l.type]}
                  className={TYPE_STROKE[l.type]}
                />
              ))}
            </g>
            <rect
              x={VIEW.left}
              y={VIEW.band}
              width={Math.max(0, Math.min(d.occupiedX, VIEW.right) - VIEW.left)}
              height={10}
              className="fill-accent"
              fillOpacity={0.35}
            />
            {d.occupiedMin < 60 && <rect x={d.occupiedX} y={VIEW.band} width={d.hourX - d.occupiedX} height={10} className="fill-none stroke-border" />}
            {d.occupiedMin > 60 && <line x1={d.hourX} x2={d.hourX} y1={VIEW.top - 4} y2={VIEW.band + 10} className="stroke-foreground" strokeWidth={1.5} />}
            <text x={VIEW.left} y={VIEW.band + 30} className={cn("fill-foreground", TEXT)}>
              {words.occupied}
            </text>
            <text x={VIEW.right} y={VIEW.band + 30} textAnchor="end" className={cn("fill-muted-foreground", TEXT)}>
              {words.balance}
            </text>
          </svg>
        </div>
      ) : (
        <p className="flex aspect-[640/300] items-center justify-center rounded-sm border border-dashed border-border p-4 text-center font-mono text-sm text-muted-foreground">
          {t(m.lab_graph_empty)}
        </p>
      )}
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 font-mono text-xs text-muted-foreground">
        {scenario.trainTypes.map((type, i) => (
          <li key={i} className="flex items-center gap-1.5">
            <svg aria-hidden="true" viewBox="0 0 20 4" className="h-1 w-5 shrink-0">
              <line x1={0} x2={20} y1={2} y2={2} strokeWidth={3} {...TYPE_STYLE_CLASSES[i]} />
            </svg>
            {t(m.lab_legend_type, { name: type.name, speed: type.speedKmh })}
          </li>
        ))}
        <li>{t(m.lab_legend_extra)}</li>
      </ul>
      {d && words && (
        <div role="group" aria-label={t(m.lab_download_graph)} className="mt-3 flex flex-wrap items-center gap-2">
          <button type="button" className={buttonClass("secondary", "px-3")} onClick={() => download(`${stem}.svg`, svgFile(), "image/svg+xml")}>
            SVG
          </button>
          <button
            type="button"
            className={buttonClass("secondary", "px-3")}
            onClick={() => {
              const colours = pageColours(scenario.trainTypes.length);
              svgToPng(graphSvg(d, words, colours), VIEW.width * 2, VIEW.height * 2, colours.background)
                .then((png) => download(`${stem}.png`, png))
                .catch(() => setFailed(true));
            }}
          >
            PNG
          </button>
          <span role="alert" className="font-mono text-xs text-warning">
            {failed && t(m.lab_png_failed)}
          </span>
        </div>
      )}
    </figure>
  );
});
