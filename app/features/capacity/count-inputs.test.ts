import { describe, expect, it } from "vitest";
import { countColumns } from "./count-inputs";

describe("countColumns", () => {
  it("lays out the owner's one to eight train types without a field alone on a row where two columns avoid it", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(countColumns)).toEqual([2, 2, 3, 2, 3, 3, 3, 3]);
  });
});
