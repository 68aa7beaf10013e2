import { startTransition, useEffect, useRef, useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { type LabResult, computeLab } from "./compute";
import type { Scenario } from "~/lib/capacity/scenario";
import type { WorkerRequest } from "./lab.worker";

/** Computed once per page load: what the prerendered HTML shows and hydration must match. */
const samples = new WeakMap<Scenario, LabResult>();
function sampleResult(sample: Scenario): LabResult {
  if (!samples.has(sample)) samples.set(sample, computeLab(sample));
  return samples.get(sample)!;
}

export interface LabResultState {
  result: LabResult;
  /** The scenario the result is for (the shown one lags the edited one while the worker runs). */
  scenario: Scenario;
  /** True while a newer scenario is being computed. */
  busy: boolean;
}

/**
 * The result for a scenario: the sample's here (prerender and hydration need it at once), any
 * other in a Web Worker (lab.worker.ts), one request at a time, the newest next (fast typing
 * skips the ones between). Without Worker support it computes in a transition.
 */
export function useLabResult(scenario: Scenario, sample: Scenario): LabResultState {
  const hydrated = useHydrated();
  const [state, setState] = useState<{ result: LabResult; scenario: Scenario }>(() => ({ result: sampleResult(sample), scenario: sample }));
  const post = useRef<((s: Scenario) => void) | null>(null);

  useEffect(() => {
    if (!hydrated || typeof Worker === "undefined") return;
    const worker = new Worker(new URL("./lab.worker.ts", import.meta.url), { type: "module" });
    let id = 0;
    let inFlight: Scenario | null = null;
    let waiting: Scenario | null = null;
    const send = (s: Scenario) => {
      inFlight = s;
      worker.postMessage({ id: ++id, scenario: s } satisfies WorkerRequest);
    };
    worker.onmessage = (event: MessageEvent<{ id: number; result: LabResult }>) => {
      const done = inFlight!;
      inFlight = null;
      if (waiting) {
        const next = waiting;
        waiting = null;
        send(next);
      }
      // A transition: a large result renders in slices.
      startTransition(() => setState({ result: event.data.result, scenario: done }));
    };
    post.current = (s) => {
      if (s === inFlight) waiting = null;
      else if (inFlight) waiting = s;
      else send(s);
    };
    return () => {
      worker.terminate();
      post.current = null;
    };
  }, [hydrated]);

  useEffect(() => {
    if (!hydrated || state.scenario === scenario) return;
    if (post.current) post.current(scenario);
    else startTransition(() => setState({ result: computeLab(scenario), scenario }));
  }, [hydrated, scenario, state.scenario]);

  return { ...state, busy: state.scenario !== scenario };
}
