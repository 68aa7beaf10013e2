// @vitest-environment happy-dom
import { paletteShortcut, isTypingTarget } from "~/features/palette/shortcuts";
import {
  ISLAND_NEED_EVENT,
  earlyInputScript,
  hasEarlyInput,
  islandHydrated,
  replayPageClicks,
  stopRecordingPageClicks,
  takeEarlyShortcut,
} from "./early-input";
import { runInlineScript } from "./inline-script-test-utils";

let removeScript = () => {};

/** Stands in for React: a listener on the document, which the script must pre-empt for islands. */
function reactHears() {
  const heard: string[] = [];
  const listener = (e: Event) => {
    const el = (e.target as Element).closest("[id]");
    if (el) heard.push(`${e.type}:${el.id}`);
  };
  document.addEventListener("click", listener, true);
  document.addEventListener("submit", listener, true);
  return { heard, stop: () => (document.removeEventListener("click", listener, true), document.removeEventListener("submit", listener, true)) };
}

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = `
    <button type="button" id="theme">Theme</button>
    <button type="button" id="explorer"><svg><path/></svg></button>
    <form id="contact"><input name="q"><button id="send">Send</button></form>
    <a href="#x" id="link">Link</a>
    <div data-island id="lab">
      <button type="button" id="optimise">Optimise</button>
      <button type="button" id="reset">Reset</button>
      <form id="terminal" method="dialog"><input id="command" name="command"></form>
    </div>
    <div data-island id="sim"><button type="button" id="play">Play</button></div>`;
  removeScript = runInlineScript(earlyInputScript);
});

afterEach(() => {
  removeScript();
  delete window.__early;
  document.body.innerHTML = "";
  vi.useRealTimers();
});

const byId = (id: string) => document.getElementById(id)!;

/** Records the clicks and submits the hydrated page would answer, from now on. */
function handlers() {
  const done: string[] = [];
  for (const el of document.querySelectorAll("button")) el.addEventListener("click", () => done.push(el.id));
  for (const form of document.querySelectorAll("form")) {
    form.addEventListener("submit", (e) => {
      e.preventDefault();
      done.push(`submit:${form.id}`);
    });
  }
  return done;
}

describe("page buttons before hydration", () => {
  it("replays the buttons clicked, in order, once, and leaves links and submit buttons alone", () => {
    byId("explorer").querySelector("path")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    byId("theme").click();
    byId("send").addEventListener("click", (e) => e.preventDefault());
    byId("send").click(); // a form's submit button works without JavaScript
    byId("link").click();

    stopRecordingPageClicks();
    const done = handlers();
    replayPageClicks();
    vi.runAllTimers();
    expect(done).toEqual(["explorer", "theme"]);
    replayPageClicks();
    vi.runAllTimers();
    expect(done).toEqual(["explorer", "theme"]);
    byId("theme").click(); // replayed: React hears it, nothing is recorded again
    vi.runAllTimers();
    expect(done).toEqual(["explorer", "theme", "theme"]);
  });

  it("skips buttons that left the page or were disabled meanwhile", () => {
    byId("theme").click();
    byId("explorer").click();
    stopRecordingPageClicks();
    const done = handlers();
    byId("theme").remove();
    (byId("explorer") as HTMLButtonElement).disabled = true;
    replayPageClicks();
    vi.runAllTimers();
    expect(done).toEqual([]);
  });

  it("replays one press per task, so each sees what the previous one did", () => {
    byId("theme").click();
    byId("explorer").click();
    stopRecordingPageClicks();
    // The first press disables the second button, as a re-render would.
    byId("theme").addEventListener("click", () => ((byId("explorer") as HTMLButtonElement).disabled = true));
    const done = handlers();
    replayPageClicks();
    // Not inside the caller (React's commit, where a part of the page still to hydrate could
    // not be hydrated for the click): a task later, then one press per task.
    expect(done).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(done).toEqual(["theme"]);
    vi.runAllTimers();
    expect(done).toEqual(["theme"]);
  });

  it("queues a click made after hydration, before the held clicks were replayed, behind them", () => {
    byId("theme").click();
    stopRecordingPageClicks();
    const done = handlers();
    replayPageClicks();
    // The gap: the page hydrated, the held Theme not replayed yet.
    byId("explorer").click();
    byId("theme").click();
    vi.runAllTimers();
    expect(done).toEqual(["theme", "explorer", "theme"]);
    // Drained: React hears page clicks at once again, and nothing is held.
    byId("explorer").click();
    expect(done).toEqual(["theme", "explorer", "theme", "explorer"]);
  });

  it("does nothing when the inline script did not run (blocked, or an old page)", () => {
    delete window.__early;
    stopRecordingPageClicks();
    expect(() => replayPageClicks()).not.toThrow();
    expect(takeEarlyShortcut()).toBeNull();
    expect(hasEarlyInput(byId("lab"))).toBe(false);
  });
});

