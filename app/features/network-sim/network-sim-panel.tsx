import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import type { Locale } from "~/lib/i18n/locale";
import { translate } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import { SimControls } from "./sim-controls";
import { SimStats } from "./sim-stats";
import { TrackLegend, TrackView } from "./track-view";
import { TrainTable } from "./train-table";
import { useNetworkSim } from "./use-network-sim";

/**
 * Owns the simulation state, so a tick re-renders this panel and nothing else on the page.
 * `locale`: the page's language, for every word and number the panel shows.
 */
export function NetworkSimPanel({ stations, locale, seed }: { stations: readonly string[]; locale: Locale; seed?: number }) {
  const { state, canOptimize, actions } = useNetworkSim(seed);
  const running = state.status === "running";
  const t = translate(locale);
  return (
    // Layout and paint containment: a tick's text changes never lay out or repaint the page.
    <div className="overflow-hidden rounded-md border border-border bg-card [contain:layout_paint]">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border bg-tabbar px-3 py-1.5">
        <span className="font-mono text-xs text-muted-foreground">network-sim.ts</span>
        <div aria-live="polite" className="flex gap-2">
          <Badge tone={running ? "success" : "muted"}>{running ? t(m.sim_running) : t(m.sim_stopped)}</Badge>
          {state.optimized && <Badge tone="purple">{t(m.sim_optimized)}</Badge>}
        </div>
      </div>
      <div className="space-y-4 p-3 sm:p-4">
        <div className="rounded-sm border border-border bg-background p-2">
          <TrackView trains={state.trains} stations={stations} locale={locale} />
        </div>
        <TrackLegend locale={locale} />
        <SimStats stats={state.stats} locale={locale} />
        <SimControls running={running} canOptimize={canOptimize} actions={actions} locale={locale} />
        <TrainTable trains={state.trains} locale={locale} />
      </div>
    </div>
  );
}

const BADGE_TONES = {
  success: "border-success text-success",
  muted: "border-border text-muted-foreground",
  purple: "border-purple text-purple",
} as const;

function Badge({ tone, children }: { tone: keyof typeof BADGE_TONES; children: ReactNode }) {
  return (
    <span className={cn("rounded-sm border bg-background px-2 py-0.5 font-mono text-xs", BADGE_TONES[tone])}>
      {children}
    </span>
  );
}
