// no-inline: a data URL, which Vite makes of a file this small, cannot be a <use> target.
import spriteUrl from "./icons.svg?url&no-inline";
import type { IconName } from "./icon-names";

export type { IconName } from "./icon-names";

type IconProps = {
  name: IconName;
  className?: string;
  /** Only for an icon that says something on its own; without one it is hidden from assistive technology, as lucide's are. */
  "aria-label"?: string;
};

/**
 * A lucide icon from the site's sprite (app/components/icons.svg, docs/decisions.md "Icons: one
 * sprite"): the page carries a `<use>` of a few bytes, the drawing comes in one cached file. The
 * symbol sets lucide's stroke, fill and view box; its colour is the text's (currentColor), its size
 * the class's (24 px without one).
 */
export function Icon({ name, className, "aria-label": label }: IconProps) {
  const a11y = label ? { role: "img", "aria-label": label } : { "aria-hidden": true };
  return (
    <svg width="24" height="24" className={className} {...a11y}>
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
