import { cn } from "~/lib/cn";

export type ButtonVariant = "primary" | "secondary" | "ghost";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-accent text-accent-foreground hover:opacity-90",
  secondary: "border border-border bg-card text-foreground hover:border-accent hover:text-accent",
  ghost: "text-accent hover:bg-accent-soft",
};

/** Classes for a link or button that looks like a button; ≥ 44 px tall on touch screens. */
export function buttonClass(variant: ButtonVariant = "primary", className?: string): string {
  return cn(
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-sm px-4 font-mono text-sm font-semibold transition-colors",
    "disabled:cursor-not-allowed disabled:opacity-50 lg:min-h-9",
    VARIANTS[variant],
    className,
  );
}
