import { formatDate, formatNumber } from "./format";

describe("formatDate", () => {
  it("uses the en-US short form", () => {
    expect(formatDate("2024-03-15")).toBe("Mar 15, 2024");
    expect(formatDate("2025-01-01")).toBe("Jan 1, 2025");
    expect(formatDate("2024-12-31")).toBe("Dec 31, 2024");
  });
});

describe("formatNumber", () => {
  it("adds thousands separators", () => {
    expect(formatNumber(0)).toBe("0");
    expect(formatNumber(999)).toBe("999");
    expect(formatNumber(3240)).toBe("3,240");
    expect(formatNumber(10080)).toBe("10,080");
    expect(formatNumber(1234567)).toBe("1,234,567");
  });
});
