/**
 * Written by scripts/build/cv/vite-plugin.ts from the PDFs it generated for this build: one per
 * language the build makes (every language in the dev server, one in a per-language build).
 */
declare module "virtual:cv" {
  export const cvFiles: Partial<Record<import("~/lib/i18n/locale").Locale, { href: string; bytes: number; fileName: string }>>;
}
