import { type Range, splitByRanges } from "./fuzzy";

export interface LabelSegment {
  /** Set on the part of the label in another language than the page. */
  lang?: string;
  parts: Array<{ text: string; match: boolean }>;
}

/** Ranges within [start, end), moved to start at 0. */
function clip(ranges: readonly Range[], start: number, end: number): Range[] {
  return ranges
    .map(([a, b]): Range => [Math.max(a, start) - start, Math.min(b, end) - start])
    .filter(([a, b]) => a < b);
}

/**
 * A label cut where its other-language part starts (if any), each piece split into plain and
 * highlighted text: "Language: Svenska" → "Language: " and "Svenska" (lang="sv").
 */
export function labelSegments(label: string, ranges: readonly Range[], labelLang?: { lang: string; from: number }): LabelSegment[] {
  const from = labelLang ? Math.min(Math.max(labelLang.from, 0), label.length) : label.length;
  const segments: LabelSegment[] = [];
  if (from > 0) segments.push({ parts: splitByRanges(label.slice(0, from), clip(ranges, 0, from)) });
  if (labelLang && from < label.length) {
    segments.push({ lang: labelLang.lang, parts: splitByRanges(label.slice(from), clip(ranges, from, label.length)) });
  }
  return segments;
}
