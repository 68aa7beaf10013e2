/**
 * What the lab page lets a visitor take away: the scenario as its JSON file, the section table as
 * CSV and the train graph as SVG (and PNG, drawn from the SVG in the browser). Names come from
 * the visitor, so they stay text: every SVG text is escaped, and no CSV cell starts with = + - @
 * (or a tab or carriage return), which a spreadsheet would run as a formula (OWASP, CSV
 * injection). Pure: strings in, strings out.
 */
import type { Scenario } from "./scenario";
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

/** The train graph as a standalone SVG file: the page's drawing with its colours written in. */
export function graphSvg(d: Drawing, texts: GraphTexts, colours: GraphColours): string {
  const text = (x: number, y: number, content: string, fill: string, anchor = "start") =>
    `<text x="${x}" y="${y}" fill="${fill}" text-anchor="${anchor}" font-size="12">${escapeXml(content)}</text>`;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${VIEW.width} ${VIEW.height}" width="${VIEW.width * 2}" height="${VIEW.height * 2}" font-family="ui-monospace, Menlo, Consolas, monospace">`,
    `<title>${escapeXml(texts.title)}</title>`,
    `<rect width="100%" height="100%" fill="${colours.background}"/>`,
    `<defs><clipPath id="plot"><rect x="${VIEW.left}" y="${VIEW.top - 2}" width="${VIEW.right - VIEW.left}" height="${VIEW.bottom - VIEW.top + 4}"/></clipPath></defs>`,
  ];
  for (const t of d.ticks) {
    parts.push(`<line x1="${t.x}" x2="${t.x}" y1="${VIEW.top}" y2="${VIEW.bottom}" stroke="${colours.border}" stroke-dasharray="2 4"/>`);
    parts.push(text(t.x, VIEW.top - 10, String(t.minute), colours.muted, "middle"));
  }
  for (const y of d.boundaries) parts.push(`<line x1="${VIEW.left}" x2="${VIEW.right}" y1="${y}" y2="${y}" stroke="${colours.border}" stroke-dasharray="1 5"/>`);
  for (const [name, y] of [
    [texts.from, d.fromY],
    [texts.to, d.toY],
  ] as const) {
    parts.push(`<line x1="${VIEW.left}" x2="${VIEW.right}" y1="${y}" y2="${y}" stroke="${colours.muted}"/>`);
    const lines = nameLines(name);
    lines.forEach((line, i) => parts.push(text(VIEW.left - 8, y + 4 + (i - (lines.length - 1) / 2) * 14, line, colours.foreground, "end")));
  }
  parts.push(`<g clip-path="url(#plot)">`);
  for (const l of d.layers) {
    const c = colours.types[l.type] ?? colours.foreground;
    const fade = l.nextHour ? ` opacity="0.45"` : "";
    parts.push(`<path d="${l.stairs}" fill="${c}" fill-opacity="0.16" stroke="${c}" stroke-opacity="0.5" stroke-width="0.5"${fade}/>`);
  }
  for (const l of d.layers) {
    const c = colours.types[l.type] ?? colours.foreground;
    const dash = TYPE_DASH[l.type] ? ` stroke-dasharray="${TYPE_DASH[l.type]}"` : "";
    const fade = l.nextHour ? ` opacity="0.45"` : "";
    parts.push(`<path d="${l.line}" fill="none" stroke="${c}" stroke-width="2"${dash}${fade}/>`);
  }
  parts.push(`</g>`);
  const occupiedEnd = Math.min(d.occupiedX, VIEW.right);
  parts.push(`<rect x="${VIEW.left}" y="${VIEW.band}" width="${Math.max(0, occupiedEnd - VIEW.left)}" height="10" fill="${colours.accent}" fill-opacity="0.35"/>`);
  if (d.occupiedMin < 60) parts.push(`<rect x="${d.occupiedX}" y="${VIEW.band}" width="${d.hourX - d.occupiedX}" height="10" fill="none" stroke="${colours.border}"/>`);
  parts.push(text(VIEW.left, VIEW.band + 30, texts.occupied, colours.foreground));
  parts.push(text(VIEW.right, VIEW.band + 30, texts.balance, colours.muted, "end"));
  parts.push(`</svg>\n`);
  return parts.join("\n");
}
