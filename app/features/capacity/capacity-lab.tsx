import { useId, useMemo, useRef } from "react";
import { Link } from "react-router";
import { LIVE_FIGURE_ATTR } from "~/lib/content/body";
import { recommendedOccupancy } from "~/lib/content/capacity";
import { buttonClass } from "~/components/button-styles";
import { cn } from "~/lib/cn";
import type { Locale } from "~/lib/i18n/locale";
import { useLocale, useLocalizePath, useT } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import { CompressedGraph, typeStyle } from "./compressed-graph";
import { compressedHour } from "~/lib/capacity/compressed-hour";
import { CountInputs } from "./count-inputs";
import type { Analysis } from "~/lib/capacity/analyse";
import type { CapacityModel } from "~/lib/capacity/model";
import { decimal, limitText, minutes, percent } from "./lab-text";
import { OccupancyTable } from "./occupancy-table";
import { typeInitials } from "./type-initials";
import { useCapacityLab } from "./use-capacity-lab";

/** A train type as the widget shows it: its name, speed and the count it starts with. */
export interface LabWidgetType {
  /** Names the count field's id on the home page ("capacity-commuter"); else its index does. */
  id?: string;
  name: string;
  speedKmh: number;
  defaultCount: number;
}

/**
 * What one lab widget shows: the home page's sample line (capacity-lab-en.tsx, -sv.tsx, whose
 * words are content) or a live figure's scenario in a post (lab-figure.tsx).
 */
export interface CapacityLabContent {
  model: CapacityModel;
  types: readonly LabWidgetType[];
  maxPerType: number;
  /** The title bar: "uic-406.ts · <first station> → <last station>". */
  title: string;
  /** The model's figures, as its note states them. */
  line: { blockKm: number; dwellMin: number; releaseMin: number };
  article?: { href: string; text: string };
  /** A live figure in writing: its scenario's link code (`v1.…`) and starting order; one column. */
  figure?: { code: string; optimised: boolean };
}

export function summaryText(a: Analysis, locale: Locale = "en"): string {
  const o = { locale };
  if (a.bottleneck < 0) return m.capacity_no_trains({}, o);
  const s = a.sections[a.bottleneck]!;
  const limit = limitText(recommendedOccupancy, locale);
  const wording = a.status === "over" ? m.capacity_over({}, o) : a.status === "above" ? m.capacity_above({ limit }, o) : m.capacity_within({ limit }, o);
  return m.capacity_summary({ from: s.from, to: s.to, pct: percent(s.occupancy, locale), wording }, o);
}

function orderText(a: Analysis, initials: readonly string[]): string {
  if (!a.order.length) return "–";
  return a.order.map((t) => initials[t]).join(" ");
}

function graphLabel(a: Analysis, occupiedMin: number, types: readonly LabWidgetType[], locale: Locale): string {
  const o = { locale };
  const s = a.sections[a.bottleneck]!;
  const mix = types.flatMap((t, i) => (a.counts[i] ? [`${a.counts[i]} ${t.name.toLowerCase()}`] : [])).join(", ");
  const balance =
    occupiedMin <= 60 ? m.capacity_graph_free({ minutes: minutes(60 - occupiedMin, locale) }, o) : m.capacity_graph_over({ minutes: minutes(occupiedMin - 60, locale) }, o);
  return m.capacity_graph_label({ from: s.from, to: s.to, count: a.order.length, mix, occupied: minutes(occupiedMin, locale), balance }, o);
}

