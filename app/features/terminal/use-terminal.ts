import { type FormEvent, type KeyboardEvent, useEffect, useMemo, useReducer } from "react";
import { type TerminalContext, commandNames } from "./commands";
import { formText } from "~/lib/dom-values";
import { initialTerminal, tabCompletes, terminalReducer } from "./terminal-state";

/** The input's name, so the form can be read at submit. */
export const COMMAND_FIELD = "command";

/** Pause between the lines of `matrix`, `railway` and `ai`, so they read as a live session. */
export const STREAM_LINE_MS = 160;

export function useTerminal(ctx: TerminalContext, welcome: readonly string[]) {
  const [state, dispatch] = useReducer(terminalReducer, welcome, initialTerminal);
  const names = useMemo(() => commandNames(ctx.locale), [ctx.locale]);

  useEffect(() => {
    if (state.pending.length === 0) return;
    const timer = setTimeout(() => dispatch({ type: "stream" }), STREAM_LINE_MS);
    return () => clearTimeout(timer);
  }, [state.pending]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The field, not the state, is the truth at submit (docs/decisions.md, issue 15): an Enter
    // pressed in the moment hydration finishes still runs what is in it.
    const typed = formText(new FormData(event.currentTarget), COMMAND_FIELD);
    if (typed !== state.input) dispatch({ type: "input", value: typed });
    dispatch({ type: "submit", ctx });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const plain = !event.altKey && !event.metaKey && !event.shiftKey;
    if (event.key === "ArrowUp" && plain && !event.ctrlKey) {
      event.preventDefault();
      dispatch({ type: "historyUp" });
    } else if (event.key === "ArrowDown" && plain && !event.ctrlKey) {
      event.preventDefault();
      dispatch({ type: "historyDown" });
    } else if (event.key === "Tab" && plain && !event.ctrlKey && tabCompletes(state, names)) {
      event.preventDefault();
      dispatch({ type: "complete", names });
    } else if (event.ctrlKey && plain && event.key.toLowerCase() === "l") {
      // Keeps the browser from jumping to its address bar, as in a real terminal.
      event.preventDefault();
      dispatch({ type: "clear" });
    }
  }

  return {
    lines: state.lines,
    input: state.input,
    setInput: (value: string) => dispatch({ type: "input", value }),
    onSubmit,
    onKeyDown,
  };
}
