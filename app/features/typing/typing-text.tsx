import { useRef } from "react";
import { cn } from "~/lib/cn";
import { useTyping } from "./use-typing";

/**
 * The animated tagline. Every text sits invisibly in the same grid cell, so the line is
 * always as tall as the longest text at the current width: typing never shifts the page.
 * Screen readers get the texts once, as a sentence, instead of every keystroke.
 */
export function TypingText({ texts, className }: { texts: readonly string[]; className?: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const { text } = useTyping(texts, ref);
  return (
    <p ref={ref} className={cn("grid [contain:layout_paint]", className)}>
      <span className="sr-only">{texts.join(". ")}.</span>
      {texts.map((t) => (
        <span key={t} aria-hidden="true" className="invisible col-start-1 row-start-1 pr-3">
          {t}
        </span>
      ))}
      <span aria-hidden="true" className="col-start-1 row-start-1">
        {/* The cursor is this span's own right border, not a node after the text: a node
            that moves as letters come and go counts as a layout shift. */}
        <span data-testid="typing-text" className="border-r-[0.5em] border-accent pr-px">
          {text}
        </span>
      </span>
    </p>
  );
}
