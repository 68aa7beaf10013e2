import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { cn } from "~/lib/cn";
import { useFold } from "./use-fold";

/** A row to open: the station or type just added, opened for editing with its first field focused. */
export interface Opening {
  at: number;
  /** Counts requests, so adding at the same place twice opens it twice. */
  n: number;
}

/** Which row the last add asked to open, and the callback that asks. */
export function useOpening(): [Opening | null, (at: number) => void] {
  const [opening, setOpening] = useState<Opening | null>(null);
  const open = useCallback((at: number) => setOpening((o) => ({ at, n: (o?.n ?? 0) + 1 })), []);
  return [opening, open];
}

interface Props {
  /** The list's name: opening one row folds the one open before (an exclusive `<details name>`). */
  group: string;
  /** Keep the form built once opened (it has text fields, whose refused text must not be lost). */
  keep?: boolean;
  /** Non-zero when this row was just added: open it and focus its first field. */
  opening: number;
  /** The row as text: the items of a flex row, sized by their own classes. */
  summary: ReactNode;
  summaryClassName?: string;
  /** The form that edits the row, built while it is open (use-fold.ts). */
  children: ReactNode;
}

/** One row of an editor's list: a line of text, a `<details>` that opens into its form (keyboard, screen reader, no JavaScript). */
export function FoldedRow({ group, keep = false, opening, summary, summaryClassName, children }: Props) {
  const details = useRef<HTMLDetailsElement>(null);
  const fold = useFold(details, keep);
  const { setOpen } = fold;
  useEffect(() => {
    if (opening) setOpen(true);
  }, [opening, setOpen]);
  const focused = useRef(0);
  useEffect(() => {
    if (!opening || !fold.open || focused.current === opening) return;
    focused.current = opening;
    details.current?.querySelector<HTMLElement>("input, select")?.focus();
  }, [opening, fold.open]);
  // Laid out on its own; the focus ring is drawn inside, clear of the rows around it.
  return (
    <li className="[contain:layout_style]">
      <details ref={details} name={group} open={fold.open} onToggle={fold.onToggle} className="group">
        <summary
          className={cn(
            "flex min-h-11 cursor-pointer items-center gap-2 px-1 hover:bg-accent-soft focus-visible:-outline-offset-2 group-open:bg-accent-soft lg:min-h-9",
            "after:ml-auto after:w-4 after:shrink-0 after:text-center after:text-muted-foreground after:content-['›'_/_''] group-open:after:rotate-90",
            summaryClassName,
          )}
        >
          {summary}
        </summary>
        {fold.built && <div className="px-1 pt-2 pb-4">{children}</div>}
      </details>
    </li>
  );
}
