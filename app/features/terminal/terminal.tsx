import { useEffect, useId, useRef } from "react";
import { subscribeAppCommand } from "~/lib/app-commands";
import { translate } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import type { TerminalContext } from "./commands";
import { useAdoptDomValue } from "~/lib/dom-values";
import { TerminalOutput } from "./terminal-output";
import { COMMAND_FIELD, useTerminal } from "./use-terminal";

interface TerminalProps {
  ctx: TerminalContext;
  welcome: readonly string[];
  prompt: string;
  title: string;
}

/** Scrolls the terminal into view and puts the cursor in its input. */
function reveal(root: HTMLElement | null, input: HTMLInputElement | null) {
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  root?.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "center" });
  // preventScroll: focusing must not cut the smooth scroll short with a jump.
  input?.focus({ preventScroll: true });
}

export function Terminal({ ctx, welcome, prompt, title }: TerminalProps) {
  const { lines, input, setInput, onSubmit, onKeyDown } = useTerminal(ctx, welcome);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const t = translate(ctx.locale);
  // A command typed before this widget hydrated (at page load or lazily) is kept and used.
  useAdoptDomValue(inputRef, setInput);

  // "Terminal: Focus" from the command palette and the hero's Terminal button.
  useEffect(() => subscribeAppCommand("terminal:focus", () => reveal(rootRef.current, inputRef.current)), []);

  return (
    <div
      ref={rootRef}
      className="overflow-hidden rounded-md border border-border bg-input font-mono text-[13px]"
    >
      <div className="flex h-8 items-center gap-2 border-b border-border bg-tabbar px-3">
        <span aria-hidden="true" className="flex gap-1.5">
          <span className="size-2.5 rounded-full bg-danger" />
          <span className="size-2.5 rounded-full bg-warning" />
          <span className="size-2.5 rounded-full bg-success" />
        </span>
        <span className="truncate text-xs text-muted-foreground">{title}</span>
      </div>
      <TerminalOutput lines={lines} prompt={prompt} label={t(m.terminal_output_label)} />
      {/* method="dialog": an Enter pressed before hydration submits nowhere (no reload), so the
          typed command stays in the field. */}
      <form method="dialog" onSubmit={onSubmit} className="flex items-center gap-2 border-t border-border px-3 focus-within:outline-2 focus-within:-outline-offset-2 focus-within:outline-focus sm:px-4">
        <span aria-hidden="true" className="shrink-0 text-syntax-comment">
          {prompt}
        </span>
        <label htmlFor={inputId} className="sr-only">
          {t(m.terminal_input_label)}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          name={COMMAND_FIELD}
          value={input}
          onChange={(e) => setInput(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t(m.terminal_placeholder)}
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="send"
          className="min-h-11 min-w-0 flex-1 bg-transparent text-base text-foreground caret-accent outline-none placeholder:text-muted-foreground sm:text-[13px]"
        />
      </form>
    </div>
  );
}
