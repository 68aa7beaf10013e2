import { Pause, Play, RotateCcw, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { SimStats } from "./sim-stats";
import { TrackLegend, TrackView } from "./track-view";
import { TrainTable } from "./train-table";
import { useNetworkSim } from "./use-network-sim";

/** Owns the simulation state, so a tick re-renders this panel and nothing else on the page. */
export function NetworkSimPanel({ stations, seed }: { stations: readonly string[]; seed?: number }) {
  const { state, canOptimize, play, pause, reset, optimize } = useNetworkSim(seed);
  const running = state.status === "running";
  return (
    <div className="overflow-hidden rounded-md border border-border bg-card">
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
        <div className="flex flex-wrap gap-2">
          <ControlButton onClick={running ? pause : play} primary>
            {running ? <Pause aria-hidden="true" className="size-4" /> : <Play aria-hidden="true" className="size-4" />}
            {running ? "Pause" : "Play"}
          </ControlButton>
          <ControlButton onClick={reset}>
            <RotateCcw aria-hidden="true" className="size-4" />
            Reset
          </ControlButton>
          {/* aria-disabled keeps the button focusable, so focus is not lost after optimising. */}
          <ControlButton onClick={canOptimize ? optimize : undefined} disabled={!canOptimize}>
            <Sparkles aria-hidden="true" className="size-4" />
            Optimize
          </ControlButton>
        </div>
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

interface ControlButtonProps {
  onClick?: () => void;
  disabled?: boolean;
  primary?: boolean;
  children: ReactNode;
}

function ControlButton({ onClick, disabled, primary, children }: ControlButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-disabled={disabled || undefined}
      className={cn(
        "inline-flex min-h-11 items-center gap-2 rounded-sm border px-4 font-mono text-sm sm:min-h-9",
        primary
          ? "border-accent bg-accent text-accent-foreground hover:opacity-90"
          : "border-border bg-background text-foreground hover:bg-muted",
        "aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-background",
      )}
    >
      {children}
    </button>
  );
}
