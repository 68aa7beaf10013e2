/**
 * The Journey selector's state: one selected index in [0, count - 1]. Previous and Next move by
 * one and stop at the ends (spec section 4); direct selection is clamped the same way.
 */
export interface StepperState {
  index: number;
  count: number;
}

export function clampIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(Math.max(Math.trunc(index), 0), count - 1);
}

export function select(state: StepperState, index: number): StepperState {
  return { ...state, index: clampIndex(index, state.count) };
}

export function next(state: StepperState): StepperState {
  return select(state, state.index + 1);
}

export function previous(state: StepperState): StepperState {
  return select(state, state.index - 1);
}

export function canGoPrevious(state: StepperState): boolean {
  return state.index > 0;
}

export function canGoNext(state: StepperState): boolean {
  return state.index < state.count - 1;
}

/** Progress through the entries in whole percent: the first entry is 1 of n, the last 100%. */
export function progressPercent(state: StepperState): number {
  if (state.count <= 0) return 0;
  return Math.round(((state.index + 1) / state.count) * 100);
}
