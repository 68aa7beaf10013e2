import { cn } from "~/lib/cn";
import { countFieldName } from "./use-capacity-lab";

interface Props {
  /** Makes the fields' ids: "capacity" gives the home page's "capacity-commuter". */
  idPrefix: string;
  types: readonly { id?: string; name: string; defaultCount: number }[];
  max: number;
  messages: readonly (string | null)[];
  /** The field's label, in the page's language: "Commuter trains per hour". */
  label: (name: string) => string;
}

/**
 * Columns from sm for the owner's number of train types (1–8): three, but two for four types
 * (two rows of two, not three and one alone) and for one or two (half the width each, not two
 * thirds of the row and an empty third).
 */
export function countColumns(types: number): 2 | 3 {
  return types <= 2 || types === 4 ? 2 : 3;
}

const COLUMNS = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-3" } as const;

/**
 * One uncontrolled number field per train type: `defaultValue` only, so React never writes
 * over what the visitor typed, before or after the code loaded.
 */
export function CountInputs({ idPrefix, types, max, messages, label }: Props) {
  return (
    // From sm, columns whose label, field and message rows line up (a subgrid), however many
    // lines a label takes ("Regionaltåg per timme" wraps where "Godståg per timme" does not).
    <div className={cn("grid gap-3 sm:gap-y-1", COLUMNS[countColumns(types.length)])}>
      {types.map((type, i) => {
        const id = `${idPrefix}-${type.id ?? i}`;
        const message = messages[i];
        return (
          <div key={id} className="min-w-0 sm:row-span-3 sm:grid sm:grid-rows-subgrid">
            <label htmlFor={id} className="block font-mono text-xs text-muted-foreground sm:self-end">
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
                "mt-1 h-11 w-full rounded-sm border sm:mt-0 bg-input px-3 font-mono text-base text-foreground lg:h-9 lg:text-sm",
                message ? "border-warning" : "border-border",
              )}
            />
            {message && (
              <p id={`${id}-message`} className="mt-1 font-mono text-xs text-warning sm:mt-0">
                {message}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
