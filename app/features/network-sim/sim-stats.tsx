import { cn } from "~/lib/cn";
import { formatPercent } from "~/lib/i18n/format";
import type { Locale } from "~/lib/i18n/locale";
import { translate } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import type { SimStats as Stats } from "./simulation";

export function SimStats({ stats, locale }: { stats: Stats; locale: Locale }) {
  const t = translate(locale);
  const items = [
    { label: t(m.sim_stat_total), value: String(stats.totalTrains), tone: "text-foreground" },
    { label: t(m.sim_stat_on_time), value: String(stats.onTime), tone: "text-success" },
    { label: t(m.sim_stat_delayed), value: String(stats.delayed), tone: "text-danger" },
    // A whole percentage: `87%` in English, `87 %` in Swedish.
    { label: t(m.sim_stat_efficiency), value: formatPercent(stats.efficiency / 100, locale, 0), tone: "text-accent" },
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {items.map((item) => (
        <div key={item.label} className="rounded-sm border border-border bg-background px-3 py-2">
          <dt className="font-mono text-xs text-muted-foreground">{item.label}</dt>
          <dd className={cn("font-mono text-xl font-bold tabular-nums", item.tone)}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
