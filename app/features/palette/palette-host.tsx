import { useEffect, useSyncExternalStore } from "react";
import { pages } from "~/content/pages";
import { site } from "~/content/site";
import { FileIcon } from "~/editor/file-icon";
import { setTheme } from "~/editor/theme-store";
import type { PaletteEnv } from "./palette-env";
import {
  closePalette,
  getPaletteState,
  getServerPaletteState,
  loadPalette,
  loadedPalette,
  noPalette,
  openPalette,
  subscribePalette,
} from "./palette-store";
import { isTypingTarget, paletteShortcut } from "./shortcuts";

const env: PaletteEnv = { pages, site, setTheme, FileIcon };

/**
 * The always-loaded part of the palette: the global shortcuts, and the dialog once it has
 * been opened (its code loads then, and stays mounted so later openings are instant).
 */
export function PaletteHost() {
  const state = useSyncExternalStore(subscribePalette, getPaletteState, getServerPaletteState);
  // Already there when the code came early (hover, focus): the first open renders at once.
  const PaletteDialog = useSyncExternalStore(subscribePalette, loadedPalette, noPalette);

  useEffect(() => {
    // A failed load (offline) leaves it closed; the next shortcut or click tries again.
    if (state.opened > 0 && !PaletteDialog) loadPalette().catch(() => {});
  }, [state.opened, PaletteDialog]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.repeat) return;
      const mode = paletteShortcut(event, isTypingTarget(event.target));
      if (!mode) return;
      // Ctrl+P would open the browser's print dialog, Ctrl+K its search bar.
      event.preventDefault();
      openPalette(mode);
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  if (state.opened === 0 || !PaletteDialog) return null;
  // One module-level component, the same on every render once loaded.
  // eslint-disable-next-line react-hooks/static-components
  return <PaletteDialog state={state} onClose={closePalette} env={env} />;
}
