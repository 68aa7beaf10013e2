import { Suspense, lazy, useEffect, useSyncExternalStore } from "react";
import { getPaletteState, getServerPaletteState, loadPalette, openPalette, subscribePalette } from "./palette-store";
import { isTypingTarget, paletteShortcut } from "./shortcuts";

const PaletteDialog = lazy(loadPalette);

/**
 * The always-loaded part of the palette: the global shortcuts, and the dialog once it has
 * been opened (its code loads then, and stays mounted so later openings are instant).
 */
export function PaletteHost() {
  const { opened } = useSyncExternalStore(subscribePalette, getPaletteState, getServerPaletteState);

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

  if (opened === 0) return null;
  return (
    <Suspense fallback={null}>
      <PaletteDialog />
    </Suspense>
  );
}
