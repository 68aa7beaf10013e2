import { useState } from "react";
import { canGoNext, canGoPrevious, next, previous, progressPercent, select } from "./stepper";

/** The selected journey entry and the moves between entries. */
export function useJourney(count: number) {
  const [state, setState] = useState({ index: 0, count });
  return {
    index: state.index,
    canPrevious: canGoPrevious(state),
    canNext: canGoNext(state),
    progress: progressPercent(state),
    select: (index: number) => setState((s) => select(s, index)),
    next: () => setState(next),
    previous: () => setState(previous),
  };
}
