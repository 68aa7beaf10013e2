import { type RefObject, useEffect, useState, useSyncExternalStore } from "react";
import { type TypingState, advance, delayOf, initialTyping, visibleText } from "./typing-machine";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** The prerendered page assumes motion is allowed; the browser corrects it on hydration. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/** Whether the element is on screen; true where IntersectionObserver is missing. */
function useInView(ref: RefObject<Element | null>): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? true));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return inView;
}

/**
 * Cycles through `texts`; with reduced motion the current text stands still, whole. It also
 * pauses while scrolled out of view, leaving the main thread to what the visitor looks at.
 */
export function useTyping(texts: readonly string[], ref: RefObject<Element | null>): { text: string; animating: boolean } {
  const reduced = usePrefersReducedMotion();
  const inView = useInView(ref);
  const [state, setState] = useState<TypingState>(() => initialTyping(texts));

  useEffect(() => {
    if (reduced || !inView || texts.length === 0) return;
    const timer = setTimeout(() => setState((s) => advance(s, texts)), delayOf(state));
    return () => clearTimeout(timer);
  }, [state, reduced, inView, texts]);

  if (reduced) return { text: texts[state.index] ?? "", animating: false };
  return { text: visibleText(state, texts), animating: true };
}
