import { type Range, fuzzyMatch } from "./fuzzy";

export type PaletteMode = "files" | "commands";

/** Anything the palette can list: a page, a post, a project or a command. */
export interface PaletteEntry {
  /** Stable and unique: recent entries are remembered by it. */
  id: string;
  mode: PaletteMode;
  label: string;
  /** Dimmed text after the label (a path, a category); not matched. */
  detail?: string;
  /** Shown as a key hint, e.g. "Ctrl+P". */
  shortcut?: string;
  /**
   * The label, from index `from` to its end, is in another language than the page (an English
   * post's title on a Swedish page, "Svenska" in "Language: Svenska"): marked up with `lang`.
   */
  labelLang?: { lang: string; from: number };
  /** A short note at the end, shown on every width (an English post on a Swedish page: "på engelska"). */
  note?: string;
}

export interface RankedEntry<E extends PaletteEntry = PaletteEntry> {
  entry: E;
  ranges: Range[];
  recent: boolean;
}

export const MAX_RESULTS = 12;
export const COMMAND_PREFIX = ">";

/** As in the editor: a leading ">" means commands; deleting it goes back to files. */
export function parseInput(input: string): { mode: PaletteMode; query: string } {
  const trimmed = input.trimStart();
  return trimmed.startsWith(COMMAND_PREFIX)
    ? { mode: "commands", query: trimmed.slice(COMMAND_PREFIX.length).trim() }
    : { mode: "files", query: input.trim() };
}

/** What the input holds when the palette opens in a mode. */
export function initialInput(mode: PaletteMode): string {
  return mode === "commands" ? COMMAND_PREFIX : "";
}

/**
 * The entries to show for an input: with no query, recently used entries first (most recent
 * first), then the rest in table order; with a query, fuzzy matches best first (ties keep
 * table order). At most `limit`.
 */
export function rankEntries<E extends PaletteEntry>(
  entries: readonly E[],
  input: string,
  recentIds: readonly string[] = [],
  limit = MAX_RESULTS,
): RankedEntry<E>[] {
  const { mode, query } = parseInput(input);
  const pool = entries.filter((e) => e.mode === mode);
  const recentRank = new Map(recentIds.map((id, i) => [id, i]));
  const isRecent = (e: E) => recentRank.has(e.id);

  if (query === "") {
    const recent = pool.filter(isRecent).sort((a, b) => (recentRank.get(a.id) ?? 0) - (recentRank.get(b.id) ?? 0));
    const rest = pool.filter((e) => !isRecent(e));
    return [...recent, ...rest].slice(0, limit).map((entry) => ({ entry, ranges: [], recent: isRecent(entry) }));
  }

  return pool
    .map((entry, order) => ({ entry, order, match: fuzzyMatch(query, entry.label) }))
    .filter((r): r is typeof r & { match: NonNullable<typeof r.match> } => r.match !== null)
    // A recently used entry wins a near tie, as in the editor.
    .map((r) => ({ ...r, score: r.match.score + (isRecent(r.entry) ? 1 : 0) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map((r) => ({ entry: r.entry, ranges: r.match.ranges, recent: isRecent(r.entry) }));
}
