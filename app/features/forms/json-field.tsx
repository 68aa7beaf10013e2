interface JsonFieldProps {
  id: string;
  /** The field's name in the payload. */
  name: "name" | "email" | "message";
  /** The key drawn before it, in the page's language (`"name":`, `"namn":`). */
  keyText: string;
  /** The accessible name: the key as a word (`Name`), so the visible label is in the name. */
  label: string;
  /** A column wide enough for keys of up to 12 characters (Swedish `"meddelande":`). */
  wideKey?: boolean;
  placeholder: string;
  /** Every entry but the last ends with a comma, as in JSON. */
  last?: boolean;
  type?: "text" | "email";
  autoComplete?: string;
  multiline?: boolean;
}

const inputClass =
  "w-full min-w-0 rounded-sm border border-border bg-input px-3 py-2 font-mono text-sm text-syntax-string placeholder:text-muted-foreground focus-visible:border-accent";

const rowClass = {
  narrow: "grid grid-cols-[1fr_auto] items-start gap-x-1 gap-y-1 sm:grid-cols-[6.5rem_1fr_auto] sm:gap-x-2",
  wide: "grid grid-cols-[1fr_auto] items-start gap-x-1 gap-y-1 sm:grid-cols-[8rem_1fr_auto] sm:gap-x-2",
};

/**
 * One `"key": value,` line of the JSON-styled contact form, with a real label and input.
 * Uncontrolled: the form reads its values at submit, so text typed before hydration counts.
 */
export function JsonField({ id, name, keyText, label, wideKey, placeholder, last, type = "text", autoComplete, multiline }: JsonFieldProps) {
  return (
    <div className={wideKey ? rowClass.wide : rowClass.narrow}>
      <label htmlFor={id} className="col-span-2 pt-0 font-mono text-sm text-syntax-variable sm:col-span-1 sm:pt-2.5">
        <span aria-hidden="true">
          &quot;{keyText}&quot;<span className="text-foreground">:</span>
        </span>
        <span className="sr-only">{label}</span>
      </label>
      {multiline ? (
        <textarea
          id={id}
          name={name}
          required
          rows={6}
          placeholder={placeholder}
          defaultValue=""
          className={`${inputClass} resize-y`}
        />
      ) : (
        <input
          id={id}
          name={name}
          type={type}
          required
          autoComplete={autoComplete}
          placeholder={placeholder}
          defaultValue=""
          className={`${inputClass} min-h-11`}
        />
      )}
      <span aria-hidden="true" className="w-2 pt-2.5 font-mono text-sm text-foreground">
        {last ? "" : ","}
      </span>
    </div>
  );
}
