import { fillPlaceholders, overlay, swedishSpaces } from "./overlay";

describe("overlay", () => {
  const en = { items: [{ id: 1, title: "Timetable", tags: ["MILP"] }, { id: 2, title: "Capacity", tags: [] }], note: "x" };
  const patterns = ["items.*.title", "items.*.tags", "note?"];

  it("takes the language's text at the named paths and the English value everywhere else", () => {
    const { value, problems } = overlay(en, { items: [{ title: "Tidtabell", tags: ["MILP", "LP"] }, { title: "Kapacitet" }] }, patterns);
    expect(problems).toEqual([{ path: ["items", 1, "tags"], message: expect.stringMatching(/^missing/), in: "overlay" }]);
    expect(value).toEqual({ items: [{ id: 1, title: "Tidtabell", tags: ["MILP", "LP"] }, { id: 2, title: "Kapacitet", tags: [] }], note: "x" });
  });

  it("reads the English value where an optional path is left out", () => {
    const sv = { items: [{ title: "A", tags: [] }, { title: "B", tags: [] }] };
    expect(overlay(en, sv, patterns)).toMatchObject({ problems: [], value: { note: "x" } });
  });

  it("refuses a field the English file sets, a field it lacks, and an entry too many or too few", () => {
    const { problems } = overlay(en, { items: [{ id: 3, title: "A", tags: [], colour: "red" }] }, patterns);
    expect(problems.map((p) => [p.path.join("."), p.message.split(":")[0]])).toEqual([
      ["items", "1 entries, the English file has 2"],
      ["items.0.colour", "not a field of items[0] in the English file"],
      ["items.0.id", "not text of this language"],
      ["items.1", "missing"],
    ]);
  });
});

describe("fillPlaceholders", () => {
  it("fills a known name and names the known ones for an unknown one", () => {
    const { value, problems } = fillPlaceholders({ a: ["Based in {city}.", "{town}"] }, { city: "Umeå", country: "Sweden" });
    expect(value).toEqual({ a: ["Based in Umeå.", "{town}"] });
    expect(problems).toEqual([{ path: ["a", 1], message: "unknown placeholder {town}: use one of {city}, {country}", in: "base" }]);
  });
});

describe("swedishSpaces", () => {
  it("joins digit groups and a percent sign with a no-break space, and leaves other spaces", () => {
    expect(swedishSpaces("1 284 villkor, 78 % och 2024 till 2025")).toBe("1\u00a0284 villkor, 78\u00a0% och 2024 till 2025");
  });
});
