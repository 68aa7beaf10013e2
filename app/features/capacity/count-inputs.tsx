import { cn } from "~/lib/cn";
import { countFieldName } from "./use-capacity-lab";

interface Props {
  types: readonly { id: string; name: string; defaultCount: number }[];
  max: number;
  messages: readonly (string | null)[];
  /** The field's label, in the page's language: "Commuter trains per hour". */
  label: (name: string) => string;
}

/**
 * One uncontrolled number field per train type: `defaultValue` only, so React never writes
 * over what the visitor typed, before or after the code loaded.
 */
export function CountInputs({ types, max, messages, label }: Props) {
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      {types.map((type, i) => {
        const id = `capacity-${type.id}`;
        const message = messages[i];
        return (
          <div key={type.id} className="min-w-0">
            <label htmlFor={id} className="block font-mono text-xs text-muted-foreground">
              {label(type.name)}
            </label>
            <input
              id={id}
              name={countFieldName(i)}
              type="number"
              inputMode="numeric"
              min={0}
              max={max}
              step={1}
              defaultValue={type.defaultCount}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? `${id}-message` : undefined}
              className={cn(
                "mt-1 h-11 w-full rounded-sm border bg-input px-3 font-mono text-base text-foreground lg:h-9 lg:text-sm",
                message ? "border-warning" : "border-border",
              )}
            />
            {message && (
              <p id={`${id}-message`} className="mt-1 font-mono text-xs text-warning">
                {message}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
