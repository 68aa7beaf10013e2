import { DELETE_MS, PAUSE_MS, TYPE_MS, type TypingState, advance, delayOf, initialTyping, visibleText } from "./typing-machine";

const texts = ["abc", "de"];

describe("typing machine", () => {
  it("uses 80 ms per character and a 3000 ms pause", () => {
    expect(TYPE_MS).toBe(80);
    expect(PAUSE_MS).toBe(3000);
    expect(delayOf({ index: 0, length: 1, phase: "typing" })).toBe(80);
    expect(delayOf({ index: 0, length: 3, phase: "pausing" })).toBe(3000);
    expect(delayOf({ index: 0, length: 3, phase: "deleting" })).toBe(DELETE_MS);
  });

  it("starts with the first text whole, in its pause", () => {
    const s = initialTyping(texts);
    expect(s).toEqual({ index: 0, length: 3, phase: "pausing" });
    expect(visibleText(s, texts)).toBe("abc");
  });

  it("pauses, deletes, types the next text, pauses and loops back", () => {
    let s: TypingState = initialTyping(texts);
    const seen: string[] = [];
    for (let i = 0; i < 14; i++) {
      s = advance(s, texts);
      seen.push(`${s.phase}:${visibleText(s, texts)}`);
    }
    expect(seen).toEqual([
      "deleting:abc",
      "deleting:ab",
      "deleting:a",
      "typing:",
      "typing:d",
      "pausing:de",
      "deleting:de",
      "deleting:d",
      "typing:",
      "typing:a",
      "typing:ab",
      "pausing:abc",
      "deleting:abc",
      "deleting:ab",
    ]);
  });
});
