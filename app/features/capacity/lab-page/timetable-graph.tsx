import { memo, useId, useState } from "react";
import { buttonClass } from "~/components/button-styles";
import type { Locale } from "~/lib/i18n/locale";
import { translate } from "~/lib/i18n/use-locale";
import { minuteOfHour } from "~/lib/capacity/timetable";
import { type Scenario, scenarioTitle } from "~/lib/capacity/scenario";
import { m } from "~/paraglide/messages";
import type { LabResult } from "./compute";
import { download, svgToPng } from "./download";
import { pageColours } from "./lab-graph";
import { escapeXml, fileStem } from "../exports";
import { TYPE_FILL, TYPE_STROKE, TYPE_STYLE_CLASSES } from "../graph-style";
import { minutes } from "../lab-text";
import { TIMETABLE_VIEW } from "../timetable-drawing";
import { type TimetableColour, type TimetablePaint, timetableFilePaint, timetableSvg } from "../timetable-svg";

/** The theme's classes for each colour of the drawing, fill and stroke (written whole for Tailwind). */
const THEME: Record<Exclude<TimetableColour, number>, readonly [string, string]> = {
  background: ["fill-none", "stroke-none"],
  foreground: ["fill-foreground", "stroke-foreground"],
  muted: ["fill-muted-foreground", "stroke-muted-foreground"],
  border: ["fill-border", "stroke-border"],
  accent: ["fill-accent", "stroke-accent"],
  danger: ["fill-danger", "stroke-danger"],
};

/** The page's paint: theme classes, so the drawing follows the theme. */
const pagePaint: TimetablePaint = ({ fill, stroke }) => {
  const fillClass = fill === undefined ? "" : typeof fill === "number" ? TYPE_FILL[fill] : THEME[fill][0];
  const strokeClass = stroke === undefined ? "" : typeof stroke === "number" ? TYPE_STROKE[stroke] : THEME[stroke][1];
  return `class="${`${fillClass} ${strokeClass}`.trim()}"`;
};

const ARROW = { down: "↓", up: "↑" } as const;

/** A time in the table: the minute of the hour, or arrival–departure where the train stops. */
function timeText([arr, dep]: [number, number], locale: Locale): string {
  const at = (v: number) => minutes(minuteOfHour(v), locale);
  return dep > arr ? `${at(arr)}–${at(dep)}` : at(dep);
}

interface Props {
  result: LabResult;
  scenario: Scenario;
  locale: Locale;
}

/**
 * The whole line's hour as a timetable graph (grafisk tidtabell), named in words for assistive
 * technology, with its table (one row per train of the hour) as the text alternative, and SVG
 * and PNG downloads of the same drawing.
 */
export const TimetableGraph = memo(function TimetableGraph({ result, scenario, locale }: Props) {
  const t = translate(locale);
  const [failed, setFailed] = useState(false);
  const captionId = useId();
  const tableId = useId();
  const d = result.timetable;
  const line = scenarioTitle(scenario);
  const title = t(m.lab_timetable_label, { line, trains: d.rows.length, stations: d.stations.length, conflicts: d.conflictCount });
  const root = `role="img" aria-label="${escapeXml(title)}" class="block h-auto w-full min-w-[34rem] font-mono"`;
  const stem = `${fileStem(line)}-timetable-graph`;
  const fileColours = () => ({ ...pageColours(scenario.trainTypes.length), danger: getComputedStyle(document.documentElement).getPropertyValue("--danger").trim() || "#c00" });
  const type = (i: number) => scenario.trainTypes[i];
  const arrow = (i: number) => ARROW[type(i)?.direction ?? "down"];
  return (
    <section aria-labelledby="lab-timetable-heading" className="min-w-0 [contain:layout_style]">
      <h3 id="lab-timetable-heading" className="font-mono text-base font-semibold text-foreground">
        {t(m.lab_timetable_heading)}
      </h3>
      <figure className="mt-2 max-w-4xl">
        <figcaption id={captionId} className="mb-2 font-mono text-xs text-muted-foreground">
          {t(m.lab_timetable_caption)}
        </figcaption>
        {/* A phone is narrower than the drawing's readable width: the box scrolls, by keyboard too. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to scroll without a pointer */}
        <div tabIndex={0} role="group" aria-labelledby={captionId} className="overflow-x-auto rounded-sm focus-visible:outline-2 focus-visible:outline-accent">
          <div className="contents" dangerouslySetInnerHTML={{ __html: timetableSvg(d, title, pagePaint, root) }} />
        </div>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 font-mono text-xs text-muted-foreground">
          {scenario.trainTypes.map((tt, i) => (
            <li key={i} className="flex items-center gap-1.5">
              <svg aria-hidden="true" viewBox="0 0 20 4" className="h-1 w-5 shrink-0">
                <line x1={0} x2={20} y1={2} y2={2} strokeWidth={3} {...TYPE_STYLE_CLASSES[i]} />
              </svg>
              {`${tt.name} ${arrow(i)}`}
            </li>
          ))}
          <li>{t(m.lab_timetable_legend)}</li>
        </ul>
        <div role="group" aria-label={t(m.lab_download_timetable)} className="mt-3 flex flex-wrap items-center gap-2">
          {/* Named apart from the section graph's SVG and PNG buttons, the visible word first (WCAG 2.5.3). */}
          <button
            type="button"
            aria-label={t(m.lab_timetable_svg)}
            className={buttonClass("secondary", "px-3")}
            onClick={() => download(`${stem}.svg`, timetableSvg(d, title, timetableFilePaint(fileColours())), "image/svg+xml")}
          >
            SVG
          </button>
          <button
            type="button"
            aria-label={t(m.lab_timetable_png)}
            className={buttonClass("secondary", "px-3")}
            onClick={() => {
              const colours = fileColours();
              svgToPng(timetableSvg(d, title, timetableFilePaint(colours)), TIMETABLE_VIEW.width * 2, TIMETABLE_VIEW.height * 2, colours.background)
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
      </figure>
      {/* The graph's text alternative. Long at 30 trains an hour, so it scrolls in its own box (by keyboard too), every row in the document. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to scroll without a pointer */}
      <div tabIndex={0} role="group" aria-labelledby={tableId} className="mt-4 max-h-96 max-w-4xl overflow-auto rounded-sm focus-visible:outline-2 focus-visible:outline-accent">
        <table className="w-full border-collapse font-mono text-sm">
          <caption id={tableId} className="pb-1 text-left text-xs text-muted-foreground">
            {t(m.lab_timetable_table_caption, { line })}
          </caption>
          <thead>
            <tr className="border-b border-border text-xs text-muted-foreground">
              <th scope="col" className="py-2 pr-3 text-left font-normal">
                {t(m.lab_timetable_col_train)}
              </th>
              {d.columns.map((station) => (
                <th key={station} scope="col" className="py-2 pr-3 text-right font-normal">
                  {d.stations[station]?.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {d.rows.map((r) => (
              <tr key={`${r.type}-${r.run}`} className="border-b border-border last:border-b-0">
                <th scope="row" className="py-1 pr-3 text-left font-normal whitespace-nowrap text-foreground">
                  {t(m.lab_timetable_run, { name: type(r.type)?.name ?? "?", arrow: arrow(r.type), run: r.run + 1 })}
                </th>
                {r.times.map((time, i) => (
                  <td key={i} className="py-1 pr-3 text-right whitespace-nowrap tabular-nums text-muted-foreground">
                    {timeText(time, locale)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 max-w-4xl font-mono text-xs text-muted-foreground">{t(m.lab_timetable_note)}</p>
    </section>
  );
});
