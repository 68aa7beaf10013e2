/** Written by scripts/build/cv/vite-plugin.ts from the PDFs it generated for this build, one per language. */
declare module "virtual:cv" {
  export const cvFiles: Record<import("~/lib/i18n/locale").Locale, { href: string; bytes: number; fileName: string }>;
}
