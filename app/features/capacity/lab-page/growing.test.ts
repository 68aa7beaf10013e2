// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { afterNextPaint, grownCount } from "./growing";

describe("grownCount", () => {
  it("shows a shorter or equal list at once", () => {
    expect(grownCount(40, 6, 8)).toBe(6);
    expect(grownCount(6, 6, 8)).toBe(6);
  });
  it("grows a longer list step by step, ending at its length", () => {
    const seen: number[] = [];
    for (let shown = 6; shown < 40; shown = grownCount(shown, 40, 8)) seen.push(shown);
    expect(seen).toEqual([6, 14, 22, 30, 38]);
    expect(grownCount(38, 40, 8)).toBe(40);
  });
  it("always moves on, whatever the step", () => {
    expect(grownCount(3, 5, 0)).toBe(4);
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
});
