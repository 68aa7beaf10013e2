// @vitest-environment happy-dom
import { act, render, screen, waitFor } from "@testing-library/react";
import { createContext, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { prerenderToNodeStream } from "react-dom/static";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { earlyInputScript } from "~/lib/early-input";
import { runInlineScript } from "~/lib/inline-script-test-utils";
import { lazyIsland } from "./lazy-island";

function Counter({ start }: { start: number }) {
  const [n, setN] = useState(start);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      {`count ${n}`}
    </button>
  );
}
const panel = { default: Counter };
const props = { start: 1 };

let observers: { emit(hit: boolean): void }[] = [];
function stubObserver() {
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(private readonly cb: (e: { isIntersecting: boolean }[]) => void) {
        observers.push(this);
      }
      observe() {}
      disconnect() {}
      emit(hit: boolean) {
        this.cb([{ isIntersecting: hit }]);
      }
    },
  );
}
beforeEach(() => {
  observers = [];
  stubObserver();
});
afterEach(() => vi.unstubAllGlobals());

/** The prerendered HTML: as at build time, no window, and React waits for all content. */
async function serverHtml() {
  const ServerIsland = lazyIsland(() => Promise.resolve(panel));
  vi.stubGlobal("window", undefined);
  try {
    const { prelude } = await prerenderToNodeStream(<ServerIsland {...props} />, { progressiveChunkSize: Number.POSITIVE_INFINITY });
    let html = "";
    for await (const chunk of prelude) html += String(chunk);
    return html;
  } finally {
    vi.unstubAllGlobals();
    stubObserver();
  }
}

/** A page holding the island's server HTML, hydrated with a lazy island whose load is a spy. */
async function hydratedIsland() {
  const container = document.createElement("div");
  container.innerHTML = await serverHtml();
  document.body.append(container);
  const load = vi.fn(() => Promise.resolve(panel));
  const Island = lazyIsland(load);
  await act(async () => {
    hydrateRoot(container, <Island {...props} />);
  });
  return { container, load, Island };
}

describe("lazyIsland", () => {
  it("renders the full component in place at prerender, not the fallback", async () => {
    const html = await serverHtml();
    expect(html).toContain("count 1");
    expect(html).toMatch(/^<div data-island=""><!--\$--><button/);
  });

  it("keeps the server HTML and loads nothing until the island is needed, then hydrates in place", async () => {
    const container = document.createElement("div");
    container.innerHTML = await serverHtml();
    document.body.append(container);
    const before = container.innerHTML;
    const button = container.querySelector("button")!;
    const load = vi.fn(() => Promise.resolve(panel));
    const Island = lazyIsland(load, { fallback: <p>loading</p> });
    const errors = vi.spyOn(console, "error");

    await act(async () => {
      hydrateRoot(container, <Island {...props} />);
    });
    expect(load).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(before);

    await act(async () => {
      observers.at(-1)!.emit(true);
      // Nearness opens the island in a task of its own (island-gate.ts): let that task run.
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(load).toHaveBeenCalledTimes(1);
    // Same node, now live: React adopted the server's button instead of replacing it.
    expect(container.querySelector("button")).toBe(button);
    await act(async () => button.click());
    expect(button).toHaveTextContent("count 2");
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });

  it("loads on a focus inside the island before it scrolls into view", async () => {
    const { container, load } = await hydratedIsland();
    // A keyboard user tabbing in: jsdom's focus() does not fire focusin, so send it as a browser would.
    await act(async () => container.querySelector("button")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true })));
    expect(load).toHaveBeenCalledTimes(1);
    container.remove();
  });

  it("loads at once, behind the fallback, where there is no server HTML (client navigation)", async () => {
    const load = vi.fn(() => Promise.resolve(panel));
    const Island = lazyIsland(load, { fallback: <p>loading</p> });
    render(<Island {...props} />);
    expect(screen.getByText("loading")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "count 1" })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(observers).toHaveLength(0);
  });

  it("loads when asked to open, far from the viewport (a command aimed at it)", async () => {
    const { container, load, Island } = await hydratedIsland();
    expect(load).not.toHaveBeenCalled();
    await act(async () => Island.open());
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => container.querySelector("button")!.click());
    expect(container.querySelector("button")).toHaveTextContent("count 2");
    container.remove();
  });

  it("replays, once each and in order, the presses made before its code arrived", async () => {
    // The inline script of the real page, listening on the window from the first byte.
    const removeScript = runInlineScript(earlyInputScript);

    const container = document.createElement("div");
    container.innerHTML = await serverHtml();
    document.body.append(container);
    let arrive!: () => void;
    const code = new Promise<typeof panel>((resolve) => (arrive = () => resolve(panel)));
    const load = vi.fn(() => code);
    const Island = lazyIsland(load);
    await act(async () => {
      hydrateRoot(container, <Island {...props} />);
    });
    const button = container.querySelector("button")!;
    // Two taps while the code is on its way: React alone would drop both.
    await act(async () => {
      button.click();
      button.click();
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(button).toHaveTextContent("count 1");

    await act(async () => {
      arrive();
      await code;
    });
    // One press a task: a busy machine takes longer than a quiet one, so wait for them.
    await waitFor(() => expect(button).toHaveTextContent("count 3"));
    expect(container.querySelector("button")).toBe(button);
    // From now on React hears the button itself, once per tap.
    await act(async () => button.click());
    expect(button).toHaveTextContent("count 4");

    removeScript();
    delete window.__early;
    container.remove();
  });

  it("shows a copy of the server HTML, not the fallback, when a context change makes React client-render it early", async () => {
    const Place = createContext("/a");
    const container = document.createElement("div");
    container.innerHTML = await serverHtml();
    document.body.append(container);
    let resolve!: (m: typeof panel) => void;
    const Island = lazyIsland(() => new Promise<typeof panel>((r) => (resolve = r)), { fallback: <p>loading</p> });
    const Page = ({ at }: { at: string }) => (
      <Place.Provider value={at}>
        <Island {...props} />
      </Place.Provider>
    );
    const root = await act(async () => hydrateRoot(container, <Page at="/a" />, { onRecoverableError: () => {} }));
    // A hash link: the router's location (a context above the island) changes before its code came.
    await act(async () => root.render(<Page at="/a#later" />));
    expect(container.textContent).toBe("count 1");
    expect(container.textContent).not.toContain("loading");
    observers.forEach((o) => o.emit(true));
    await act(() => new Promise((r) => setTimeout(r, 0)));
    await act(async () => resolve(panel));
    await act(async () => {});
    expect(screen.getByRole("button").textContent).toBe("count 1");
  });
});
