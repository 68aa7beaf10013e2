import { join } from "node:path";
import { CHECKED, findCycles, importCycles, importGraph, projectOptions } from "./import-cycles.mjs";

const ROOT = process.cwd();

describe("import cycles", () => {
  it("finds a circle that runs through a type-only import (the fixture a.ts ↔ b.ts)", () => {
    const files = ["a.ts", "b.ts"].map((f) => join(ROOT, "scripts/cycle-fixture", f));
    expect(findCycles(importGraph(files, projectOptions(ROOT)))).toEqual([files]);
  });

  it("finds longer circles and self-imports, and nothing in a tree", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a", "d"]],
      ["d", []],
      ["e", ["e"]],
      ["f", ["d"]],
    ]);
    expect(findCycles(graph)).toEqual([["a", "b", "c"], ["e"]]);
    expect(findCycles(new Map([["x", ["y"]], ["y", []]]))).toEqual([]);
  });

  it("finds none in the project's own modules", () => {
    expect(importCycles(ROOT, CHECKED)).toEqual([]);
  });
});
