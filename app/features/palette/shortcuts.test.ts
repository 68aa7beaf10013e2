// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { type KeyLike, formatShortcut, isTypingTarget, paletteShortcut } from "./shortcuts";

const key = (k: string, mods: Partial<KeyLike> = {}): KeyLike => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe("paletteShortcut", () => {
  it("opens Go to file on Ctrl/Cmd+P and Ctrl/Cmd+K", () => {
    expect(paletteShortcut(key("p", { ctrlKey: true }), false)).toBe("files");
    expect(paletteShortcut(key("p", { metaKey: true }), false)).toBe("files");
    expect(paletteShortcut(key("k", { ctrlKey: true }), false)).toBe("files");
    expect(paletteShortcut(key("k", { metaKey: true }), false)).toBe("files");
  });

  it("opens commands on Ctrl/Cmd+Shift+P and F1", () => {
    expect(paletteShortcut(key("P", { ctrlKey: true, shiftKey: true }), false)).toBe("commands");
    expect(paletteShortcut(key("P", { metaKey: true, shiftKey: true }), false)).toBe("commands");
    expect(paletteShortcut(key("F1"), false)).toBe("commands");
  });

  it("while typing in a field, honours only Ctrl+P, Ctrl+Shift+P and F1", () => {
    expect(paletteShortcut(key("p", { ctrlKey: true }), true)).toBe("files");
    expect(paletteShortcut(key("P", { ctrlKey: true, shiftKey: true }), true)).toBe("commands");
    expect(paletteShortcut(key("F1"), true)).toBe("commands");
    expect(paletteShortcut(key("k", { ctrlKey: true }), true)).toBeNull();
  });

  it("reads the physical key on other layouts", () => {
    expect(paletteShortcut({ ...key("з", { ctrlKey: true }), code: "KeyP" }, false)).toBe("files");
  });

  it("ignores plain letters and other combinations", () => {
    expect(paletteShortcut(key("p"), false)).toBeNull();
    expect(paletteShortcut(key("k"), false)).toBeNull();
    expect(paletteShortcut(key("p", { ctrlKey: true, altKey: true }), false)).toBeNull();
    expect(paletteShortcut(key("F1", { ctrlKey: true }), false)).toBeNull();
    expect(paletteShortcut(key("l", { ctrlKey: true }), false)).toBeNull();
  });
});

describe("isTypingTarget", () => {
  it("counts text inputs, text areas, selects and editable content", () => {
    const text = document.createElement("input");
    const area = document.createElement("textarea");
    const editable = document.createElement("div");
    editable.contentEditable = "true";
    const check = document.createElement("input");
    check.type = "checkbox";
    expect(isTypingTarget(text)).toBe(true);
    expect(isTypingTarget(area)).toBe(true);
    expect(isTypingTarget(document.createElement("select"))).toBe(true);
    expect(isTypingTarget(check)).toBe(false);
    expect(isTypingTarget(document.createElement("button"))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});

describe("formatShortcut", () => {
  it("uses the Apple symbols on a Mac", () => {
    expect(formatShortcut(["Ctrl", "Shift", "P"], false)).toBe("Ctrl+Shift+P");
    expect(formatShortcut(["Ctrl", "Shift", "P"], true)).toBe("⌘⇧P");
  });
});
