/**
 * The gate of a lazy island (app/components/lazy-island.tsx): a promise that resolves once,
 * when the island's code is first needed. Kept free of React so it can be tested alone.
 */
import { ISLAND_NEED_EVENT } from "./early-input";

export interface Gate {
  readonly promise: Promise<void>;
  readonly isOpen: boolean;
  open(): void;
}

export function createGate(): Gate {
  let resolve!: () => void;
  let isOpen = false;
  const promise = new Promise<void>((r) => (resolve = r));
  return {
    promise,
    get isOpen() {
      return isOpen;
    },
    open() {
      isOpen = true;
      resolve();
    },
  };
}

/**
 * Events that mean the visitor is using the island before its code arrived. `focusin`
 * covers keyboard users tabbing in, `pointerdown` a tap or click, `input` a value typed
 * into a field that already had focus, and ISLAND_NEED_EVENT a press held for the island
 * (app/lib/early-input.ts) by a route `pointerdown` does not take (a replayed early click).
 */
export const NEED_EVENTS = ["focusin", "pointerdown", "input", ISLAND_NEED_EVENT] as const;

export interface WatchOptions {
  /** How far outside the viewport the island counts as near, e.g. "400px 0px". */
  rootMargin: string;
}

/**
 * Calls `onNeed` once, when `element` comes within `rootMargin` of the viewport or the
 * visitor interacts with it; returns the cleanup. Without IntersectionObserver (very old
 * browsers) it calls `onNeed` at once: loading early beats never loading.
 */
export function watchForNeed(element: Element, onNeed: () => void, { rootMargin }: WatchOptions): () => void {
  let done = false;
  const cleanups: (() => void)[] = [];
  const cleanup = () => cleanups.splice(0).forEach((c) => c());
  const fire = () => {
    if (done) return;
    done = true;
    cleanup();
    onNeed();
  };
  if (typeof IntersectionObserver === "undefined") {
    fire();
    return cleanup;
  }
  // Near the viewport: in a task of its own. One scroll can bring several islands near at
  // once, and their observers report in one task; starting an island's fetch costs a few
  // milliseconds on a slow phone (Vite's preload helper, `import()`), so three in one task
  // came close to a long task. A visitor's own touch or key (below) still opens at once.
  const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setTimeout(fire, 0), { rootMargin });
  observer.observe(element);
  cleanups.push(() => observer.disconnect());
  // On the window, in the capture phase: React's own capture listener on its root stops
  // the propagation of events aimed into a boundary it has not hydrated yet, so a listener
  // on the element itself would never hear them.
  const win = element.ownerDocument.defaultView ?? window;
  const onEvent = (event: Event) => event.target instanceof Node && element.contains(event.target) && fire();
  for (const type of NEED_EVENTS) {
    win.addEventListener(type, onEvent, { capture: true, passive: true });
    cleanups.push(() => win.removeEventListener(type, onEvent, { capture: true }));
  }
  return () => {
    done = true;
    cleanup();
  };
}
