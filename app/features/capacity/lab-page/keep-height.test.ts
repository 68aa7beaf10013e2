import { describe, expect, it } from "vitest";
import { keptHeight } from "./keep-height";

describe("keptHeight", () => {
  it("keeps the tallest height of one shape", () => {
    let kept = keptHeight(null, "40×8", 2351);
    kept = keptHeight(kept, "40×8", 2297);
    expect(kept).toEqual({ shape: "40×8", height: 2351 });
    expect(keptHeight(kept, "40×8", 2400).height).toBe(2400);
  });
  it("starts again when the shape changes", () => {
    expect(keptHeight({ shape: "40×8", height: 2351 }, "6×3", 900)).toEqual({ shape: "6×3", height: 900 });
  });
});
