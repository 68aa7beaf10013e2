import { type CSSProperties, memo } from "react";
import { buttonClass } from "~/components/button-styles";
import { cn } from "~/lib/cn";
import type { Locale } from "~/lib/i18n/locale";
import { translate } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import { type LimitStatus, limitStatus, roundPercent } from "~/lib/capacity/blocking-time";
import type { LabResult, SectionFigures } from "./compute";
import { download } from "./download";
import { fileStem, toCsv } from "../exports";
import { arrow, decimal, limitText, minutes, percent } from "../lab-text";
import type { Conflict } from "~/lib/capacity/analyse";
import { recommendedOccupancy, type Scenario, scenarioTitle } from "~/lib/capacity/scenario";

const SCALE = 1.5;
/** The section table's columns: fixed widths for the figures (both languages fit), the section takes the rest. */
const COLUMNS = "grid grid-cols-[minmax(0,1fr)_4rem_4.5rem_5rem] sm:grid-cols-[minmax(0,1fr)_6rem_4.5rem_5rem]";
const CAPTION_ID = "lab-sections-caption";
/** The section table's headings, each with its cell's alignment and spacing. */
const HEADINGS = [
  [m.lab_col_section, "pr-3"],
  [m.lab_col_length, "pr-3 text-right"],
  [m.lab_col_blocks, "pr-3 text-right"],
  [m.lab_col_occupancy, "text-right"],
] as const;
const FILL: Record<LimitStatus, string> = { within: "var(--success)", above: "var(--warning)", over: "var(--danger)" };

/** Where every bar marks the recommended limit (app.css, occupancy-bar), set once on the table. */
const BAR_LIMIT: CSSProperties = { "--bar-limit": `${(recommendedOccupancy / SCALE) * 100}%` };

/** A row's bar (app.css, occupancy-bar): its fill, to 150 %, in the colour of its status. */
function barStyle(occupancy: number): CSSProperties {
  return {
    "--bar-fill": FILL[limitStatus(occupancy, recommendedOccupancy)],
    "--bar-width": `${Math.min(occupancy / SCALE, 1) * 100}%`,
  };
}

/** "Bottleneck: Solna – Upplands Väsby, 47.2 %, within the recommended limit of 75 %." */
export function summaryText(result: LabResult, locale: Locale): string {
  const o = { locale };
  const a = result.analysis;
  if (a.bottleneck < 0) return m.lab_no_trains({}, o);
  const s = a.sections[a.bottleneck]!;
  const limit = limitText(recommendedOccupancy, locale);
  const wording = a.status === "over" ? m.lab_over({}, o) : a.status === "above" ? m.lab_above({ limit }, o) : m.lab_within({ limit }, o);
  return m.lab_summary_bottleneck({ from: s.from, to: s.to, pct: percent(s.occupancy, locale), wording }, o);
}

/** The running order as runs of one type: "Commuter ×2, Regional, …", the first 24 runs. */
function orderRuns(result: LabResult, scenario: Scenario, locale: Locale): string {
  const runs: { type: number; n: number }[] = [];
  for (const type of result.analysis.order) {
    const last = runs[runs.length - 1];
    if (last?.type === type) last.n++;
    else runs.push({ type, n: 1 });
  }
  const shown = runs.slice(0, 24).map((r) => `${scenario.trainTypes[r.type]?.name ?? "?"}${r.n > 1 ? ` ×${r.n}` : ""}`);
  const rest = runs.length - 24;
  return shown.join(", ") + (rest > 0 ? ` ${m.lab_order_more({ count: rest }, { locale })}` : "");
}

interface Props {
  result: LabResult;
  /** The scenario the result is for. */
  scenario: Scenario;
  locale: Locale;
  busy: boolean;
  onToggleOrder(): void;
  /** The order mode of the scenario being edited (the button's state follows it at once). */
  optimised: boolean;
}

/** At most this many conflicts are named; the count says how many there are. */
const CONFLICTS_SHOWN = 6;

/** A conflict as a sentence: "Conflict: Timber ↑ enters Åsen – Dalsjö before Regional ↓ has left it; …". */
export function conflictText(c: Conflict, result: LabResult, scenario: Scenario, locale: Locale): string {
  const o = { locale };
  const train = (type: number) => {
    const t = scenario.trainTypes[type];
    return `${t?.name ?? "?"} ${arrow(t?.direction)}`;
  };
  const section = result.analysis.sections[c.section]!;
  const words = { first: train(c.first.type), second: train(c.second.type), from: section.from, to: section.to };
  const same = (scenario.trainTypes[c.first.type]?.direction ?? "down") === (scenario.trainTypes[c.second.type]?.direction ?? "down");
  return same ? m.lab_conflict_same({ ...words, gap: minutes(c.gap, locale), headway: minutes(c.headway, locale) }, o) : m.lab_conflict_opposite(words, o);
}

/** The timetable's conflicts in words, as timetabled (the optimised order has none). */
function Conflicts({ result, scenario, locale }: { result: LabResult; scenario: Scenario; locale: Locale }) {
  const conflicts = result.analysis.conflicts;
  if (!conflicts.length) return null;
  const t = translate(locale);
  const rest = conflicts.length - CONFLICTS_SHOWN;
  return (
    <div className="mt-3 border-t border-border pt-2">
      <h3 id="lab-conflicts-heading" className="text-xs font-semibold text-warning">
        {t(m.lab_conflicts_heading, { count: conflicts.length })}
      </h3>
      <ul aria-labelledby="lab-conflicts-heading" className="mt-1 space-y-1 text-xs text-foreground">
        {conflicts.slice(0, CONFLICTS_SHOWN).map((c, i) => (
          <li key={i}>{conflictText(c, result, scenario, locale)}</li>
        ))}
        {rest > 0 && <li className="text-muted-foreground">{t(m.lab_conflicts_more, { count: rest })}</li>}
      </ul>
    </div>
  );
}

