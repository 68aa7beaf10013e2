import { describe, expect, it } from "vitest";
import { grownCount } from "./growing";

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
