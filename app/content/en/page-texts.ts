/**
 * The English pages' texts keyed by path, built from the route table (app/content/pages.ts), in
 * the same shape as the Swedish ones (app/content/sv/pages.ts). pages.ts stays the source: it
 * mixes each page's route, file and module with its text, which the Swedish pages share.
 */
import { pages, type Page, type PagePath } from "../pages";

/** A page's <title>, meta description, <h1> and the paragraph under it. */
export type PageText = Pick<Page, "title" | "description" | "heading" | "intro">;

export const pageTexts = Object.fromEntries(
  pages.map(({ path, title, description, heading, intro }) => [path, { title, description, heading, intro }]),
) as Record<PagePath, PageText>;
