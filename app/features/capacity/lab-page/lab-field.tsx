import { memo, useEffect, useId, useRef, useState } from "react";
import type { FieldPath } from "./edits";
import type { LabActions } from "./use-lab-actions";
import { cn } from "~/lib/cn";

export const inputClass = (invalid: boolean, className?: string) =>
  cn(
    "h-11 w-full min-w-0 rounded-sm border bg-input px-2 font-mono text-base text-foreground lg:h-9 lg:text-sm",
    invalid ? "border-warning" : "border-border",
    className,
  );

interface Props {
  label: string;
  defaultValue: string;
  numeric?: boolean;
  maxLength?: number;
  /** The field in the scenario, dotted ("line.stations.2.km"); `edit` gets every input's text and answers with its problem, or null. */
  field: string;
  edit: LabActions["edit"];
  onDone(): void;
  className?: string;
}

/**
 * One editor field, uncontrolled: what is typed stays as typed; a value from elsewhere (Undo,
 * Back, an import) shows when the field is not being typed in. A value the scenario cannot take
 * stays, marked invalid with its reason, and the scenario keeps its last good value. Text typed
 * before hydration is applied once hydrated.
 */
export const LabField = memo(function LabField({ label, defaultValue, numeric = false, maxLength, field, edit, onDone, className }: Props) {
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Typed before hydration: the DOM holds it, React's defaultValue did not overwrite it.
  const path: FieldPath = field.split(".").map((p) => (/^\d+$/.test(p) ? Number(p) : p));
  const early = useRef((text: string) => edit(path, numeric, text));
  // Typed in since it was focused: a value from elsewhere must not replace the visitor's text.
  const typing = useRef(false);
  useEffect(() => {
    const el = ref.current;
    if (el && el.value !== el.defaultValue) {
      typing.current = el.ownerDocument.activeElement === el;
      setProblem(early.current(el.value));
    }
  }, []);
  const mounted = useRef(false);
  useEffect(() => {
    const el = ref.current;
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    // Focused but not typed in (a row just opened for a station just added) still follows.
    if (!el || (typing.current && el.ownerDocument.activeElement === el)) return;
    el.value = defaultValue;
    // The scenario moved on without this field: its old complaint no longer applies.
    setProblem(null);
  }, [defaultValue]);
  return (
    <div className={cn("min-w-0", className)}>
      <label htmlFor={id} className="block font-mono text-xs text-muted-foreground">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        type="text"
        inputMode={numeric ? "decimal" : undefined}
        autoComplete="off"
        spellCheck={numeric ? false : undefined}
        maxLength={maxLength}
        defaultValue={defaultValue}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(e) => {
          typing.current = true;
          setProblem(edit(path, numeric, e.currentTarget.value));
        }}
        onBlur={(e) => {
          typing.current = false;
          // Left with a value in use: show it as the scenario holds it ("0,50" → "0,5").
          if (!problem && e.currentTarget.value !== defaultValue) e.currentTarget.value = defaultValue;
          onDone();
        }}
        className={inputClass(!!problem, "mt-1")}
      />
      {problem && (
        <p id={`${id}-problem`} className="mt-1 font-mono text-xs text-warning">
          {problem}
        </p>
      )}
    </div>
  );
});
