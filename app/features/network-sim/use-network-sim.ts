import { startTransition, useEffect, useMemo, useReducer } from "react";
import { subscribeAppCommand } from "~/lib/app-commands";
import { randomSeed } from "./rng";
import { TICK_MS, canOptimize, createSimulation, simReducer } from "./simulation";

export interface SimActions {
  play(): void;
  pause(): void;
  reset(): void;
  optimize(): void;
}

/**
 * The simulation's state and its one timer: a 100 ms interval that exists only while the
 * simulation runs, and is cleared when it stops or the panel unmounts.
 */
export function useNetworkSim(seed?: number) {
  const [state, dispatch] = useReducer(simReducer, seed, (s) => createSimulation(s ?? randomSeed()));

  useEffect(() => {
    if (state.status !== "running") return;
    const timer = setInterval(() => dispatch({ type: "tick" }), TICK_MS);
    return () => clearInterval(timer);
  }, [state.status]);

  // Stable across ticks, so the memoised controls do not re-render ten times a second.
  const actions = useMemo<SimActions>(
    () => ({
      // Play mounts eight markers and table rows, Reset removes them and Optimize restyles
      // them all: as transitions React renders them in slices, so a click never becomes one
      // long task on a slow phone.
      play: () => startTransition(() => dispatch({ type: "play" })),
      pause: () => dispatch({ type: "pause" }),
      reset: () => startTransition(() => dispatch({ type: "reset" })),
      optimize: () => startTransition(() => dispatch({ type: "optimize" })),
    }),
    [],
  );

  // Play, Pause and Reset from the command palette.
  useEffect(() => {
    const offs = [
      subscribeAppCommand("simulation:play", actions.play),
      subscribeAppCommand("simulation:pause", actions.pause),
      subscribeAppCommand("simulation:reset", actions.reset),
    ];
    return () => offs.forEach((off) => off());
  }, [actions]);

  return { state, canOptimize: canOptimize(state), actions };
}