/** The capacity lab: loaded by its island when it nears the viewport (capacity-island.tsx, lab-figure-island.tsx). */
export function CapacityLab({ content }: { content: CapacityLabContent }) {
  const { model, types, maxPerType, article, figure, line } = content;
  const t = useT();
  const locale = useLocale();
  const href = useLocalizePath();
  const uid = useId().replace(/[^\w-]/g, "");
  const defaults = useMemo(() => types.map((type) => type.defaultCount), [types]);
  const initials = useMemo(() => typeInitials(types.map((type) => type.name)), [types]);
  const formRef = useRef<HTMLFormElement>(null);
  const state = useCapacityLab(formRef, model, defaults, maxPerType, locale, figure?.optimised);
  const { analysis } = state;
  const graph = compressedHour(model, analysis);
  const bottleneck = analysis.sections[analysis.bottleneck];
  return (
    <div className="overflow-hidden rounded-md border border-border bg-card [contain:layout_paint]" {...(figure ? { [LIVE_FIGURE_ATTR]: "" } : {})}>
      <p className="flex min-h-8 items-center border-b border-border bg-tabbar px-3 py-1 font-mono text-xs text-muted-foreground">{content.title}</p>
      <div className={cn("grid gap-6 p-4", !figure && "lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-8")}>
        <div className="min-w-0 space-y-4">
          <form ref={formRef} onInput={state.onInput} onBlur={state.onBlur} onSubmit={(e) => e.preventDefault()} aria-label={t(m.capacity_form_label)}>
            <CountInputs idPrefix={figure ? `lab${uid}` : "capacity"} types={types} max={maxPerType} messages={state.messages} label={(name) => t(m.capacity_count_label, { name })} />
            <div className="mt-3 flex flex-wrap gap-2">
              <button type="button" aria-pressed={state.optimised} onClick={state.toggleOptimised} className={buttonClass(state.optimised ? "primary" : "secondary")}>
                {t(m.capacity_optimise)}
              </button>
              <button type="button" onClick={state.reset} className={buttonClass("ghost")}>
                {t(m.capacity_reset)}
              </button>
            </div>
          </form>
          <div className="rounded-sm border border-border bg-background p-3 font-mono text-sm">
            <p role="status" aria-live="polite" aria-atomic="true" className="font-semibold text-foreground">
              {summaryText(analysis, locale)}
            </p>
            <p className="mt-1 text-xs text-muted-foreground">
              {t(analysis.optimised ? m.capacity_order_optimised : m.capacity_order_timetabled)} <span className="text-syntax-type">{orderText(analysis, initials)}</span>
            </p>
          </div>
          <OccupancyTable analysis={analysis} recommended={recommendedOccupancy} />
        </div>
        <figure className={cn("min-w-0", figure && "mx-auto w-full max-w-xl")}>
          <figcaption className="mb-2 font-mono text-xs text-muted-foreground">
            {bottleneck && graph ? t(m.capacity_graph_caption, { from: bottleneck.from, to: bottleneck.to }) : t(m.capacity_graph_caption_empty)}
          </figcaption>
          {graph && bottleneck ? (
            <CompressedGraph graph={graph} stations={bottleneck} label={graphLabel(analysis, graph.occupiedMin, types, locale)} />
          ) : (
            <p className="flex aspect-[480/262] items-center justify-center rounded-sm border border-dashed border-border font-mono text-sm text-muted-foreground">
              {t(m.capacity_graph_empty)}
            </p>
          )}
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 font-mono text-xs text-muted-foreground">
            {types.map((type, i) => (
              <li key={type.name} className="flex items-center gap-1.5">
                <svg aria-hidden="true" viewBox="0 0 20 4" className="h-1 w-5">
                  <line x1={0} x2={20} y1={2} y2={2} strokeWidth={3} strokeDasharray={typeStyle(i).dash} className={typeStyle(i).stroke} />
                </svg>
                {t(m.capacity_legend_type, { name: type.name, initial: initials[i]!, speed: type.speedKmh })}
              </li>
            ))}
            <li>{t(m.capacity_legend_extra)}</li>
          </ul>
        </figure>
      </div>
      <p className="border-t border-border px-4 py-3 text-sm text-muted-foreground">
        {t(m.capacity_model_note, { block: decimal(line.blockKm, locale), dwell: decimal(line.dwellMin, locale), release: decimal(line.releaseMin, locale) })}{" "}
        {article && (
          <>
            <Link to={article.href} className="text-accent underline underline-offset-2 hover:no-underline">
              {article.text}
            </Link>{" "}
          </>
        )}
        <Link to={href(figure ? `/lab#${figure.code}` : "/lab")} className="font-semibold text-accent underline underline-offset-2 hover:no-underline">
          {t(figure ? m.capacity_open_in_lab : m.capacity_open_lab)}
        </Link>
      </p>
    </div>
  );
}
