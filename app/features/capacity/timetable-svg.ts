/**
 * The timetable graph as SVG: the file a visitor downloads and, with the page's paint and root
 * attributes, the drawing on the page, so the two cannot differ (as graphSvg in exports.ts).
 * Station names come from the visitor: every text is escaped. Pure: strings in, strings out.
 */
import { type Paint, TYPE_DASH, escapeXml } from "./exports";
import { nameLines } from "./drawing";
import { TIMETABLE_VIEW as V, type TimetableDrawing } from "./timetable-drawing";

const FILE_ROOT = `xmlns="http://www.w3.org/2000/svg" width="${V.width * 2}" height="${V.height * 2}" font-family="ui-monospace, Menlo, Consolas, monospace"`;

export function timetableSvg(d: TimetableDrawing, title: string, paint: Paint, root = FILE_ROOT): string {
  const parts: string[] = [
    `<svg ${root} viewBox="0 0 ${V.width} ${V.height}">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect width="100%" height="100%" ${paint({ fill: "background" })}/>`,
    `<defs><clipPath id="lab-timetable-plot"><rect x="${V.left}" y="${V.top - 2}" width="${V.right - V.left}" height="${V.bottom - V.top + 4}"/></clipPath></defs>`,
  ];
  const label = (x: number, content: string) => `<text x="${x}" y="${V.top - 10}" ${paint({ fill: "muted" })} text-anchor="middle" font-size="12">${content}</text>`;
  for (const t of d.ticks) parts.push(`<path d="M${t.x} ${V.top}V${V.bottom}" ${paint({ stroke: "border" })} stroke-dasharray="2 4"/>`, label(t.x, String(t.minute)));
  for (const s of d.stations) {
    // A crossing station (a loop, or an end) is a solid line with its name in bold; a halt is dotted.
    parts.push(
      s.crossing
        ? `<path d="M${V.left} ${s.y}H${V.right}" ${paint({ stroke: "muted" })} stroke-width="1.5"/>`
        : `<path d="M${V.left} ${s.y}H${V.right}" ${paint({ stroke: "border" })} stroke-dasharray="1 3"/>`,
    );
    if (s.label) {
      const weight = s.crossing ? ` font-weight="700"` : "";
      parts.push(`<text x="${V.left - 8}" y="${s.y + 4}" ${paint({ fill: "foreground" })} text-anchor="end" font-size="11"${weight}>${escapeXml(nameLines(s.name, 14, 1)[0]!)}</text>`);
    }
  }
  parts.push(`<g clip-path="url(#lab-timetable-plot)">`);
  for (const l of d.layers) if (l.held) parts.push(`<path d="${l.held}" ${paint({ fill: l.type })} fill-opacity="0.16"/>`);
  for (const l of d.layers) {
    const dash = TYPE_DASH[l.type] ? ` stroke-dasharray="${TYPE_DASH[l.type]}"` : "";
    parts.push(`<path d="${l.line}" fill="none" ${paint({ stroke: l.type })} stroke-width="1.5"${dash}/>`);
  }
  if (d.conflicts) parts.push(`<path d="${d.conflicts}" fill="none" ${paint({ stroke: "danger" })} stroke-width="2"/>`);
  parts.push(`</g>`, `</svg>\n`);
  return parts.join("\n");
}
