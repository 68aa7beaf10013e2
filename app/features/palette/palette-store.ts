import type { ComponentType } from "react";
import type { PaletteDialogProps, PaletteState } from "./palette-types";
import type { PaletteMode } from "./ranking";

const CLOSED: PaletteState = { open: false, mode: "files", opened: 0 };
let state = CLOSED;
const listeners = new Set<() => void>();

function set(next: PaletteState) {
  state = next;
  listeners.forEach((l) => l());
}

/** Opens the palette; its code loads now if it has not yet (the dialog shows once it is here). */
export function openPalette(mode: PaletteMode): void {
  set({ open: true, mode, opened: state.opened + 1 });
  loadPalette();
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

let loaded: ComponentType<PaletteDialogProps> | null = null;

/**
 * Loads the palette's code: on open, or early on a hint that it comes next (a pointer or focus
 * on the button, Ctrl or ⌘ held). A failed load (offline) is forgotten: the next try loads again.
 */
export function loadPalette(): void {
  if (loaded) return;
  import("./palette-dialog").then(
    (m) => {
      loaded = m.default;
      listeners.forEach((l) => l());
    },
    () => {},
  );
}

/**
 * The dialog component once its code is here. Not React.lazy: a Suspense boundary that has
 * shown its fallback holds the content back for up to 300 ms (React 19), so every first open
 * would feel slow even with the code already loaded.
 */
export function loadedPalette(): ComponentType<PaletteDialogProps> | null {
  return loaded;
}
