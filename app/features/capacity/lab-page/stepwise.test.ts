// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { afterNextPaint, nextStep } from "./stepwise";

/** Every list from `shown` to `items`, one step at a time. */
function steps<T>(shown: readonly T[], items: readonly T[], step: number): (readonly T[])[] {
  const seen = [shown];
  while (seen.at(-1) !== items && seen.length < 100) seen.push(nextStep(seen.at(-1) ?? [], items, step));
  return seen;
}

describe("nextStep", () => {
  it("grows a longer list step by step, ending at the list itself", () => {
    const items = Array.from({ length: 40 }, (_, i) => `s${i}`);
    const seen = steps(items.slice(0, 6), items, 8);
    expect(seen.map((s) => s.length)).toEqual([6, 14, 22, 30, 38, 40]);
    expect(seen.at(-1)).toBe(items);
    expect(seen[2]).toEqual(items.slice(0, 22));
  });
  it("brings changed items in step by step, the others staying as they were until their turn", () => {
    const old = ["a", "b", "c", "d", "e", "f", "g"];
    const items = ["a", "B", "C", "D", "E", "F", "G"];
    const seen = steps(old, items, 2);
    expect(seen).toEqual([old, ["a", "B", "C", "d", "e", "f", "g"], ["a", "B", "C", "D", "E", "f", "g"], items]);
    expect(seen.at(-1)).toBe(items);
  });
  it("shows a shorter list at once when what is left is unchanged, and keeps its old items until their turn otherwise", () => {
    const items = ["a", "b", "c"];
    expect(nextStep(["a", "b", "c", "d", "e"], items, 1)).toBe(items);
    expect(nextStep(["x", "y", "z", "w"], items, 1)).toEqual(["a", "y", "z"]);
  });
  it("arrives at once when nothing differs, and always moves on, whatever the step", () => {
    const items = ["a", "b"];
    expect(nextStep(["a", "b"], items, 3)).toBe(items);
    expect(nextStep(["x", "y", "z"], ["a", "b", "c", "d", "e"], 0)).toEqual(["a", "y", "z"]);
  });
});

describe("afterNextPaint", () => {
  it("waits for the next frame and then a task after it, and can be called off", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame"] });
    try {
      const next = vi.fn();
      afterNextPaint(next);
      vi.advanceTimersByTime(1);
      expect(next).not.toHaveBeenCalled();
      vi.advanceTimersToNextFrame();
      expect(next).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(next).toHaveBeenCalledOnce();

      const cancelled = vi.fn();
      afterNextPaint(cancelled)();
      vi.advanceTimersToNextFrame();
      vi.advanceTimersByTime(20);
      expect(cancelled).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
  it("takes one waiting call a frame across every caller, by place on the page, then in the order they asked", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame"] });
    try {
      const calls: string[] = [];
      afterNextPaint(() => calls.push("table"));
      const cancelStations = afterNextPaint(() => calls.push("stations"));
      afterNextPaint(() => calls.push("types"));
      afterNextPaint(() => calls.push("graph"));
      cancelStations();
      const frame = () => {
        vi.advanceTimersToNextFrame();
        vi.advanceTimersByTime(1);
      };
      frame();
      expect(calls).toEqual(["table"]);
      frame();
      expect(calls).toEqual(["table", "types"]);
      frame();
      frame();
      expect(calls).toEqual(["table", "types", "graph"]);
      // A call of a lower place goes before those waiting (the results before the editors).
      afterNextPaint(() => calls.push("stations"), 3);
      afterNextPaint(() => calls.push("types"), 4);
      afterNextPaint(() => calls.push("table again"), 0);
      frame();
      expect(calls.slice(3)).toEqual(["table again"]);
      frame();
      frame();
      expect(calls.slice(3)).toEqual(["table again", "stations", "types"]);
      calls.length = 3;
      // A call asked for after the queue ran dry still gets its frame.
      afterNextPaint(() => calls.push("rooms"));
      frame();
      expect(calls).toEqual(["table", "types", "graph", "rooms"]);
    } finally {
      vi.useRealTimers();
    }
  });
});
