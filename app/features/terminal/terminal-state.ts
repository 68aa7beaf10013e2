/**
 * The terminal's state as a pure reducer: output lines, lines still waiting to be
 * streamed, and the command history. The hook only adds the timer and the DOM.
 */
import { type Completion, completeCommand } from "./complete";
import { COMMANDS, type OutputLine, type TerminalContext, type Tone, runCommand } from "./commands";
import { type HistoryState, emptyHistory, historyDown, historyUp, recordCommand } from "./history";

/** Older lines are dropped so a long session cannot grow the page without bound. */
export const MAX_LINES = 400;

export interface TerminalLine {
  id: number;
  text: string;
  tone: Tone | "input";
}

export interface TerminalState {
  lines: TerminalLine[];
  /** Lines of a scripted sequence not printed yet. */
  pending: OutputLine[];
  input: string;
  history: HistoryState;
  /** The input for which Tab last listed the candidates: a second Tab then leaves the field. */
  listedFor: string | null;
  nextId: number;
}

export type TerminalAction =
  | { type: "input"; value: string }
  | { type: "submit"; ctx: TerminalContext }
  | { type: "stream" }
  | { type: "clear" }
  | { type: "historyUp" }
  | { type: "historyDown" }
  /** `names`: what Tab completes (the commands and the page language's aliases); the commands by default. */
  | { type: "complete"; names?: readonly string[] };

export function initialTerminal(welcome: readonly string[]): TerminalState {
  return {
    lines: welcome.map((text, i) => ({ id: i, text, tone: i === 0 ? "heading" : "muted" })),
    pending: [],
    input: "",
    history: emptyHistory,
    listedFor: null,
    nextId: welcome.length,
  };
}

function withLines(state: TerminalState, added: readonly Omit<TerminalLine, "id">[]): TerminalState {
  const numbered = added.map((l, i) => ({ ...l, id: state.nextId + i }));
  return { ...state, lines: [...state.lines, ...numbered].slice(-MAX_LINES), nextId: state.nextId + added.length };
}

/** Prints what a sequence still has to print, so a new command never interleaves with it. */
function flush(state: TerminalState): TerminalState {
  return state.pending.length ? { ...withLines(state, state.pending), pending: [] } : state;
}

export function terminalReducer(state: TerminalState, action: TerminalAction): TerminalState {
  switch (action.type) {
    case "input":
      return { ...state, input: action.value, listedFor: null };
    case "submit": {
      const result = runCommand(state.input, action.ctx);
      if (result.kind === "empty") return { ...state, input: "" };
      const command = state.input.trim();
      const base: TerminalState = {
        ...flush(state),
        input: "",
        listedFor: null,
        history: recordCommand(state.history, command),
      };
      if (result.kind === "clear") return { ...base, lines: [], pending: [] };
      const echoed = withLines(base, [{ text: command, tone: "input" }]);
      if (!result.stream) return withLines(echoed, result.lines);
      const [first, ...rest] = result.lines;
      return { ...withLines(echoed, first ? [first] : []), pending: rest };
    }
    case "stream": {
      const [next, ...rest] = state.pending;
      return next ? { ...withLines(state, [next]), pending: rest } : state;
    }
    case "clear":
      return { ...state, lines: [], pending: [], listedFor: null };
    case "historyUp": {
      const step = historyUp(state.history, state.input);
      return { ...state, history: step.history, input: step.value, listedFor: null };
    }
    case "historyDown": {
      const step = historyDown(state.history, state.input);
      return { ...state, history: step.history, input: step.value, listedFor: null };
    }
    case "complete":
      return applyCompletion(state, completeCommand(state.input, action.names ?? COMMANDS));
  }
}

function applyCompletion(state: TerminalState, completion: Completion): TerminalState {
  if (completion.kind === "complete") return { ...state, input: completion.value, listedFor: null };
  if (completion.kind === "candidates" && state.listedFor !== state.input) {
    const listed = withLines(flush(state), [
      { text: state.input, tone: "input" },
      { text: completion.candidates.join("  "), tone: "output" },
    ]);
    return { ...listed, listedFor: state.input };
  }
  return state;
}

/** Whether Tab should act on the input (and keep focus) rather than move focus on. */
export function tabCompletes(state: TerminalState, names: readonly string[] = COMMANDS): boolean {
  const completion = completeCommand(state.input, names);
  return completion.kind === "complete" || (completion.kind === "candidates" && state.listedFor !== state.input);
}
