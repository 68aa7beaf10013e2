import { memo, useId } from "react";
import type { Locale } from "~/lib/i18n/locale";
import { translate } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import type { LabResult } from "./compute";
import { DownloadButtons, TypeLegend } from "./graph-parts";
import { VIEW } from "../drawing";
import { type GraphTexts, filePaint, fileStem, graphSvg } from "../exports";
import { minutes, percent } from "../lab-text";
import { pageColours, pagePaint, pageRoot } from "./page-paint";
import { type Scenario, scenarioTitle } from "~/lib/capacity/scenario";

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
  const captionId = useId();
  const d = result.drawing;
  const words = texts(result, locale);
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
      <TypeLegend types={scenario.trainTypes.map((type) => t(m.lab_legend_type, { name: type.name, speed: type.speedKmh }))} last={t(m.lab_legend_extra)} />
      {d && words && (
        <DownloadButtons
          locale={locale}
          label={t(m.lab_download_graph)}
          stem={`${fileStem(scenarioTitle(scenario))}-train-graph`}
          file={() => {
            const colours = pageColours(scenario.trainTypes.length);
            return { svg: graphSvg(d, words, filePaint(colours)), view: VIEW, background: colours.background };
          }}
        />
      )}
    </figure>
  );
});
