// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useRepaintAfterScroll } from "./use-repaint-after-scroll";

describe("useRepaintAfterScroll", () => {
  it("changes the element's background from one transparent colour to another each time a scroll ends, and stops when unmounted", () => {
    const el = document.createElement("div");
    const { unmount } = renderHook(() => useRepaintAfterScroll({ current: el }));
    expect(el.style.backgroundColor).toBe("");
    window.dispatchEvent(new Event("scroll"));
    expect(el.style.backgroundColor).toBe("");
    window.dispatchEvent(new Event("scrollend"));
    const first = el.style.backgroundColor;
    expect(first).not.toBe("");
    expect(first).toMatch(/^rgba?\(255,? 255,? 255,? (\/ )?0\)$/);
    window.dispatchEvent(new Event("scrollend"));
    expect(el.style.backgroundColor).toBe("");
    unmount();
    window.dispatchEvent(new Event("scrollend"));
    expect(el.style.backgroundColor).toBe("");
  });
});
