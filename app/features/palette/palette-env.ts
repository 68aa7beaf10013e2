import type { ComponentType } from "react";
import type { FileType, Page } from "~/content/pages";
import type { Site } from "~/content/site";
import type { Theme } from "~/editor/theme";
import type { PaletteState } from "./palette-store";

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
