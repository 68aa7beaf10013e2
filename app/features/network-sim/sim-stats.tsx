import { cn } from "~/lib/cn";
import type { SimStats as Stats } from "./simulation";

export function SimStats({ stats }: { stats: Stats }) {
  const items = [
    { label: "Total Trains", value: String(stats.totalTrains), tone: "text-foreground" },
    { label: "On Time", value: String(stats.onTime), tone: "text-success" },
    { label: "Delayed", value: String(stats.delayed), tone: "text-danger" },
    { label: "Efficiency", value: `${stats.efficiency}%`, tone: "text-accent" },
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
