// @vitest-environment happy-dom
import { act, render, screen } from "@testing-library/react";
import { DELETE_MS, PAUSE_MS, TYPE_MS } from "./typing-machine";
import { TypingText } from "./typing-text";

const texts = ["Optimise", "Dispatch"];

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: reduce && query.includes("reduce"),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

const shown = () => screen.getByTestId("typing-text").textContent;
/** Each step schedules the next timer on commit, so time advances in small acts. */
function tick(ms: number) {
  for (let t = 0; t < ms; t += 10) act(() => vi.advanceTimersByTime(Math.min(10, ms - t)));
}

describe("TypingText", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("pauses 3000 ms, deletes, types the next text at 80 ms per character and loops", () => {
    mockReducedMotion(false);
    render(<TypingText texts={texts} />);
    expect(shown()).toBe("Optimise");
    tick(PAUSE_MS - 10);
    expect(shown()).toBe("Optimise");
    tick(10); // pause over: deleting starts
    expect(shown()).toBe("Optimise");
    tick(DELETE_MS);
    expect(shown()).toBe("Optimis");
    tick(DELETE_MS * 7);
    expect(shown()).toBe("");
    tick(TYPE_MS);
    expect(shown()).toBe("D");
    tick(TYPE_MS - 10);
    expect(shown()).toBe("D");
    tick(10);
    expect(shown()).toBe("Di");
    tick(TYPE_MS * 6);
    expect(shown()).toBe("Dispatch");
    tick(PAUSE_MS + DELETE_MS * 8 + TYPE_MS * 3);
    expect(shown()).toBe("Opt");
  });

  it("stands still with reduced motion", () => {
    mockReducedMotion(true);
    render(<TypingText texts={texts} />);
    tick(60_000);
    expect(shown()).toBe("Optimise");
  });

  // That the line keeps the longest text's height is the browser's to show (e2e/home.spec.ts,
  // "the typing line keeps its height").
  it("gives screen readers every text once, as a sentence, and none of the keystrokes", () => {
    mockReducedMotion(false);
    const { container } = render(<TypingText texts={["short", "a much longer tagline"]} />);
    const line = container.querySelector("p")!;
    const spoken = [...line.children].filter((el) => el.getAttribute("aria-hidden") !== "true").map((el) => el.textContent);
    expect(spoken).toEqual(["short. a much longer tagline."]);
  });
});

describe("TypingText off screen", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("pauses while scrolled out of view and resumes when back", () => {
    vi.useFakeTimers();
    mockReducedMotion(false);
    let report: (visible: boolean) => void = () => {};
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(cb: (entries: { isIntersecting: boolean }[]) => void) {
          report = (visible) => cb([{ isIntersecting: visible }]);
        }
        observe() {}
        disconnect() {}
      },
    );
    render(<TypingText texts={texts} />);
    act(() => report(false));
    tick(PAUSE_MS + DELETE_MS * 4);
    expect(shown()).toBe("Optimise");
    act(() => report(true));
    tick(PAUSE_MS + DELETE_MS * 2);
    expect(shown()).toBe("Optimi");
  });
});
