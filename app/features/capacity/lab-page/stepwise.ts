import { startTransition, useEffect, useState } from "react";

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
 * The items of a long list to render: `items`, brought in `step` at a time, each step a
 * transition begun once the one before is painted. An import of 40 stations, or a result that
 * changes every one of 39 section rows, then styles and lays out a few rows a frame rather than
 * all of them in one long task and frame at 4× CPU (begun straight from the commit's effect, four
 * steps landed in one frame). Until its turn a row shows what it showed before, a frame or two at
 * most. The first render, and so the prerendered page, has every item.
 */
export function useStepwise<T>(items: readonly T[], step: number): readonly T[] {
  const [shown, setShown] = useState(items);
  useEffect(() => {
    if (shown !== items) return afterNextPaint(() => startTransition(() => setShown((s) => nextStep(s, items, step))));
  }, [shown, items, step]);
  return shown;
}
