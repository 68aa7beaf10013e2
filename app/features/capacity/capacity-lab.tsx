import { useRef } from "react";
import { Link } from "react-router";
import { capacityLab, capacityLine, capacityTrainTypes, recommendedOccupancy } from "~/content/capacity";
import { buttonClass } from "~/components/button-styles";
import { useLocalizePath, useT } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import { CompressedGraph, TYPE_STYLE } from "./compressed-graph";
import { compressedHour } from "./compressed-hour";
import { CountInputs } from "./count-inputs";
import { type Analysis, createLab } from "./lab";
import { formatPercent, limitWording } from "./model";
import { OccupancyTable } from "./occupancy-table";
import { useCapacityLab } from "./use-capacity-lab";

const lab = createLab(capacityLine, capacityTrainTypes, recommendedOccupancy);
const defaults = capacityTrainTypes.map((t) => t.defaultCount);
const limit = formatPercent(recommendedOccupancy).replace(".0", "");

export function summaryText(a: Analysis): string {
  if (a.bottleneck < 0) return "No trains: every section is free all hour.";
  const s = a.sections[a.bottleneck]!;
  const wording = a.status === "over" ? limitWording.over : `${limitWording[a.status!]} of ${limit}`;
  return `Bottleneck: ${s.from} – ${s.to}, ${formatPercent(s.occupancy)}, ${wording}.`;
}

function orderText(a: Analysis): string {
  if (!a.order.length) return "–";
  return a.order.map((t) => capacityTrainTypes[t]!.name[0]).join(" ");
}

function graphLabel(a: Analysis, occupiedMin: number): string {
  const s = a.sections[a.bottleneck]!;
  const mix = capacityTrainTypes.flatMap((t, i) => (a.counts[i] ? [`${a.counts[i]} ${t.name.toLowerCase()}`] : [])).join(", ");
  const balance = occupiedMin <= 60 ? `${(60 - occupiedMin).toFixed(1)} minutes stay free` : `${(occupiedMin - 60).toFixed(1)} minutes more than the hour`;
  return `Time–distance graph of the compressed hour on ${s.from} – ${s.to}: ${a.order.length} trains (${mix}) at minimum headway, each with its blocking-time stairs, occupy ${occupiedMin.toFixed(1)} minutes; ${balance}.`;
}

/** The capacity lab: loaded by its island when it nears the viewport (capacity-island.tsx). */
export default function CapacityLab() {
  const t = useT();
  const href = useLocalizePath();
  const formRef = useRef<HTMLFormElement>(null);
  const state = useCapacityLab(formRef, lab, defaults, capacityLab.maxPerType);
  const { analysis } = state;
  const graph = compressedHour(lab, analysis);
  const bottleneck = analysis.sections[analysis.bottleneck];
  return (
    <div className="overflow-hidden rounded-md border border-border bg-card [contain:layout_paint]">
      <p className="flex min-h-8 items-center border-b border-border bg-tabbar px-3 py-1 font-mono text-xs text-muted-foreground">
        uic-406.ts · {capacityLine.stations[0].name} → {capacityLine.stations[capacityLine.stations.length - 1]!.name}
      </p>
      <div className="grid gap-6 p-4 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-8">
        <div className="min-w-0 space-y-4">
          <form ref={formRef} onInput={state.onInput} onBlur={state.onBlur} onSubmit={(e) => e.preventDefault()} aria-label="Traffic per hour">
            <CountInputs types={capacityTrainTypes} max={capacityLab.maxPerType} messages={state.messages} />
            <div className="mt-3 flex flex-wrap gap-2">
              <button type="button" aria-pressed={state.optimised} onClick={state.toggleOptimised} className={buttonClass(state.optimised ? "primary" : "secondary")}>
                Optimise order
              </button>
              <button type="button" onClick={state.reset} className={buttonClass("ghost")}>
                Reset
              </button>
            </div>
          </form>
          <div className="rounded-sm border border-border bg-background p-3 font-mono text-sm">
            <p role="status" aria-live="polite" aria-atomic="true" className="font-semibold text-foreground">
              {summaryText(analysis)}
            </p>
            <p className="mt-1 text-xs text-muted-foreground">
              Order ({analysis.optimised ? "optimised, bundled by type" : "as timetabled"}): <span className="text-syntax-type">{orderText(analysis)}</span>
            </p>
          </div>
          <OccupancyTable analysis={analysis} recommended={recommendedOccupancy} />
        </div>
        <figure className="min-w-0">
          <figcaption className="mb-2 font-mono text-xs text-muted-foreground">
            {bottleneck && graph ? `Compressed hour on the bottleneck, ${bottleneck.from} – ${bottleneck.to} (minutes across)` : "Compressed hour"}
          </figcaption>
          {graph && bottleneck ? (
            <CompressedGraph graph={graph} stations={bottleneck} types={capacityTrainTypes} label={graphLabel(analysis, graph.occupiedMin)} />
          ) : (
            <p className="flex aspect-[480/262] items-center justify-center rounded-sm border border-dashed border-border font-mono text-sm text-muted-foreground">
              No trains to draw: add some above.
            </p>
          )}
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 font-mono text-xs text-muted-foreground">
            {capacityTrainTypes.map((t) => (
              <li key={t.id} className="flex items-center gap-1.5">
                <svg aria-hidden="true" viewBox="0 0 20 4" className="h-1 w-5">
                  <line x1={0} x2={20} y1={2} y2={2} strokeWidth={3} strokeDasharray={TYPE_STYLE[t.id].dash} className={TYPE_STYLE[t.id].stroke} />
                </svg>
                {t.name} ({t.name[0]}), {t.speedKmh} km/h
              </li>
            ))}
            <li>shaded: blocking time · blank: free capacity · faded: next hour</li>
          </ul>
        </figure>
      </div>
      <p className="border-t border-border px-4 py-3 text-sm text-muted-foreground">
        Model: fixed 2 km blocks, 1 min dwell, 0.5 min release, trains compressed to minimum headway around a periodic hour.{" "}
        <Link to={capacityLab.article.href} className="text-accent underline underline-offset-2 hover:no-underline">
          {capacityLab.article.text}
        </Link>{" "}
        <Link to={href("/lab")} className="font-semibold text-accent underline underline-offset-2 hover:no-underline">
          {t(m.capacity_open_lab)}
        </Link>
      </p>
    </div>
  );
}
