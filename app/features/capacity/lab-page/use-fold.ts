import { type RefObject, type SyntheticEvent, useEffect, useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * A `<details>` whose content React builds only while it is open, once hydrated: folded, a row
 * is its summary, not its form (cheap by design). The prerendered page builds every fold, so one
 * opens without JavaScript and keeps what is typed before hydration. With `keep`, content once
 * built stays built, so a field's refused text is still there when the row opens again.
 */
export function useFold(ref: RefObject<HTMLDetailsElement | null>, keep = false) {
  // Null in the prerendered page's folds until their effect has read the browser's open state
  // (a fold opened before hydration stays open); a fold mounted later starts folded.
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
    onToggle: (e: SyntheticEvent<HTMLDetailsElement>) => setState(e.currentTarget.open),
    /** Whether to build the folded content now. */
    built: state !== false || opened,
  };
}
