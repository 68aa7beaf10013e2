import type { PaletteMode } from "./ranking";

/**
 * Whether the palette is open and in which mode. Lives in the always-loaded part so the
 * shortcut and the button work before the palette's own code has loaded.
 */
export interface PaletteState {
  open: boolean;
  mode: PaletteMode;
  /** Counts openings, so a shortcut pressed while open resets the input to its mode. */
  opened: number;
}

const CLOSED: PaletteState = { open: false, mode: "files", opened: 0 };
let state = CLOSED;
const listeners = new Set<() => void>();

function set(next: PaletteState) {
  state = next;
  listeners.forEach((l) => l());
}

export function openPalette(mode: PaletteMode): void {
  set({ open: true, mode, opened: state.opened + 1 });
}

export function closePalette(): void {
  if (state.open) set({ ...state, open: false });
}

export function getPaletteState(): PaletteState {
  return state;
}

export function getServerPaletteState(): PaletteState {
  return CLOSED;
}

export function subscribePalette(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Starts loading the palette's code, e.g. when a pointer nears the button; idempotent. */
export const loadPalette = () => import("./palette-dialog");
