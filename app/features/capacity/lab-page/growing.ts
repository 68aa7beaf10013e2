import { startTransition, useEffect, useState } from "react";

/** How many items to show next: all of a shorter list at once, a longer one `step` more a commit. */
export function grownCount(shown: number, total: number, step: number): number {
  return total <= shown ? total : Math.min(total, shown + Math.max(1, step));
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
 * How many of a list's `total` items to render. A list that grows by many at once (an import of
 * 40 stations over the sample's six) grows `step` items a commit, each commit a transition begun
 * after the one before is painted: its rows, their style and their layout come a few at a time,
 * a frame each, instead of in one long task and frame at 4× CPU. (Begun straight from the
 * commit's effect, four steps landed in one frame.) A shorter list is shown at once.
 */
export function useGrowing(total: number, step: number): number {
  const [shown, setShown] = useState(total);
  if (shown > total) setShown(total);
  useEffect(() => {
    if (shown < total) return afterNextPaint(() => startTransition(() => setShown((s) => grownCount(s, total, step))));
  }, [shown, total, step]);
  return Math.min(shown, total);
}
