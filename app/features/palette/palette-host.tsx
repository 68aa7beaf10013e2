import { Suspense, lazy, useEffect, useSyncExternalStore } from "react";
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
  openPalette,
  subscribePalette,
} from "./palette-store";
import { isTypingTarget, paletteShortcut } from "./shortcuts";

const PaletteDialog = lazy(loadPalette);
const env: PaletteEnv = { pages, site, setTheme, FileIcon };

/**
 * The always-loaded part of the palette: the global shortcuts, and the dialog once it has
 * been opened (its code loads then, and stays mounted so later openings are instant).
 */
export function PaletteHost() {
  const state = useSyncExternalStore(subscribePalette, getPaletteState, getServerPaletteState);

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

  if (state.opened === 0) return null;
  return (
    <Suspense fallback={null}>
      <PaletteDialog state={state} onClose={closePalette} env={env} />
    </Suspense>
  );
}
