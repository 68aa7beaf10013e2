// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { createGate, watchForNeed } from "./island-gate";

/** A controllable IntersectionObserver: jsdom has none. */
class FakeObserver {
  static last: FakeObserver | undefined;
  disconnected = false;
  options: IntersectionObserverInit | undefined;
  constructor(
    private readonly callback: (entries: { isIntersecting: boolean }[]) => void,
    options?: IntersectionObserverInit,
  ) {
    this.options = options;
    FakeObserver.last = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  emit(isIntersecting: boolean) {
    this.callback([{ isIntersecting }]);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("createGate", () => {
  it("resolves once opened, and opening twice is harmless", async () => {
    const gate = createGate();
    const passed = vi.fn();
    void gate.promise.then(passed);
    await Promise.resolve();
    expect(gate.isOpen).toBe(false);
    expect(passed).not.toHaveBeenCalled();
    gate.open();
    gate.open();
    await gate.promise;
    expect(gate.isOpen).toBe(true);
    expect(passed).toHaveBeenCalledTimes(1);
  });
});

describe("watchForNeed", () => {
  const setup = () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    const el = document.createElement("div");
    el.innerHTML = "<input />";
    document.body.append(el);
    const onNeed = vi.fn();
    const stop = watchForNeed(el, onNeed, { rootMargin: "400px 0px" });
    return { el, onNeed, stop, observer: FakeObserver.last! };
  };

  it("fires when the element comes near the viewport, with the given margin, once, in a task of its own", () => {
    vi.useFakeTimers();
    const { onNeed, observer } = setup();
    expect(observer.options?.rootMargin).toBe("400px 0px");
    observer.emit(false);
    vi.runAllTimers();
    expect(onNeed).not.toHaveBeenCalled();
    observer.emit(true);
    observer.emit(true);
    expect(onNeed).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(onNeed).toHaveBeenCalledTimes(1);
    expect(observer.disconnected).toBe(true);
  });

  it("does not fire for a nearness reported just before it was cleaned up", () => {
    vi.useFakeTimers();
    const { onNeed, stop, observer } = setup();
    observer.emit(true);
    stop();
    vi.runAllTimers();
    expect(onNeed).not.toHaveBeenCalled();
  });

  it.each(["focusin", "pointerdown", "input"])("fires on %s inside the element", (type) => {
    const { el, onNeed, observer } = setup();
    el.querySelector("input")!.dispatchEvent(new Event(type, { bubbles: true }));
    expect(onNeed).toHaveBeenCalledTimes(1);
    expect(observer.disconnected).toBe(true);
  });

  it("ignores events outside the element", () => {
    const { onNeed } = setup();
    document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(onNeed).not.toHaveBeenCalled();
  });

  it("stops watching when cleaned up", () => {
    const { el, onNeed, stop, observer } = setup();
    stop();
    expect(observer.disconnected).toBe(true);
    vi.useFakeTimers();
    el.dispatchEvent(new Event("focusin", { bubbles: true }));
    observer.emit(true);
    vi.runAllTimers();
    expect(onNeed).not.toHaveBeenCalled();
  });

  it("fires at once where IntersectionObserver does not exist", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    const onNeed = vi.fn();
    watchForNeed(document.createElement("div"), onNeed, { rootMargin: "0px" });
    expect(onNeed).toHaveBeenCalledTimes(1);
  });
});
