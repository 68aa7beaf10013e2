import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

export type Tone = "neutral" | "accent" | "success" | "info" | "warning" | "danger" | "purple";

// Coloured text on the page's own surface keeps every tone at 4.5:1 in both themes;
// the border in currentColor carries the colour without a tinted fill.
const TONES: Record<Tone, string> = {
  neutral: "text-muted-foreground",
  accent: "text-accent",
  success: "text-success",
  info: "text-info",
  warning: "text-warning",
  danger: "text-danger",
  purple: "text-purple",
};

/** A small status label: mono text in a coloured 1px outline. */
export function Badge({ tone = "neutral", children, className }: { tone?: Tone; children: ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-sm border border-current px-2 py-0.5 font-mono text-xs font-medium whitespace-nowrap",
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

/** A neutral tag for a skill or a technology. */
export function Chip({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-sm border border-border bg-muted px-2 py-0.5 font-mono text-xs text-foreground",
        className,
      )}
    >
      {children}
    </span>
  );
}
