import type { ComponentType } from "react";
import type { FileType, Page } from "~/lib/content/pages";
import type { Site } from "~/lib/content/site";
import type { Theme } from "~/lib/theme";
import type { PaletteMode } from "./ranking";

/**
 * The types the palette's always-loaded part (store, host) and its lazily loaded dialog share.
 * Kept apart from both, so neither imports the other's module for a type: the store loads the
 * dialog with import(), and nothing leads back.
 */

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

/**
 * What the lazily loaded dialog gets from the always-loaded part. Passed as props rather than
 * imported: modules both parts import would be split into extra chunks of the first load.
 */
export interface PaletteEnv {
  pages: readonly Page[];
  site: Site;
  setTheme(theme: Theme): void;
  FileIcon: ComponentType<{ type: FileType }>;
}

export interface PaletteDialogProps {
  state: PaletteState;
  onClose(): void;
  env: PaletteEnv;
}
