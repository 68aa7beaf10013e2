import { cn } from "~/lib/cn";
import { useTyping } from "./use-typing";

/**
 * The animated tagline. Every text sits invisibly in the same grid cell, so the line is
 * always as tall as the longest text at the current width: typing never shifts the page.
 * Screen readers get the texts once, as a sentence, instead of every keystroke.
 */
export function TypingText({ texts, className }: { texts: readonly string[]; className?: string }) {
  const { text, animating } = useTyping(texts);
  return (
    <p className={cn("grid", className)}>
      <span className="sr-only">{texts.join(". ")}.</span>
      {texts.map((t) => (
        <span key={t} aria-hidden="true" className="invisible col-start-1 row-start-1 pr-3">
          {t}
        </span>
      ))}
      <span aria-hidden="true" data-testid="typing-text" className="col-start-1 row-start-1">
        {text}
        <span
          className={cn(
            "ml-0.5 inline-block h-[1.1em] w-[0.55em] translate-y-[0.15em] bg-accent",
            animating && "motion-safe:animate-pulse",
          )}
        />
      </span>
    </p>
  );
}
