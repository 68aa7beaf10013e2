import { describe, expect, it } from "vitest";
import { stairsPath } from "./compressed-graph";

// Minutes are units across; distance runs up, 10 units a km from y = 100.
const x = (min: number) => min;
const y = (km: number) => 100 - 10 * km;

describe("stairsPath", () => {
  it("draws a train's blocks that follow on as one outline: up their starts, down their ends", () => {
    // Block 0–2 km held from minute 0 to 5, block 2–3 km from 2 to 8 (it starts before the first is released).
    const d = stairsPath([{ t0: 0, t1: 5, km0: 0, km1: 2 }, { t0: 2, t1: 8, km0: 2, km1: 3 }], x, y);
    // (0,100) → (0,80) → (2,80) → (2,70) → (8,70) → (8,80) → (5,80) → (5,100) → back.
    expect(d).toBe("M0 100v-20h2v-10h6v10h-3v20z");
  });

  it("takes blocks in any order and either direction of travel", () => {
    const up = stairsPath([{ t0: 2, t1: 8, km0: 3, km1: 2 }, { t0: 0, t1: 5, km0: 2, km1: 0 }], x, y);
    expect(up).toBe("M0 100v-20h2v-10h6v10h-3v20z");
  });

  it("starts a new outline where blocks do not follow on", () => {
    const d = stairsPath([{ t0: 0, t1: 5, km0: 0, km1: 2 }, { t0: 20, t1: 25, km0: 4, km1: 5 }], x, y);
    expect(d).toBe("M0 100v-20h5v20zM20 60v-10h5v10z");
  });
});
