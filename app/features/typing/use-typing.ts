import { useEffect, useState, useSyncExternalStore } from "react";
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

/** Cycles through `texts`; with reduced motion the current text stands still, whole. */
export function useTyping(texts: readonly string[]): { text: string; animating: boolean } {
  const reduced = usePrefersReducedMotion();
  const [state, setState] = useState<TypingState>(() => initialTyping(texts));

  useEffect(() => {
    if (reduced || texts.length === 0) return;
    const timer = setTimeout(() => setState((s) => advance(s, texts)), delayOf(state));
    return () => clearTimeout(timer);
  }, [state, reduced, texts]);

  if (reduced) return { text: texts[state.index] ?? "", animating: false };
  return { text: visibleText(state, texts), animating: true };
}
