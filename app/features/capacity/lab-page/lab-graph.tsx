import { memo } from "react";
import { useId, useState } from "react";
import { buttonClass } from "~/components/button-styles";
import type { Locale } from "~/lib/i18n/locale";
import { translate } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import type { LabResult } from "./compute";
import { download, svgToPng } from "./download";
import { VIEW } from "../drawing";
import { type Colour, type GraphColours, type GraphTexts, type Paint, escapeXml, filePaint, fileStem, graphSvg } from "../exports";
import { TYPE_FILL, TYPE_STROKE, TYPE_STYLE_CLASSES, TYPE_VAR } from "../graph-style";
import { minutes, percent } from "../lab-text";
import { type Scenario, scenarioTitle } from "~/lib/capacity/scenario";

/** The theme's classes for each colour of the drawing, fill and stroke (written whole for Tailwind). */
const THEME: Record<Exclude<Colour, number>, readonly [string, string]> = {
  background: ["fill-none", "stroke-none"],
  foreground: ["fill-foreground", "stroke-foreground"],
  muted: ["fill-muted-foreground", "stroke-muted-foreground"],
  border: ["fill-border", "stroke-border"],
  accent: ["fill-accent", "stroke-accent"],
};

/** The page's paint: theme classes, so the drawing follows the theme. */
const pagePaint: Paint = ({ fill, stroke }) => {
  const fillClass = fill === undefined ? "" : typeof fill === "number" ? TYPE_FILL[fill] : THEME[fill][0];
  const strokeClass = stroke === undefined ? "" : typeof stroke === "number" ? TYPE_STROKE[stroke] : THEME[stroke][1];
  return `class="${`${fillClass} ${strokeClass}`.trim()}"`;
};

/** On phones the drawing keeps a readable width and scrolls sideways. */
const pageRoot = (title: string) => `role="img" aria-label="${escapeXml(title)}" class="block h-auto w-full min-w-[34rem] font-mono"`;

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
export function pageColours(types: number): GraphColours {
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
  const svgFile = () => graphSvg(d!, words!, filePaint(pageColours(scenario.trainTypes.length)));
  return (
    <figure className="min-w-0">
      <figcaption id={captionId} className="mb-2 font-mono text-xs text-muted-foreground">
        {words ? t(m.lab_graph_caption, { from: words.from, to: words.to }) : t(m.lab_graph_caption_empty)}
      </figcaption>
      {d && words ? (
        // A phone is narrower than the drawing's readable width: the box scrolls, by keyboard too.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to scroll without a pointer
        <div tabIndex={0} role="group" aria-labelledby={captionId} className="overflow-x-auto rounded-sm focus-visible:outline-2 focus-visible:outline-accent">
          {/* The downloadable file's own drawing (exports.ts), every visitor's name escaped in it. */}
          <div className="contents" dangerouslySetInnerHTML={{ __html: graphSvg(d, words, pagePaint, pageRoot(words.title)) }} />
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
              svgToPng(graphSvg(d, words, filePaint(colours)), VIEW.width * 2, VIEW.height * 2, colours.background)
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
