import { type ComponentType, type ReactNode, type RefObject, Suspense, lazy, memo, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { ISLAND_ATTR, hasEarlyInput, islandHydrated } from "~/lib/early-input";
import { createGate, watchForNeed } from "~/lib/island-gate";

type Module<P> = { default: ComponentType<P> };

export interface LazyIslandOptions {
  /** How far outside the viewport loading starts; a phone scrolls ~400 px in a flick. */
  rootMargin?: string;
  /**
   * Shown only where there is no server HTML to keep (client-side navigation to the page
   * while the code loads). Give it the island's height so nothing below it jumps.
   */
  fallback?: ReactNode;
  /** Classes of the wrapper element that is watched; it must have a box (no `contents`). */
  className?: string;
}

const subscribeNothing = () => () => {};

/**
 * Renders nothing, after the island's code in its Suspense boundary, so its effect runs once the
 * boundary has hydrated and the island's own effects have run (a terminal adopts the command
 * typed meanwhile): presses held meanwhile are then replayed.
 */
function HydratedSignal({ island }: { island: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    if (island.current) islandHydrated(island.current);
  }, [island]);
  return null;
}

/**
 * What stands in for the server HTML when React gives up hydrating it before the code came: a
 * context the island sits under changed (a hash link changes the router's location), and React
 * client-renders such a boundary, fallback first. A copy of that HTML, read while it is still in
 * the page (render, before the commit removes it): nothing moves, and a smooth scroll to a heading
 * below lands where it aimed (it stopped 440 px short past a post's figure).
 */
function ServerCopy({ island }: { island: RefObject<HTMLDivElement | null> }) {
  const [html] = useState(() => island.current?.innerHTML ?? "");
  return <div className="contents" dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * A widget whose code is not in the page's initial JavaScript, yet whose full HTML is.
 *
 * - Prerender (no window): the gate is open, the code loads at once, and app/entry.server.tsx
 *   waits for it and writes the boundary in place, so the static HTML holds the full widget.
 * - Hydration: React.lazy waits on a gate that opens when the island nears the viewport or
 *   is touched, focused or typed into (app/lib/island-gate.ts). While the lazy component is
 *   pending, React leaves the dehydrated Suspense boundary's server HTML exactly as it is: no
 *   layout shift, no mismatch, the inputs keep whatever the visitor typed. A button pressed or
 *   a form submitted meanwhile is held by app/lib/early-input.ts and replayed once the code
 *   has arrived and React has hydrated the boundary in place.
 * - Client-side navigation (no server HTML): nothing to keep, so the code loads at once and
 *   `fallback` stands in meanwhile.
 *
 * The island's props must stay stable (module constants, or the route's data, such as a live
 * figure's scenario, which does not change while its page is shown): a dehydrated boundary that
 * receives new props before its code has loaded is client-rendered instead, dropping the
 * server HTML. The wrapper is memoised, and its own re-render after hydration reuses the
 * same Suspense element, for the same reason.
 */
export type LazyIsland<P> = ComponentType<P> & {
  /**
   * Loads and hydrates the island now, wherever it is on the page: for a command aimed at it
   * (the palette's "Simulation: Play") while it is still far below the viewport.
   */
  open(): void;
};

export function lazyIsland<P extends object>(load: () => Promise<Module<P>>, options: LazyIslandOptions = {}): LazyIsland<P> {
  const { rootMargin = "400px 0px", fallback = null, className } = options;
  const gate = createGate();
  const Lazy = lazy(() => {
    if (typeof window === "undefined") gate.open();
    return gate.promise.then(load);
  });

  function Island(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    // True only while hydrating server HTML; the first render's answer is kept.
    const hydrating = useSyncExternalStore(subscribeNothing, () => false, () => true);
    const [keepServerHtml] = useState(hydrating);
    if (!keepServerHtml && !gate.isOpen) gate.open();

    useEffect(() => {
      if (gate.isOpen || !ref.current) return;
      // A press made before the page hydrated is waiting for this island: load it now.
      if (hasEarlyInput(ref.current)) return gate.open();
      return watchForNeed(ref.current, gate.open, { rootMargin });
    }, []);

    const content = useMemo(
      () => (
        <Suspense fallback={keepServerHtml ? <ServerCopy island={ref} /> : fallback}>
          <Lazy {...props} />
          <HydratedSignal island={ref} />
        </Suspense>
      ),
      [props, keepServerHtml],
    );
    return (
      <div ref={ref} className={className} {...{ [ISLAND_ATTR]: "" }}>
        {content}
      </div>
    );
  }

  return Object.assign(memo(Island) as unknown as ComponentType<P>, { open: () => gate.open() });
}
