declare module "virtual:palette-posts" {
  type PaletteIndex = import("./post-index").PaletteIndex;
  /** What "Go to file" lists on an English page (app/features/palette/post-index.ts). */
  export const en: PaletteIndex | undefined;
  /** What it lists on a Swedish page. */
  export const sv: PaletteIndex | undefined;
}
