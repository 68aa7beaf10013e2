/**
 * What the lab page lets a visitor take away: the scenario as its JSON file, the section table as
 * CSV and the train graph as SVG (and PNG, drawn from the SVG in the browser). Names come from
 * the visitor, so they stay text: every SVG text is escaped, and no CSV cell starts with = + - @
 * (or a tab or carriage return), which a spreadsheet would run as a formula (OWASP, CSV
 * injection). Pure: strings in, strings out.
 */
import type { Scenario } from "~/lib/capacity/scenario";
import { type Drawing, VIEW, nameLines } from "./drawing";

export function scenarioJson(s: Scenario): string {
  return `${JSON.stringify(s, null, 2)}\n`;
}

/** A file name from the line's name: "Göteborg C – Alingsås" → "goteborg-c-alingsas". */
export function fileStem(title: string): string {
  const stem = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return stem || "capacity-lab";
}

/**
 * One CSV cell. Text that a spreadsheet would read as a formula gets a leading apostrophe
 * (OWASP's advice), and every text cell is quoted, quotes doubled, so separators and line
 * breaks in a name stay inside it.
 */
export function csvCell(value: string | number): string {
  if (typeof value === "number") return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export interface CsvTable {
  header: readonly string[];
  rows: readonly (readonly (string | number)[])[];
}

/**
 * A table as CSV: English with commas and decimal points, Swedish with semicolons and decimal
 * commas (what a Swedish spreadsheet opens column by column), both with a byte-order mark so
 * spreadsheets read å, ä and ö as UTF-8.
 */
export function toCsv(table: CsvTable, locale: "en" | "sv"): string {
  const separator = locale === "sv" ? ";" : ",";
  const cell = (v: string | number) => (typeof v === "number" && locale === "sv" ? String(v).replace(".", ",") : csvCell(v));
  const line = (cells: readonly (string | number)[]) => cells.map(cell).join(separator);
  return `\uFEFF${[line(table.header), ...table.rows.map(line)].join("\r\n")}\r\n`;
}

/** XML text and attribute values: names such as `<script>` or `"&` stay characters. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!);
}

export interface GraphColours {
  background: string;
  foreground: string;
  muted: string;
  border: string;
  accent: string;
  /** The timetable graph's conflicts. */
  danger: string;
  /** One per train type, in type order. */
  types: readonly string[];
}

export interface GraphTexts {
  /** The graph in words, as the page's aria-label: the SVG's <title>. */
  title: string;
  from: string;
  to: string;
  occupied: string;
  balance: string;
}

export const TYPE_DASH = [undefined, "7 3", "2 3", "10 3 2 3", "4 4", "1 2", "12 4", "6 2 2 2"] as const;

/** A colour of the drawing: a role of the theme, or a train type's (its index). */
export type Colour = Exclude<keyof GraphColours, "types"> | number;

/** A part's colour as SVG attributes: `fill="#…"` in a file, theme classes on the page. */
export type Paint = (colours: { fill?: Colour; stroke?: Colour }) => string;

/** A file's paint: the colours written in. */
export const filePaint =
  (colours: GraphColours): Paint =>
  ({ fill, stroke }) => {
    const value = (c: Colour) => (typeof c === "number" ? (colours.types[c] ?? colours.foreground) : colours[c]);
    return [fill !== undefined && `fill="${value(fill)}"`, stroke !== undefined && `stroke="${value(stroke)}"`].filter(Boolean).join(" ");
  };

const FILE_ROOT = `xmlns="http://www.w3.org/2000/svg" width="${VIEW.width * 2}" height="${VIEW.height * 2}" font-family="ui-monospace, Menlo, Consolas, monospace"`;

/**
 * The train graph as SVG: the file a visitor downloads, and (with the page's paint and root
 * attributes) the drawing on the page itself, so the two cannot differ.
 */
export function graphSvg(d: Drawing, texts: GraphTexts, paint: Paint, root = FILE_ROOT): string {
  const text = (x: number, y: number, content: string, fill: Colour, anchor = "start") =>
    `<text x="${x}" y="${y}" ${paint({ fill })} text-anchor="${anchor}" font-size="12">${escapeXml(content)}</text>`;
  const line = (x1: number, x2: number, y1: number, y2: number, stroke: Colour, extra = "") =>
    `<line x1="${x1}" x2="${x2}" y1="${y1}" y2="${y2}" ${paint({ stroke })}${extra}/>`;
  const parts: string[] = [
    `<svg ${root} viewBox="0 0 ${VIEW.width} ${VIEW.height}">`,
    `<title>${escapeXml(texts.title)}</title>`,
    `<rect width="100%" height="100%" ${paint({ fill: "background" })}/>`,
    `<defs><clipPath id="lab-graph-plot"><rect x="${VIEW.left}" y="${VIEW.top - 2}" width="${VIEW.right - VIEW.left}" height="${VIEW.bottom - VIEW.top + 4}"/></clipPath></defs>`,
  ];
  for (const t of d.ticks) {
    parts.push(line(t.x, t.x, VIEW.top, VIEW.bottom, "border", ` stroke-dasharray="2 4"`), text(t.x, VIEW.top - 10, String(t.minute), "muted", "middle"));
  }
  for (const y of d.boundaries) parts.push(line(VIEW.left, VIEW.right, y, y, "border", ` stroke-dasharray="1 5"`));
  for (const [name, y] of [
    [texts.from, d.fromY],
    [texts.to, d.toY],
  ] as const) {
    parts.push(line(VIEW.left, VIEW.right, y, y, "muted"));
    const lines = nameLines(name);
    lines.forEach((l, i) => parts.push(text(VIEW.left - 8, y + 4 + (i - (lines.length - 1) / 2) * 14, l, "foreground", "end")));
  }
  parts.push(`<g clip-path="url(#lab-graph-plot)">`);
  for (const l of d.layers) {
    const fade = l.nextHour ? ` opacity="0.45"` : "";
    parts.push(`<path d="${l.stairs}" ${paint({ fill: l.type, stroke: l.type })} fill-opacity="0.16" stroke-opacity="0.5" stroke-width="0.5"${fade}/>`);
  }
  for (const l of d.layers) {
    const dash = TYPE_DASH[l.type] ? ` stroke-dasharray="${TYPE_DASH[l.type]}"` : "";
    const fade = l.nextHour ? ` opacity="0.45"` : "";
    parts.push(`<path d="${l.line}" fill="none" ${paint({ stroke: l.type })} stroke-width="2"${dash}${fade}/>`);
  }
  parts.push(`</g>`);
  const occupiedEnd = Math.min(d.occupiedX, VIEW.right);
  parts.push(`<rect x="${VIEW.left}" y="${VIEW.band}" width="${Math.max(0, occupiedEnd - VIEW.left)}" height="10" ${paint({ fill: "accent" })} fill-opacity="0.35"/>`);
  if (d.occupiedMin < 60) parts.push(`<rect x="${d.occupiedX}" y="${VIEW.band}" width="${d.hourX - d.occupiedX}" height="10" fill="none" ${paint({ stroke: "border" })}/>`);
  if (d.occupiedMin > 60) parts.push(line(d.hourX, d.hourX, VIEW.top - 4, VIEW.band + 10, "foreground", ` stroke-width="1.5"`));
  parts.push(text(VIEW.left, VIEW.band + 30, texts.occupied, "foreground"), text(VIEW.right, VIEW.band + 30, texts.balance, "muted", "end"));
  parts.push(`</svg>\n`);
  return parts.join("\n");
}
