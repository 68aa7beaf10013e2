import { startTransition, useCallback, useEffect, useState } from "react";

/**
 * The next list to render on the way from `shown` to `items`: the first item that differs and
 * the `step - 1` after it become `items`' own, the rest stay as shown (an item `items` no longer
 * has goes at once; one it adds comes in its turn). Items are compared by identity; the last step
 * returns `items` itself.
 */
export function nextStep<T>(shown: readonly T[], items: readonly T[], step: number): readonly T[] {
  const n = items.length;
  let first = 0;
  while (first < n && first < shown.length && shown[first] === items[first]) first++;
  const upTo = first + Math.max(1, step);
  // The last step is `items` itself, so the list is seen to have arrived.
  return upTo >= n ? items : [...items.slice(0, upTo), ...shown.slice(upTo, n)];
}

/** Calls `next` once the frame after this one has been painted; the returned function cancels it. */
export function afterNextPaint(next: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(next, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * State that moves to `target` a step a painted frame: each step, `next(shown, target)`, is a
 * transition begun once the frame before is painted (begun straight from the commit's effect,
 * four steps landed in one frame). The first render, and so the prerendered page, has `target`.
 */
function useSteps<T>(target: T, next: (shown: T, target: T) => T): T {
  const [shown, setShown] = useState(target);
  useEffect(() => {
    if (shown !== target) return afterNextPaint(() => startTransition(() => setShown((s) => next(s, target))));
  }, [shown, target, next]);
  return shown;
}

/**
 * The items of a long list to render: `items`, brought in `step` at a time, a frame each. An
 * import of 40 stations, or a result that changes every one of 39 section rows, then styles and
 * lays out a few rows a frame rather than all of them in one long task and frame at 4× CPU. Until
 * its turn a row shows what it showed before, a frame or two at most.
 */
export function useStepwise<T>(items: readonly T[], step: number): readonly T[] {
  const next = useCallback((shown: readonly T[], target: readonly T[]) => nextStep(shown, target, step), [step]);
  return useSteps(items, next);
}

const whole = <T>(_shown: T, target: T) => target;

/**
 * `value`, one painted frame later: the largest result's section table, its train graph and its
 * room-left table took one long commit together; staged, each is its own task and frame.
 */
export function useStaged<T>(value: T): T {
  return useSteps(value, whole);
}
