import { type RefObject, useEffect } from "react";

/**
 * The least height a block keeps: the tallest it has been while its `shape` stayed the same, and
 * its own height again once the shape changes.
 */
export function keptHeight(kept: { shape: string; height: number } | null, shape: string, height: number): { shape: string; height: number } {
  return kept && kept.shape === shape ? { shape, height: Math.max(kept.height, height) } : { shape, height };
}

/**
 * Holds a block at its tallest while `shape` stays the same (the results of one line and its
 * types): a new result that words a row or a caption on fewer lines leaves a little room rather
 * than moving everything below it. Moved, the editors' 2,000 elements were painted again after
 * every result, 20–30 ms of each frame at 4× CPU. Set on the element, outside React, after
 * layout (ResizeObserver), so it costs no render; the prerendered page has none.
 */
export function useKeptHeight(ref: RefObject<HTMLElement | null>, shape: string) {
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    el.style.minHeight = "";
    let kept: { shape: string; height: number } | null = null;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize?.[0]?.blockSize ?? el.offsetHeight;
      kept = keptHeight(kept, shape, height);
      if (kept.height > height) el.style.minHeight = `${kept.height}px`;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, shape]);
}
