import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** A filter chip: a toggle button whose pressed state is announced through aria-pressed. */
export function ToggleChip({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        "inline-flex min-h-11 items-center gap-2 rounded-sm border px-3 font-mono text-sm lg:min-h-9",
        pressed
          ? "border-accent bg-accent text-accent-foreground"
          : "border-border bg-card text-foreground hover:border-accent hover:text-accent",
      )}
    >
      {children}
    </button>
  );
}