export const ResultSummary = memo(function ResultSummary({ result, scenario, locale, busy, onToggleOrder, optimised }: Props) {
  const t = translate(locale);
  const a = result.analysis;
  const orderLabel = a.optimised ? m.lab_order_bundles : m.lab_order_timetabled;
  return (
    <div className="rounded-sm border border-border bg-card p-3 font-mono text-sm [contain:layout_paint]" aria-busy={busy || undefined}>
      <p role="status" aria-live="polite" aria-atomic="true" className="font-semibold text-foreground">
        {summaryText(result, locale)}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2">
        <button type="button" aria-pressed={optimised} onClick={onToggleOrder} className={buttonClass(optimised ? "primary" : "secondary")}>
          {t(m.lab_optimise)}
        </button>
        {busy && <span className="text-xs text-muted-foreground">{t(m.lab_busy)}</span>}
      </div>
      {a.order.length > 0 && (
        <p className="mt-2 text-xs text-muted-foreground">
          {t(orderLabel)} <span className="text-syntax-type">{orderRuns(result, scenario, locale)}</span>
        </p>
      )}
      <Conflicts result={result} scenario={scenario} locale={locale} />
    </div>
  );
});

interface SectionRowProps {
  section: SectionFigures;
  bottleneck: boolean;
  locale: Locale;
}

/** One section: its stations, the bar, length, blocks and occupancy. Laid out on its own. */
const SectionRow = memo(function SectionRow({ section: s, bottleneck, locale }: SectionRowProps) {
  return (
    <div role="row" className={cn(COLUMNS, "border-b border-border [contain:layout_style] last:border-b-0")}>
      <span role="rowheader" className="min-w-0 py-2 pr-3 break-words text-foreground">
        {`${s.from} – ${s.to}`}
        {bottleneck && (
          <>
            {" "}
            <span className="inline-block rounded-sm border border-accent px-1 text-xs leading-4 text-accent">{m.lab_bottleneck_badge({}, { locale })}</span>
          </>
        )}
        <span aria-hidden="true" className="occupancy-bar mt-0.5 -mb-1 block h-4 max-w-72" style={barStyle(s.occupancy)} />
      </span>
      <span role="cell" className="py-2 pr-3 text-right tabular-nums text-muted-foreground">
        {decimal(s.lengthKm, locale)}
      </span>
      <span role="cell" className="py-2 pr-3 text-right tabular-nums text-muted-foreground">
        {s.blocks}
      </span>
      <span role="cell" className={cn("py-2 text-right tabular-nums", bottleneck ? "font-semibold text-foreground" : "text-muted-foreground")}>
        {percent(s.occupancy, locale)}
      </span>
    </div>
  );
});

/** The section table: one row per section, the figure in digits and words; the bar repeats it. */
export const SectionTable = memo(function SectionTable({ result, scenario, locale }: Omit<Props, "busy" | "onToggleOrder" | "optimised">) {
  const t = translate(locale);
  const a = result.analysis;
  const limit = limitText(recommendedOccupancy, locale);
  const mode = a.optimised ? t(m.lab_mode_optimised) : t(m.lab_mode_timetabled);
  const exportCsv = () => {
    const o = { locale };
    const table = {
      header: [m.lab_csv_from({}, o), m.lab_csv_to({}, o), m.lab_csv_length({}, o), m.lab_csv_blocks({}, o), m.lab_csv_occupancy({}, o), m.lab_csv_bottleneck({}, o)],
      rows: result.sections.map((s, i) => [s.from, s.to, s.lengthKm, s.blocks, roundPercent(s.occupancy), i === a.bottleneck ? m.lab_csv_yes({}, o) : m.lab_csv_no({}, o)]),
    };
    download(`${fileStem(scenarioTitle(scenario))}-sections.csv`, toCsv(table, locale), "text/csv;charset=utf-8");
  };
  return (
    <div className="min-w-0">
      {/* A table by its ARIA roles, its rows grids, each laid out on its own ([contain:layout_style]). */}
      <p id={CAPTION_ID} className="sr-only">
        {t(m.lab_table_caption, { mode })}
      </p>
      <div role="table" aria-labelledby={CAPTION_ID} className="font-mono text-sm" style={BAR_LIMIT}>
        <div role="rowgroup">
          <div role="row" className={cn(COLUMNS, "border-b border-border text-xs text-muted-foreground")}>
            {HEADINGS.map(([heading, align], i) => (
              <span key={i} role="columnheader" className={cn("py-2", align)}>
                {t(heading)}
              </span>
            ))}
          </div>
        </div>
        <div role="rowgroup">
          {result.sections.map((section, i) => (
            <SectionRow key={i} section={section} bottleneck={i === a.bottleneck} locale={locale} />
          ))}
        </div>
      </div>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <p className="font-mono text-xs text-muted-foreground">{t(m.lab_bar_note, { limit })}</p>
        <div role="group" aria-label={t(m.lab_download_table)} className="flex gap-2">
          <button type="button" className={buttonClass("secondary", "px-3")} onClick={exportCsv}>
            CSV
          </button>
        </div>
      </div>
    </div>
  );
});
