import { memo, useId } from "react";
import type { Locale } from "~/lib/i18n/locale";
import { translate } from "~/lib/i18n/use-locale";
import { minuteOfHour } from "~/lib/capacity/timetable";
import { type Scenario, scenarioTitle } from "~/lib/capacity/scenario";
import { m } from "~/paraglide/messages";
import type { LabResult } from "./compute";
import { filePaint, fileStem } from "../exports";
import { DownloadButtons, TypeLegend } from "./graph-parts";
import { arrow, minutes } from "../lab-text";
import { pageColours, pagePaint, pageRoot } from "./page-paint";
import { TIMETABLE_VIEW } from "../timetable-drawing";
import { timetableSvg } from "../timetable-svg";

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
  const captionId = useId();
  const tableId = useId();
  const d = result.timetable;
  const line = scenarioTitle(scenario);
  const title = t(m.lab_timetable_label, { line, trains: d.rows.length, stations: d.stations.length, conflicts: d.conflictCount });
  const type = (i: number) => scenario.trainTypes[i];
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
          <div className="contents" dangerouslySetInnerHTML={{ __html: timetableSvg(d, title, pagePaint, pageRoot(title)) }} />
        </div>
        <TypeLegend types={scenario.trainTypes.map((tt) => `${tt.name} ${arrow(tt.direction)}`)} last={t(m.lab_timetable_legend)} />
        {/* Named apart from the section graph's SVG and PNG buttons, the visible word first (WCAG 2.5.3). */}
        <DownloadButtons
          locale={locale}
          label={t(m.lab_download_timetable)}
          names={{ svg: t(m.lab_timetable_svg), png: t(m.lab_timetable_png) }}
          stem={`${fileStem(line)}-timetable-graph`}
          file={() => {
            const colours = pageColours(scenario.trainTypes.length);
            return { svg: timetableSvg(d, title, filePaint(colours)), view: TIMETABLE_VIEW, background: colours.background };
          }}
        />
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
                  {t(m.lab_timetable_run, { name: type(r.type)?.name ?? "?", arrow: arrow(type(r.type)?.direction), run: r.run + 1 })}
                </th>
                {/* Keyed by station: a loop added or removed inserts or drops a column, and the other cells stay as they are (each changed cell is laid out again). */}
                {r.times.map((time, i) => (
                  <td key={d.columns[i]} className="py-1 pr-3 text-right whitespace-nowrap tabular-nums text-muted-foreground">
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
