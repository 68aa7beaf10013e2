import { useEffect, useReducer } from "react";
import { randomSeed } from "./rng";
import { TICK_MS, canOptimize, createSimulation, simReducer } from "./simulation";

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

  return {
    state,
    canOptimize: canOptimize(state),
    play: () => dispatch({ type: "play" }),
    pause: () => dispatch({ type: "pause" }),
    reset: () => dispatch({ type: "reset" }),
    optimize: () => dispatch({ type: "optimize" }),
  };
}
