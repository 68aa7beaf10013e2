import { useCallback, useEffect, useState } from "react";
import { flushSync } from "react-dom";

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

/** The page's blocks that come a step at a time, top to bottom: their steps go in this order. */
const PAGE_ORDER = { sections: 0, graph: 1, roomLeft: 2, stations: 3, trainTypes: 4 } as const;
type Place = keyof typeof PAGE_ORDER;

/** The steps waiting for their frame, the next one first (afterNextPaint). */
const waiting: { call: () => void; place: number }[] = [];
let frameAsked = false;

function askFrame() {
  if (frameAsked) return;
  frameAsked = true;
  requestAnimationFrame(() => {
    setTimeout(() => {
      frameAsked = false;
      waiting.shift()?.call();
      if (waiting.length > 0) askFrame();
    }, 0);
  });
}

/**
 * Calls `next` in a task after the next frame is painted, and the returned function cancels it.
 * One call is taken a frame, across every stepping list of the page: an import steps the
 * section table, the stations and the train types together, and their steps sharing a frame
 * made the import's longest frames (traced at 4× CPU: 32–35 ms against 20–23 for one list's).
 * The call of the lowest `place` goes first, and of one place the one asked for first.
 */
export function afterNextPaint(next: () => void, place = 0): () => void {
  const entry = { call: next, place };
  const before = waiting.findIndex((w) => w.place > place);
  waiting.splice(before < 0 ? waiting.length : before, 0, entry);
  askFrame();
  return () => {
    const i = waiting.indexOf(entry);
    if (i >= 0) waiting.splice(i, 1);
  };
}

/**
 * State that moves to `target` a step a painted frame: each step, `next(shown, target)`, is
 * rendered and committed at once (flushSync) in its own task after a painted frame, so the
 * next frame paints that one step and no other. As a transition, a step could be rendered
 * after the next list's step had begun, and the two were committed, and painted, together.
 * Steps go in the page's order (`place`, top to bottom), whoever asked first: a block that grows
 * moves, and repaints, everything below it, so the results grow before the editors below them
 * do (the editors' rows come with the scenario, the results a worker's answer later). The first
 * render, and so the prerendered page, has `target`.
 */
function useSteps<T>(target: T, next: (shown: T, target: T) => T, place: number): T {
  const [shown, setShown] = useState(target);
  useEffect(() => {
    if (shown !== target) return afterNextPaint(() => flushSync(() => setShown((s) => next(s, target))), place);
  }, [shown, target, next, place]);
  return shown;
}

/**
 * The items of a long list to render: `items`, brought in `step` at a time, a frame each. An
 * import of 40 stations, or a result that changes every one of 39 section rows, then styles and
 * lays out a few rows a frame rather than all of them in one long task and frame at 4× CPU. Until
 * its turn a row shows what it showed before, a frame or two at most.
 */
export function useStepwise<T>(items: readonly T[], step: number, place: Place): readonly T[] {
  const next = useCallback((shown: readonly T[], target: readonly T[]) => nextStep(shown, target, step), [step]);
  return useSteps(items, next, PAGE_ORDER[place]);
}

const whole = <T>(_shown: T, target: T) => target;

/**
 * `value`, one painted frame later: the largest result's section table, its train graph and its
 * room-left table took one long commit together; staged, each is its own task and frame.
 */
export function useStaged<T>(value: T, place: Place): T {
  return useSteps(value, whole, PAGE_ORDER[place]);
}
