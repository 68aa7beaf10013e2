import { formatDate, formatNumber, formatPercent, formatReadTime } from "./format";

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

describe("formatDate and formatNumber agree with Intl's en-US output", () => {
  const intlDate = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
  const intlNumber = new Intl.NumberFormat("en-US");

  it("for every day of a leap year", () => {
    for (let day = 0; day < 366; day++) {
      const iso = new Date(Date.UTC(2024, 0, 1 + day)).toISOString().slice(0, 10);
      expect(formatDate(iso)).toBe(intlDate.format(new Date(`${iso}T00:00:00Z`)));
    }
  });

  it("for counts a post can have", () => {
    for (const value of [0, 7, 42, 999, 1000, 1001, 99_999, 100_000, 123_456_789, -1234]) {
      expect(formatNumber(value)).toBe(intlNumber.format(value));
    }
  });

  it("rejects a date that is not ISO", () => {
    expect(() => formatDate("15/03/2024")).toThrow(RangeError);
    expect(() => formatDate("2024-13-01")).toThrow(RangeError);
  });
});

describe("Swedish (sv-SE)", () => {
  const intlDate = new Intl.DateTimeFormat("sv-SE", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
  const intlNumber = new Intl.NumberFormat("sv-SE");

  it("writes the dates the issue names", () => {
    expect(formatDate("2026-11-25", "sv")).toBe("25 nov. 2026");
    expect(formatDate("2025-03-12", "sv")).toBe("12 mars 2025");
  });

  it("agrees with Intl's sv-SE output for every day of a leap year", () => {
    for (let day = 0; day < 366; day++) {
      const iso = new Date(Date.UTC(2024, 0, 1 + day)).toISOString().slice(0, 10);
      expect(formatDate(iso, "sv")).toBe(intlDate.format(new Date(`${iso}T00:00:00Z`)));
    }
  });

  it("groups thousands with a no-break space, as Intl does", () => {
    expect(formatNumber(3240, "sv")).toBe("3\u00a0240");
    for (const value of [0, 7, 42, 999, 1000, 1001, 99_999, 100_000, 123_456_789, -1234, 12.5]) {
      expect(formatNumber(value, "sv")).toBe(intlNumber.format(value));
    }
  });

  it("writes read times in the page's language, whatever the post's", () => {
    expect(formatReadTime("6 min read", "sv")).toBe("6 min läsning");
    expect(formatReadTime("5 min läsning", "sv")).toBe("5 min läsning");
    expect(formatReadTime("6 min read")).toBe("6 min read");
    expect(formatReadTime("odd")).toBe("odd");
  });
});

describe("formatPercent and rounded numbers agree with Intl", () => {
  it("in both languages, with and without decimals", () => {
    for (const [locale, tag] of [
      ["en", "en-US"],
      ["sv", "sv-SE"],
    ] as const) {
      for (const digits of [0, 1]) {
        const intl = new Intl.NumberFormat(tag, { style: "percent", minimumFractionDigits: digits, maximumFractionDigits: digits });
        for (const ratio of [0, 0.472, 0.75, 1, 0.0004, 12.3456, -0.05]) expect(formatPercent(ratio, locale, digits)).toBe(intl.format(ratio));
      }
      const one = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 });
      for (const value of [0, 1.25, 1.04, 1234.56, 2.0]) expect(formatNumber(value, locale, 1)).toBe(one.format(value));
    }
  });
});
