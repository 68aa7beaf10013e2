import { describe, expect, it } from "vitest";
import { labelSegments } from "./label-parts";

describe("labelSegments", () => {
  it("keeps a label in the page's language whole", () => {
    expect(labelSegments("about.js", [[0, 2]])).toEqual([
      {
        parts: [
          { text: "ab", match: true },
          { text: "out.js", match: false },
        ],
      },
    ]);
  });

  it("cuts off the other language's part, with the highlights on either side", () => {
    // "Språk: English", matched "sp" and "en" (indices 0–2 and 7–9).
    expect(labelSegments("Språk: English", [[0, 2], [7, 9]], { lang: "en", from: 7 })).toEqual([
      { parts: [{ text: "Sp", match: true }, { text: "råk: ", match: false }] },
      { lang: "en", parts: [{ text: "En", match: true }, { text: "glish", match: false }] },
    ]);
    // A highlight across the cut is split in two.
    expect(labelSegments("ab cd", [[1, 4]], { lang: "en", from: 3 })).toEqual([
      { parts: [{ text: "a", match: false }, { text: "b ", match: true }] },
      { lang: "en", parts: [{ text: "c", match: true }, { text: "d", match: false }] },
    ]);
  });

  it("marks a label wholly in another language", () => {
    expect(labelSegments("Reinforcement learning", [], { lang: "en", from: 0 })).toEqual([
      { lang: "en", parts: [{ text: "Reinforcement learning", match: false }] },
    ]);
  });
});
