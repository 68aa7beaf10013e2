import { describe, expect, it } from "vitest";
import { issue } from "~/lib/capacity/issues";
import { issueText } from "~/lib/capacity/issue-text";
import { arrow, decimal, limitText, parseDecimal, percent } from "./lab-text";
import { testScenario as SAMPLE_SCENARIO } from "~/lib/capacity/test-scenario";

describe("the lab's words and figures", () => {
  it("writes percentages as the home lab in English and as sv-SE in Swedish", () => {
    expect(percent(0.4722, "en")).toBe("47.2 %");
    expect(percent(0.4722, "sv").replace(/\s/g, " ")).toBe("47,2 %");
    expect(percent(0.75049, "sv").replace(/\s/g, " ")).toBe("75,0 %");
    expect(limitText(0.75, "en")).toBe("75 %");
    expect(limitText(0.75, "sv").replace(/\s/g, " ")).toBe("75 %");
  });

  it("writes a direction as an arrow, down when left out", () => {
    expect([arrow(undefined), arrow("down"), arrow("up")]).toEqual(["↓", "↓", "↑"]);
  });

  it("reads and writes decimals with a point or a comma", () => {
    expect([decimal(0.5, "en"), decimal(0.5, "sv"), decimal(1200, "sv")]).toEqual(["0.5", "0,5", "1200"]);
    expect([parseDecimal("0,5"), parseDecimal(" 0.5 "), parseDecimal("1 200"), parseDecimal(""), parseDecimal("1,2,3"), parseDecimal("5km")]).toEqual([0.5, 0.5, 1200, null, null, null]);
  });

  it("names the field and the CSV line of an issue, in either language", () => {
    const km = issue("km_order", ["line", "stations", 2, "km"], { previous: "Solna", previousKm: 5.5 });
    expect(issueText(km, SAMPLE_SCENARIO, "en")).toBe(
      "Station 3 (Upplands Väsby), km: must be greater than the km of Solna (5.5): stations run in order along the line.",
    );
    expect(issueText(km, SAMPLE_SCENARIO, "sv")).toBe(
      "Station 3 (Upplands Väsby), km: måste vara större än km för Solna (5,5): stationerna anges i ordning längs banan.",
    );
    const cell = issue("integer", ["trainTypes", 1, "perHour"], { min: 0, max: 30 }, { file: "trains.csv", line: 3, column: "per_hour" });
    expect(issueText(cell, null, "en")).toBe("trains.csv, line 3, column per_hour: must be a whole number from 0 to 30.");
    expect(issueText(cell, null, "sv")).toBe("trains.csv, rad 3, kolumn per_hour: måste vara ett heltal mellan 0 och 30.");
    expect(issueText({ ...issue("unknown_stop", ["trainTypes", 1, "stops", 0], { name: "Knivsta" }), onPage: true }, SAMPLE_SCENARIO, "en")).toBe(
      "Train type 2 (Regional), stops (on this page): Knivsta is not a station of the line.",
    );
    expect(issueText(issue("too_large", [], { name: "big.json", bytes: 250_000, max: 100_000 }), null, "en")).toBe("big.json is 250 KB; the lab takes files of up to 100 KB.");
  });
});
