import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { SimControls } from "./sim-controls";
import { SimStats } from "./sim-stats";
import { TrackLegend, TrackView } from "./track-view";
import { TrainTable } from "./train-table";
import { useNetworkSim } from "./use-network-sim";

/** Owns the simulation state, so a tick re-renders this panel and nothing else on the page. */
export function NetworkSimPanel({ stations, seed }: { stations: readonly string[]; seed?: number }) {
  const { state, canOptimize, actions } = useNetworkSim(seed);
  const running = state.status === "running";
  return (
    // Layout and paint containment: a tick's text changes never lay out or repaint the page.
    <div className="overflow-hidden rounded-md border border-border bg-card [contain:layout_paint]">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border bg-tabbar px-3 py-1.5">
        <span className="font-mono text-xs text-muted-foreground">network-sim.ts</span>
        <div aria-live="polite" className="flex gap-2">
          <Badge tone={running ? "success" : "muted"}>{running ? "Running" : "Stopped"}</Badge>
          {state.optimized && <Badge tone="purple">AI Optimized</Badge>}
        </div>
      </div>
      <div className="space-y-4 p-3 sm:p-4">
        <div className="rounded-sm border border-border bg-background p-2">
          <TrackView trains={state.trains} stations={stations} />
        </div>
        <TrackLegend />
        <SimStats stats={state.stats} />
        <SimControls running={running} canOptimize={canOptimize} actions={actions} />
        <TrainTable trains={state.trains} />
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
