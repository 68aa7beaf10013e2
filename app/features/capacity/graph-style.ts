/**
 * How each of up to eight train types is drawn: a theme colour and a dash, so types differ
 * without colour too. Class names are written out whole for Tailwind to find; the CSS variables
 * give the SVG and PNG exports the same colours as the page.
 */
import { TYPE_DASH } from "./exports";

export const TYPE_STROKE = [
  "stroke-success",
  "stroke-info",
  "stroke-warning",
  "stroke-syntax-keyword",
  "stroke-danger",
  "stroke-syntax-type",
  "stroke-syntax-function",
  "stroke-syntax-variable",
] as const;

export const TYPE_FILL = [
  "fill-success",
  "fill-info",
  "fill-warning",
  "fill-syntax-keyword",
  "fill-danger",
  "fill-syntax-type",
  "fill-syntax-function",
  "fill-syntax-variable",
] as const;

export const TYPE_VAR = ["--success", "--info", "--warning", "--syntax-keyword", "--danger", "--syntax-type", "--syntax-function", "--syntax-variable"] as const;

/** Props for a legend or heading swatch's <line>. */
export const TYPE_STYLE_CLASSES = TYPE_STROKE.map((className, i) => ({ className, strokeDasharray: TYPE_DASH[i] }));
