/**
 * A rendered body, a post's or a case study's, as the build makes it (markdown.server.ts) and
 * the page renders it (app/features/blog/post-body.tsx).
 */
// Relative import: the build scripts read this module outside the app's aliases.
import type { ScenarioCode } from "../capacity/codec";

/**
 * A part of a rendered body (a post's or a case study's): sanitised HTML, or a live figure (a
 * ```lab block, app/lib/content/lab-block.server.ts), the scenario the build checked as its code.
 */
export type BodyPart = { html: string } | { figure: ScenarioCode };

/** The body's HTML parts as one string, the figures left out. */
export const bodyHtml = (body: readonly BodyPart[]): string => body.map((p) => ("html" in p ? p.html : "")).join("");

/** Marks a live figure in the page (app/features/capacity/capacity-lab.tsx), for the browser tests and the bench. */
export const LIVE_FIGURE_ATTR = "data-live-figure";
