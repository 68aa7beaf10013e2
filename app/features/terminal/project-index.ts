/**
 * Build time only: the source of `virtual:terminal-projects` (see vite.config.ts), what the
 * home terminal's `projects` command prints in each language, read from content/projects through
 * the validated loader. The terminal runs in the browser, where no file can be read; each
 * language's terminal chunk carries only its own language's titles, pictures and keys.
 * Relative imports: Vite's module runner loads this file without the app's path aliases.
 */
import type { Project } from "../../lib/content/project";
import { loadProjectsSync } from "../../lib/content/projects.server";
import { LOCALES, type Locale } from "../../lib/i18n/locale";

export type TerminalProjectEntry = Pick<Project, "title" | "image" | "status" | "category">;

export function terminalProjects(locale: Locale): TerminalProjectEntry[] {
  return loadProjectsSync(locale).map(({ title, image, status, category }) => ({ title, image, status, category }));
}

/** A named export per language: the projects of each language the build makes, `undefined` for the others. */
export function terminalProjectsModule(locales: readonly Locale[] = LOCALES): string {
  return LOCALES.map((locale) => `export const ${locale} = ${locales.includes(locale) ? JSON.stringify(terminalProjects(locale)) : "undefined"};`).join("\n");
}
