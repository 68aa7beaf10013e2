/**
 * Shell-style command history: ArrowUp walks back from the newest entry, ArrowDown walks
 * forward and finally restores what was being typed before the walk started.
 */

export const HISTORY_LIMIT = 100;

export interface HistoryState {
  entries: readonly string[];
  /** Index of the entry shown in the input, or null while the visitor types freely. */
  index: number | null;
  /** What was in the input when the walk started. */
  draft: string;
}

export const emptyHistory: HistoryState = { entries: [], index: null, draft: "" };

export function recordCommand(history: HistoryState, command: string): HistoryState {
  const last = history.entries[history.entries.length - 1];
  // Like bash's ignoredups: repeating a command does not fill the history.
  const entries = last === command ? history.entries : [...history.entries, command].slice(-HISTORY_LIMIT);
  return { entries, index: null, draft: "" };
}

export interface HistoryStep {
  history: HistoryState;
  value: string;
}

export function historyUp(history: HistoryState, current: string): HistoryStep {
  const { entries, index } = history;
  if (entries.length === 0) return { history, value: current };
  if (index === null) {
    const last = entries.length - 1;
    return { history: { entries, index: last, draft: current }, value: entries[last] ?? current };
  }
  const next = Math.max(0, index - 1);
  return { history: { ...history, index: next }, value: entries[next] ?? current };
}

export function historyDown(history: HistoryState, current: string): HistoryStep {
  const { entries, index } = history;
  if (index === null) return { history, value: current };
  if (index >= entries.length - 1) return { history: { ...history, index: null }, value: history.draft };
  return { history: { ...history, index: index + 1 }, value: entries[index + 1] ?? current };
}
