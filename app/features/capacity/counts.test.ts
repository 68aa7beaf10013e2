import { describe, expect, it } from "vitest";
import { parseCount } from "./counts";

describe("parseCount", () => {
  it("takes whole numbers within range as they are", () => {
    expect(parseCount("0", 12, 4)).toEqual({ count: 0, message: null });
    expect(parseCount(" 12 ", 12, 4)).toEqual({ count: 12, message: null });
  });

  it("clamps out-of-range values and says so", () => {
    expect(parseCount("13", 12, 4)).toEqual({ count: 12, message: "Enter a whole number from 0 to 12; using 12." });
    expect(parseCount("-3", 12, 4)).toEqual({ count: 0, message: "Enter a whole number from 0 to 12; using 0." });
    expect(parseCount("1e9", 12, 4).count).toBe(12);
  });

  it("rounds fractions and says so", () => {
    expect(parseCount("2.6", 12, 4)).toEqual({ count: 3, message: "Enter a whole number from 0 to 12; using 3." });
  });

  it("refuses empty or non-numeric input, keeping the previous count", () => {
    expect(parseCount("", 12, 4)).toEqual({ count: 4, message: "Enter a whole number from 0 to 12; still using 4." });
    expect(parseCount("abc", 12, 2).count).toBe(2);
    expect(parseCount("Infinity", 12, 2).count).toBe(2);
  });

  it("says so in the page's language", () => {
    expect(parseCount("13", 12, 4, "sv")).toEqual({ count: 12, message: "Ange ett heltal från 0 till 12; labbet räknar med 12." });
    expect(parseCount("", 12, 4, "sv").message).toBe("Ange ett heltal från 0 till 12; labbet räknar fortfarande med 4.");
  });
});
