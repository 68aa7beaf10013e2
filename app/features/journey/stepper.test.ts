import { canGoNext, canGoPrevious, clampIndex, next, previous, progressPercent, select } from "./stepper";

describe("journey stepper", () => {
  const start = { index: 0, count: 4 };

  it("clamps indices into range", () => {
    expect(clampIndex(-3, 4)).toBe(0);
    expect(clampIndex(9, 4)).toBe(3);
    expect(clampIndex(2, 4)).toBe(2);
    expect(clampIndex(1.7, 4)).toBe(1);
    expect(clampIndex(Number.NaN, 4)).toBe(0);
    expect(clampIndex(2, 0)).toBe(0);
  });

  it("moves by one and stops at both ends", () => {
    expect(previous(start)).toEqual(start);
    let s = start;
    for (let i = 0; i < 6; i++) s = next(s);
    expect(s.index).toBe(3);
    expect(previous(s).index).toBe(2);
  });

  it("selects an entry directly", () => {
    expect(select(start, 2).index).toBe(2);
    expect(select(start, 10).index).toBe(3);
  });

  it("disables Previous at the start and Next at the end", () => {
    expect(canGoPrevious(start)).toBe(false);
    expect(canGoNext(start)).toBe(true);
    const end = { index: 3, count: 4 };
    expect(canGoPrevious(end)).toBe(true);
    expect(canGoNext(end)).toBe(false);
  });

  it("reports progress in percent", () => {
    expect([0, 1, 2, 3].map((index) => progressPercent({ index, count: 4 }))).toEqual([25, 50, 75, 100]);
    expect(progressPercent({ index: 0, count: 0 })).toBe(0);
  });
});
