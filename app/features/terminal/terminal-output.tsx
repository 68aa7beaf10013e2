import { useLayoutEffect, useRef } from "react";
import { cn } from "~/lib/cn";
import type { TerminalLine } from "./terminal-state";

const TONES: Record<TerminalLine["tone"], string> = {
  input: "text-foreground",
  output: "text-foreground",
  muted: "text-muted-foreground",
  heading: "font-bold text-syntax-type",
  error: "text-danger",
  success: "text-success",
};

/** The scrollback: plain text only (React escapes it), always scrolled to the newest line. */
export function TerminalOutput({ lines, prompt, label }: { lines: readonly TerminalLine[]; prompt: string; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines]);

  return (
    <div
      ref={ref}
      role="log"
      aria-live="polite"
      aria-label={label}
      // A scrollable region must be reachable by keyboard to scroll it (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="h-80 overflow-y-auto px-3 py-2 focus-visible:-outline-offset-2 sm:px-4"
    >
      {lines.map((line) => (
        <p
          key={line.id}
          className={cn("min-h-5 leading-5 whitespace-pre-wrap [overflow-wrap:anywhere]", TONES[line.tone])}
        >
          {line.tone === "input" && <span className="text-syntax-comment select-none">{`${prompt} `}</span>}
          {line.text}
        </p>
      ))}
    </div>
  );
}
