import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** The bordered panel most content sits in. `as="article"` for self-contained items. */
export function Card({
  as: Tag = "div",
  children,
  className,
  ...rest
}: {
  as?: "div" | "article" | "section" | "li" | "figure";
  children: ReactNode;
  className?: string;
  "aria-labelledby"?: string;
}) {
  return (
    <Tag className={cn("rounded-md border border-border bg-card p-5", className)} {...rest}>
      {children}
    </Tag>
  );
}
