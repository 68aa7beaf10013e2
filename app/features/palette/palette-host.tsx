import { type ComponentType, memo, startTransition, useEffect, useState, useSyncExternalStore } from "react";
import { pages } from "~/lib/content/pages";
import { site } from "~/lib/content/site";
import { FileIcon } from "~/components/file-icon";
import { setTheme } from "~/lib/theme-store";
import type { PaletteDialogProps, PaletteEnv } from "./palette-types";
import {
  closePalette,
  getPaletteState,
  getServerPaletteState,
  loadPalette,
  loadedPalette,
  openPalette,
  subscribePalette,
} from "./palette-store";
import { takeEarlyShortcut } from "~/lib/early-input";
import { isTypingTarget, paletteShortcut } from "./shortcuts";

const env: PaletteEnv = { pages, site, setTheme, FileIcon };

// Listening from the moment this module runs rather than from an effect after hydration, so a
// shortcut pressed while the page hydrates is not lost: the palette opens once React renders.
if (typeof window !== "undefined") {
  window.addEventListener("keydown", (event) => {
    if (event.defaultPrevented || event.repeat) return;
    // Ctrl or ⌘ held: a shortcut may follow, so the palette's code starts loading now.
    if (event.key === "Control" || event.key === "Meta") return loadPalette();
    const mode = paletteShortcut(event, isTypingTarget(event.target));
    if (!mode) return;
    // Ctrl+P would open the browser's print dialog, Ctrl+K its search bar.
    event.preventDefault();
    openPalette(mode);
  });
  // A shortcut pressed before this module ran was kept from the browser (no print dialog) by
  // the inline script of app/lib/early-input.ts; it opens the palette now, in its mode.
  const early = takeEarlyShortcut();
  if (early) openPalette(early);
}

/**
 * The always-loaded part of the palette (with the shortcut listener above): the dialog once its code
 * is here (first open, or early on hover/focus of the button). The dialog then stays mounted,
 * closed, so an open only shows what is already rendered.
 */
export const PaletteHost = memo(function PaletteHost() {
  const state = useSyncExternalStore(subscribePalette, getPaletteState, getServerPaletteState);
  // Null while hydrating even if the code is already here (a shortcut pressed as the page
  // hydrated): the server rendered no dialog, so the first render must not either.
  const [PaletteDialog, setPaletteDialog] = useState<ComponentType<PaletteDialogProps> | null>(null);

  useEffect(() => {
    const mountLoaded = () => {
      const loaded = loadedPalette();
      if (!loaded) return;
      const mount = () => setPaletteDialog(() => loaded);
      // Opening: at once. Code fetched early (hover, focus): a transition, which React renders
      // closed in slices between frames rather than as one long task.
      if (getPaletteState().open) mount();
      else startTransition(mount);
    };
    mountLoaded();
    return subscribePalette(mountLoaded);
  }, []);

  if (!PaletteDialog) return null;
  return <PaletteDialog state={state} onClose={closePalette} env={env} />;
});
