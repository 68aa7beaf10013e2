import { cn } from "~/lib/cn";
import { useLocale } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import type { Analysis } from "~/lib/capacity/analyse";
import { limitText, percent } from "./lab-text";
import { type LimitStatus, limitStatus } from "~/lib/capacity/blocking-time";

/** The bar's full width: 150 %, so the 75 % line sits in the middle and overload still shows. */
const SCALE = 1.5;

const FILL: Record<LimitStatus, string> = { within: "bg-success", above: "bg-warning", over: "bg-danger" };

/** One row per section: the figure in words and digits; the bar only repeats it. */
export function OccupancyTable({ analysis, recommended }: { analysis: Analysis; recommended: number }) {
  const locale = useLocale();
  const o = { locale };
  const limitAt = `${(recommended / SCALE) * 100}%`;
  return (
    <div>
      <table className="w-full border-collapse font-mono text-sm">
        <caption className="sr-only">{analysis.optimised ? m.capacity_table_caption_optimised({}, o) : m.capacity_table_caption_timetabled({}, o)}</caption>
        <thead>
          <tr className="border-b border-border text-left text-xs text-muted-foreground">
            <th scope="col" className="py-2 pr-3 font-normal">
              {m.capacity_col_section({}, o)}
            </th>
            <th scope="col" className="py-2 text-right font-normal">
              {m.capacity_col_occupancy({}, o)}
            </th>
          </tr>
        </thead>
        <tbody>
          {analysis.sections.map((s, i) => {
            const bottleneck = i === analysis.bottleneck;
            return (
              <tr key={s.from} className="border-b border-border last:border-b-0">
                <th scope="row" className="py-2 pr-3 text-left align-top font-normal text-foreground">
                  <span className="flex flex-wrap items-center gap-x-2">
                    {`${s.from} – ${s.to}`}
                    {bottleneck && <span className="rounded-sm border border-accent px-1 text-xs leading-4 text-accent">{m.capacity_bottleneck_badge({}, o)}</span>}
                  </span>
                  <span aria-hidden="true" className="relative mt-1.5 block h-2 rounded-full bg-border">
                    <span
                      className={cn("absolute inset-y-0 left-0 rounded-full", FILL[limitStatus(s.occupancy, recommended)])}
                      style={{ width: `${Math.round(Math.min(s.occupancy / SCALE, 1) * 1000) / 10}%` }}
                    />
                    <span className="absolute -inset-y-1 w-0.5 bg-foreground" style={{ left: limitAt }} />
                  </span>
                </th>
                <td className={cn("py-2 text-right align-top tabular-nums", bottleneck ? "font-semibold text-foreground" : "text-muted-foreground")}>
                  {percent(s.occupancy, locale)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="mt-2 font-mono text-xs text-muted-foreground">
        {m.capacity_bar_note({ limit: limitText(recommended, locale) }, o)}
      </p>
    </div>
  );
}
