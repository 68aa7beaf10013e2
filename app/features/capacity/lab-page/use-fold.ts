import { type RefObject, type SyntheticEvent, useEffect, useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";

export interface Fold {
  open: boolean;
  setOpen(open: boolean): void;
  onToggle(e: SyntheticEvent<HTMLDetailsElement>): void;
  /** Whether to build the folded content now. */
  built: boolean;
}

/**
 * A `<details>` whose content React builds only while it is open, once the page has hydrated.
 * The largest scenario's editors were 130 live fields and buttons, 2,400 elements laid out and
 * painted with every list that grew in (docs/decisions.md); folded, a row is its summary. The
 * prerendered page builds every fold, so one opens without JavaScript and what is typed in it
 * before hydration is kept; a fold opened before hydration (the browser's toggle came before
 * React's listener) stays open. With `keep`, content once built stays built when folded, so a
 * field's refused text and its message are still there when the row is opened again.
 */
export function useFold(ref: RefObject<HTMLDetailsElement | null>, keep = false): Fold {
  // Null in the prerendered page's folds until their effect has read the browser's open state:
  // their content stays built until then, since dropping it for a render between would throw
  // away a fold nested in it, opened before hydration. A fold mounted later starts folded.
  const [state, setState] = useState<boolean | null>(useHydrated() ? false : null);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (el) setState(el.open);
  }, [ref]);
  const open = state === true;
  if (keep && open && !opened) setOpened(true);
  return {
    open,
    setOpen: setState,
    onToggle: (e) => setState(e.currentTarget.open),
    built: state !== false || opened,
  };
}
