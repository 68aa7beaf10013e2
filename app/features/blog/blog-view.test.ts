import { describe, expect, it } from "vitest";
import { resultsNote } from "./blog-view";

const listing = { page: 2, pages: 18, total: 206 };
const base = { active: false, complete: false, scope: "pending" as const, matches: 12, hidden: 0, listing, onPage: 12 };

describe("resultsNote", () => {
  it("reads as before when every post is on the page (the sample site)", () => {
    expect(resultsNote({ ...base, complete: true, scope: "all", matches: 3, listing: { page: 1, pages: 1, total: 6 } })).toBe(
      "// 3 of 6 posts",
    );
  });
  it("names the page unfiltered", () => {
    expect(resultsNote(base)).toBe("// 12 of 206 posts · page 2 of 18");
  });
  it("says while the index loads, then counts every post, and how many are shown", () => {
    expect(resultsNote({ ...base, active: true })).toBe("// searching all 206 posts…");
    expect(resultsNote({ ...base, active: true, scope: "all", matches: 60, hidden: 48 })).toBe("// 60 of 206 posts · showing 12");
    expect(resultsNote({ ...base, active: true, scope: "all", matches: 1 })).toBe("// 1 of 206 posts");
  });
  it("is honest when only this page could be searched", () => {
    expect(resultsNote({ ...base, active: true, scope: "page", matches: 2 })).toMatch(/^\/\/ 2 on this page/);
  });
});

describe("resultsNote in Swedish", () => {
  it("counts inlägg and pages in Swedish", () => {
    expect(resultsNote({ ...base, complete: true, scope: "all", matches: 3, listing: { page: 1, pages: 1, total: 6 } }, "sv")).toBe("// 3 av 6 inlägg");
    expect(resultsNote(base, "sv")).toBe("// 12 av 206 inlägg · sida 2 av 18");
    expect(resultsNote({ ...base, active: true }, "sv")).toBe("// söker bland alla 206 inlägg…");
    expect(resultsNote({ ...base, active: true, scope: "all", matches: 60, hidden: 48 }, "sv")).toBe("// 60 av 206 inlägg · visar 12");
    expect(resultsNote({ ...base, active: true, scope: "page", matches: 2 }, "sv")).toMatch(/^\/\/ 2 på den här sidan/);
  });
});
