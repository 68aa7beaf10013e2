/**
 * How the lab page paints its two drawings (the section graph, the timetable graph): on the page
 * with the theme's classes, so a drawing follows the theme; in a downloaded file with the colours
 * the visitor sees at that moment.
 */
import { type Colour, type GraphColours, type Paint, escapeXml } from "../exports";
import { TYPE_FILL, TYPE_STROKE, TYPE_VAR } from "../graph-style";

/** The theme's classes for each colour of a drawing, fill and stroke (written whole for Tailwind). */
const THEME: Record<Exclude<Colour, number>, readonly [string, string]> = {
  background: ["fill-none", "stroke-none"],
  foreground: ["fill-foreground", "stroke-foreground"],
  muted: ["fill-muted-foreground", "stroke-muted-foreground"],
  border: ["fill-border", "stroke-border"],
  accent: ["fill-accent", "stroke-accent"],
  danger: ["fill-danger", "stroke-danger"],
};

/** The page's paint: theme classes. */
export const pagePaint: Paint = ({ fill, stroke }) => {
  const fillClass = fill === undefined ? "" : typeof fill === "number" ? TYPE_FILL[fill] : THEME[fill][0];
  const strokeClass = stroke === undefined ? "" : typeof stroke === "number" ? TYPE_STROKE[stroke] : THEME[stroke][1];
  return `class="${`${fillClass} ${strokeClass}`.trim()}"`;
};

/** The drawing's root on the page: named for assistive technology; on phones it keeps a readable width and scrolls sideways. */
export const pageRoot = (title: string) => `role="img" aria-label="${escapeXml(title)}" class="block h-auto w-full min-w-[34rem] font-mono"`;

/** The page's colours now (the theme the visitor sees), for the exported files. */
export function pageColours(types: number): GraphColours {
  const style = getComputedStyle(document.documentElement);
  const v = (name: string) => style.getPropertyValue(name).trim() || "#888";
  return {
    background: v("--card"),
    foreground: v("--foreground"),
    muted: v("--muted-foreground"),
    border: v("--border"),
    accent: v("--accent"),
    danger: v("--danger"),
    types: TYPE_VAR.slice(0, types).map(v),
  };
}
