/**
 * The typing animation as a pure state machine: type a text character by character, pause,
 * delete it, move to the next text, loop. The hook schedules `advance` after `delayOf`.
 */

export const TYPE_MS = 80;
export const PAUSE_MS = 3000;
/** Deleting runs at twice the typing speed, as editors' typing effects usually do. */
export const DELETE_MS = 40;

export type TypingPhase = "typing" | "pausing" | "deleting";

export interface TypingState {
  index: number;
  /** Characters of the current text on screen. */
  length: number;
  phase: TypingPhase;
}

/**
 * Starts with the first text fully shown, in its pause: the prerendered HTML then carries
 * a whole tagline (no empty line before hydration), and the cycle starts from there.
 */
export function initialTyping(texts: readonly string[]): TypingState {
  return { index: 0, length: texts[0]?.length ?? 0, phase: "pausing" };
}

export function visibleText(state: TypingState, texts: readonly string[]): string {
  return (texts[state.index] ?? "").slice(0, state.length);
}

export function delayOf(state: TypingState): number {
  if (state.phase === "typing") return TYPE_MS;
  if (state.phase === "pausing") return PAUSE_MS;
  return DELETE_MS;
}

export function advance(state: TypingState, texts: readonly string[]): TypingState {
  const full = texts[state.index]?.length ?? 0;
  switch (state.phase) {
    case "typing": {
      const length = Math.min(state.length + 1, full);
      return { ...state, length, phase: length >= full ? "pausing" : "typing" };
    }
    case "pausing":
      return { ...state, phase: "deleting" };
    case "deleting": {
      const length = Math.max(state.length - 1, 0);
      if (length > 0) return { ...state, length };
      return { index: (state.index + 1) % Math.max(texts.length, 1), length: 0, phase: "typing" };
    }
  }
}
