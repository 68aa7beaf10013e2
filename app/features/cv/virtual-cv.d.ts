/** Written by scripts/cv/vite-plugin.ts from the PDF it generated for this build. */
declare module "virtual:cv" {
  export const cvFile: { href: string; bytes: number; fileName: string };
}