describe("islands not hydrated yet", () => {
  it("holds presses from React, asks for the island's code, and replays them once it has hydrated", () => {
    const react = reactHears();
    const needed: string[] = [];
    byId("lab").addEventListener(ISLAND_NEED_EVENT, () => needed.push("lab"));
    stopRecordingPageClicks(); // the page hydrated; the lab's code has not arrived
    replayPageClicks();

    byId("optimise").click();
    byId("reset").click();
    byId("play").click();
    const submit = new SubmitEvent("submit", { bubbles: true, cancelable: true });
    byId("terminal").dispatchEvent(submit);

    expect(react.heard).toEqual([]);
    expect(submit.defaultPrevented).toBe(true);
    expect(needed).toEqual(["lab", "lab", "lab"]);
    expect(hasEarlyInput(byId("lab"))).toBe(true);
    expect(hasEarlyInput(byId("sim"))).toBe(true);

    const done = handlers();
    islandHydrated(byId("lab"));
    // Ready once its held presses are replayed: a press before then queues behind them.
    expect(byId("lab").hasAttribute("data-island-ready")).toBe(false);
    vi.runAllTimers();
    expect(byId("lab").hasAttribute("data-island-ready")).toBe(true);
    // In order, exactly once; the simulation's press waits for the simulation.
    expect(done).toEqual(["optimise", "reset", "submit:terminal"]);
    expect(react.heard).toEqual(["click:optimise", "click:reset", "submit:terminal"]);
    expect(hasEarlyInput(byId("lab"))).toBe(false);

    islandHydrated(byId("sim"));
    vi.runAllTimers();
    expect(done).toEqual(["optimise", "reset", "submit:terminal", "play"]);

    // Hydrated islands are React's alone: nothing is held, nothing replayed twice.
    byId("optimise").click();
    islandHydrated(byId("lab"));
    vi.runAllTimers();
    expect(done).toEqual(["optimise", "reset", "submit:terminal", "play", "optimise"]);
    react.stop();
  });

  it("gives a press made before the page hydrated to its island, not to the page's replay", () => {
    byId("play").click();
    byId("theme").click();
    stopRecordingPageClicks();
    const done = handlers();
    replayPageClicks();
    vi.runAllTimers();
    expect(done).toEqual(["theme"]);
    islandHydrated(byId("sim"));
    vi.runAllTimers();
    expect(done).toEqual(["theme", "play"]);
  });

  it("queues a press made after the island hydrated, before its held presses were replayed, behind them", () => {
    const react = reactHears();
    byId("optimise").click();
    const done = handlers();
    islandHydrated(byId("lab"));
    // The gap: hydrated, the held Optimise not replayed yet. Reset (twice) must not overtake it.
    byId("reset").click();
    byId("reset").click();
    vi.runAllTimers();
    expect(done).toEqual(["optimise", "reset", "reset"]);
    expect(react.heard).toEqual(["click:optimise", "click:reset", "click:reset"]);
    expect(byId("lab").hasAttribute("data-island-ready")).toBe(true);
    // Drained: the island is React's alone again.
    byId("reset").click();
    expect(done).toEqual(["optimise", "reset", "reset", "reset"]);
    react.stop();
  });

  it("drops a held press whose button became disabled before the island hydrated", () => {
    byId("optimise").click();
    byId("reset").click();
    (byId("optimise") as HTMLButtonElement).disabled = true;
    const done = handlers();
    islandHydrated(byId("lab"));
    vi.runAllTimers();
    expect(done).toEqual(["reset"]);
  });
});

describe("palette shortcuts before the palette listens", () => {
  const keys: Array<[string, Partial<KeyboardEventInit>]> = [
    ["p", { ctrlKey: true }],
    ["p", { metaKey: true }],
    ["k", { ctrlKey: true }],
    ["k", { metaKey: true }],
    ["P", { ctrlKey: true, shiftKey: true }],
    ["P", { metaKey: true, shiftKey: true }],
    ["F1", {}],
    ["F1", { ctrlKey: true }],
    ["k", { ctrlKey: true, shiftKey: true }],
    ["p", { ctrlKey: true, altKey: true }],
    ["p", { ctrlKey: true, metaKey: true }],
    ["p", {}],
    ["a", { ctrlKey: true }],
    ["π", { ctrlKey: true, code: "KeyP" }],
  ];

  for (const inField of [false, true]) {
    for (const [key, init] of keys) {
      it(`${JSON.stringify({ key, ...init })}${inField ? " in a text field" : ""} is read as the palette reads it`, () => {
        const target = inField ? byId("command") : document.body;
        const event = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true, ...init });
        target.dispatchEvent(event);
        const expected = paletteShortcut(event, isTypingTarget(target));
        expect(event.defaultPrevented).toBe(expected !== null);
        expect(takeEarlyShortcut()).toBe(expected);
      });
    }
  }

  it("opens in the mode of the last shortcut, then leaves the keys to the palette", () => {
    document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "k", ctrlKey: true, bubbles: true, cancelable: true }));
    document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "P", ctrlKey: true, shiftKey: true, bubbles: true, cancelable: true }));
    expect(takeEarlyShortcut()).toBe("commands");
    const later = new KeyboardEvent("keydown", { key: "p", ctrlKey: true, bubbles: true, cancelable: true });
    document.body.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    expect(takeEarlyShortcut()).toBeNull();
  });
});
