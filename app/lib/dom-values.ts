import { type RefObject, useEffect, useEffectEvent } from "react";

/**
 * What a visitor types before hydration is in the DOM only: React never saw it. Project rule
 * (docs/decisions.md, issue 15): forms read their values from the form at submit (uncontrolled
 * inputs, `formText`), and an input whose value drives state adopts the DOM's value on mount.
 */

/** One text field of a submitted form ("" when absent). */
export function formText(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === "string" ? value : "";
}

/**
 * On mount (at page load, or whenever a lazily hydrated widget mounts over prerendered HTML),
 * hands the field's current DOM value to `adopt` when it holds text.
 */
export function useAdoptDomValue(
  ref: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  adopt: (value: string) => void,
): void {
  const onMount = useEffectEvent(() => {
    const value = ref.current?.value;
    if (value) adopt(value);
  });
  useEffect(() => onMount(), []);
}
