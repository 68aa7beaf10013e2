import { type FormEvent, type RefObject, startTransition, useCallback, useEffect, useMemo, useState } from "react";
import type { Locale } from "~/lib/i18n/locale";
import { parseCount } from "./counts";
import { type Analysis, analyse } from "~/lib/capacity/analyse";
import type { CapacityModel } from "~/lib/capacity/model";

interface CountsState {
  counts: number[];
  /** Per input: why its value was not used as typed. */
  messages: (string | null)[];
}

export interface CapacityLab {
  analysis: Analysis;
  messages: (string | null)[];
  optimised: boolean;
  /** The form's onInput: re-reads every field. */
  onInput(): void;
  /** The form's onBlur: writes the count in use back into a field that held something else; its message stays. */
  onBlur(event: FormEvent<HTMLFormElement>): void;
  toggleOptimised(): void;
  reset(): void;
}

export const countFieldName = (i: number) => `count-${i}`;

/**
 * The lab's state. The number inputs are uncontrolled: the DOM holds what the visitor typed
 * (also before this code loaded), and the counts are read from it on mount and on input.
 */
export function useCapacityLab(
  formRef: RefObject<HTMLFormElement | null>,
  model: CapacityModel,
  defaults: readonly number[],
  max: number,
  locale: Locale = "en",
  initiallyOptimised = false,
): CapacityLab {
  const [state, setState] = useState<CountsState>(() => ({ counts: [...defaults], messages: defaults.map(() => null) }));
  const [optimised, setOptimised] = useState(initiallyOptimised);
  const read = useCallback(() => {
    const form = formRef.current;
    if (!form) return;
    const data = new FormData(form);
    setState((prev) => {
      const parsed = defaults.map((_, i) => parseCount(String(data.get(countFieldName(i)) ?? ""), max, prev.counts[i]!, locale));
      const next = { counts: parsed.map((p) => p.count), messages: parsed.map((p) => p.message) };
      const same = next.counts.every((c, i) => c === prev.counts[i]) && next.messages.every((m, i) => m === prev.messages[i]);
      return same ? prev : next;
    });
  }, [formRef, defaults, max, locale]);

  useEffect(read, [read]);

  const analysis = useMemo(() => analyse(model, state.counts, optimised ? "optimised" : "timetabled"), [model, state.counts, optimised]);

  return {
    analysis,
    messages: state.messages,
    optimised,
    // Transitions: the graph redraws up to 37 trains; typing must never wait for it.
    onInput: () => startTransition(read),
    onBlur(event) {
      const field = event.target;
      if (!(field instanceof HTMLInputElement)) return;
      const i = defaults.findIndex((_, k) => countFieldName(k) === field.name);
      if (i < 0) return;
      // The count in use, not re-read: the field's message (why this is not what was typed) stays
      // until the next input. Blur comes with the press that moved focus (often Optimise or
      // Reset); a message that went now would move the button up between the press's down and
      // up, and the browser would send its click to the form instead (the press lost).
      field.value = String(parseCount(field.value, max, state.counts[i]!, locale).count);
    },
    toggleOptimised: () => startTransition(() => setOptimised((o) => !o)),
    reset() {
      // Back to the fields' default values and the starting order, then read them like any input. Both
      // updates in one transition: set outside it, the timetabled order would be analysed and
      // drawn inside the click's task (a long task at 4× CPU slowdown in `npm run bench`).
      formRef.current?.reset();
      startTransition(() => {
        setOptimised(initiallyOptimised);
        read();
      });
    },
  };
}
