import { createSlugger, headingSlug } from "./heading-ids";

describe("headingSlug", () => {
  it.each([
    ["The set-partitioning model", "the-set-partitioning-model"],
    ["UIC 406: what compression measures", "uic-406-what-compression-measures"],
    ["  Reward shaping, carefully!  ", "reward-shaping-carefully"],
    ["C++ & Python -- side by side", "c-python-side-by-side"],
    ["Åre–Östersund capacity", "åreöstersund-capacity"],
    ["Планирование поездов", "планирование-поездов"],
    ["列车调度 与 强化学习", "列车调度-与-强化学习"],
    ["जापान रेल", "जापान-रेल"],
    ["🚆 → ✓", "section"],
    ["", "section"],
  ])("%j → %j", (text, id) => {
    expect(headingSlug(text)).toBe(id);
  });

  it("is stable: the same text gives the same id whatever was slugged before", () => {
    const first = headingSlug("Reading the result");
    // A slugger numbers repeats; headingSlug itself must keep no such count.
    const slug = createSlugger();
    slug("Reading the result");
    slug("Reading the result");
    headingSlug("Reading the result");
    expect(headingSlug("Reading the result")).toBe(first);
    expect(first).toBe("reading-the-result");
  });

  it("treats composed and decomposed accents alike", () => {
    expect(headingSlug("Cafe\u0301")).toBe(headingSlug("Café"));
  });
});

describe("createSlugger", () => {
  it("numbers repeated headings in order", () => {
    const slug = createSlugger();
    expect(["Results", "Results", "Results"].map(slug)).toEqual(["results", "results-2", "results-3"]);
  });

  it("never collides with a reserved id or a heading that looks numbered", () => {
    const slug = createSlugger(["main"]);
    expect(slug("Main")).toBe("main-2");
    expect(slug("Results 2")).toBe("results-2");
    expect(slug("Results")).toBe("results");
    expect(slug("Results")).toBe("results-3");
  });

  it("starts afresh for each document", () => {
    expect(createSlugger()("Takeaways")).toBe("takeaways");
    expect(createSlugger()("Takeaways")).toBe("takeaways");
  });
});
