/** A matched span of the label, [start, end) in UTF-16 indices, for highlighting. */
export type Range = readonly [start: number, end: number];

export interface FuzzyMatch {
  score: number;
  ranges: Range[];
}

const SEPARATORS = new Set([" ", "-", "_", ".", "/", ":", "(", "›", "—"]);

function isWordStart(text: string, i: number): boolean {
  if (i === 0) return true;
  const prev = text[i - 1] ?? "";
  const here = text[i] ?? "";
  return SEPARATORS.has(prev) || (prev === prev.toLowerCase() && here !== here.toLowerCase());
}

/**
 * Editor-style fuzzy match: every query character must appear in order. Consecutive runs,
 * word starts and an early first match score higher, so "prtf" ranks portfolio.json above a
 * title that merely contains those letters far apart. Spaces in the query are ignored.
 * Returns null when the query does not match.
 */
export function fuzzyMatch(query: string, text: string): FuzzyMatch | null {
  const q = query.toLowerCase().replace(/\s+/g, "");
  if (q === "") return { score: 0, ranges: [] };
  const t = text.toLowerCase();
  let best: { score: number; positions: number[] } | null = null;
  // Try every place the first character occurs and match the rest greedily from there; the
  // labels are short (file names, titles), so this stays far below a millisecond.
  for (let start = t.indexOf(q[0] ?? ""); start !== -1; start = t.indexOf(q[0] ?? "", start + 1)) {
    const positions = [start];
    let at = start + 1;
    for (let k = 1; k < q.length; k++) {
      const found = t.indexOf(q[k] ?? "", at);
      if (found === -1) break;
      positions.push(found);
      at = found + 1;
    }
    if (positions.length !== q.length) break; // a later start cannot match more
    const score = scorePositions(text, positions);
    if (!best || score > best.score) best = { score, positions };
  }
  if (!best) return null;
  return { score: best.score, ranges: toRanges(best.positions) };
}

function scorePositions(text: string, positions: readonly number[]): number {
  let score = 0;
  positions.forEach((p, i) => {
    score += 1;
    const prev = positions[i - 1];
    if (prev !== undefined && p === prev + 1) score += 5;
    else if (prev !== undefined) score -= Math.min(p - prev - 1, 4) * 0.5;
    if (isWordStart(text, p)) score += 4;
  });
  const first = positions[0] ?? 0;
  if (first === 0) score += 6;
  else score -= Math.min(first, 10) * 0.2;
  // Among equal matches, the shorter label is the closer one.
  return score - text.length * 0.01;
}

function toRanges(positions: readonly number[]): Range[] {
  const ranges: Array<[number, number]> = [];
  for (const p of positions) {
    const last = ranges[ranges.length - 1];
    if (last && last[1] === p) last[1] = p + 1;
    else ranges.push([p, p + 1]);
  }
  return ranges;
}

/** Splits a label into plain and highlighted pieces for rendering. */
export function splitByRanges(text: string, ranges: readonly Range[]): Array<{ text: string; match: boolean }> {
  const parts: Array<{ text: string; match: boolean }> = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) parts.push({ text: text.slice(at, start), match: false });
    parts.push({ text: text.slice(start, end), match: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), match: false });
  return parts;
}
