import { describe, expect, it } from "vitest";
import { tagDescription, tagTitle } from "./tag-text";

describe("tagDescription", () => {
  it("names the count and the newest titles, so each tag page's description is its own", () => {
    expect(tagDescription("UIC 406", 1, ["A"])).toBe("1 article tagged UIC 406, newest first: “A”.");
    expect(tagDescription("MILP", 2, ["A", "B"])).toBe("2 articles tagged MILP, newest first: “A” and “B”.");
    expect(tagDescription("ML", 5, ["A", "B", "C", "D"])).toBe("5 articles tagged ML, newest first: “A”, “B”, “C” and more.");
  });

  it("reads as Swedish on a Swedish tag page", () => {
    expect(tagDescription("Järnväg", 1, ["A"], "sv")).toBe("1 artikel med taggen Järnväg, nyast först: ”A”.");
    expect(tagDescription("MILP", 2, ["A", "B"], "sv")).toBe("2 artiklar med taggen MILP, nyast först: ”A” och ”B”.");
    expect(tagDescription("ML", 5, ["A", "B", "C"], "sv")).toBe("5 artiklar med taggen ML, nyast först: ”A”, ”B”, ”C” med flera.");
  });
});

describe("tagTitle", () => {
  it("names the tag, and the page once there are several", () => {
    expect(tagTitle("ML", 1, 1)).toBe("Posts tagged “ML”");
    expect(tagTitle("ML", 2, 3)).toBe("Posts tagged “ML”, page 2 of 3");
    expect(tagTitle("Järnväg", 1, 1, "sv")).toBe("Inlägg med taggen ”Järnväg”");
    expect(tagTitle("ML", 2, 3, "sv")).toBe("Inlägg med taggen ”ML”, sida 2 av 3");
  });
});
