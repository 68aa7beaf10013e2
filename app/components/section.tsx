import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { HydrationSlice } from "./hydration-slice";

/** A page section with a `// caption` and an <h2>, labelled by that heading. */
export function Section({
  id,
  caption,
  title,
  children,
  className,
  actions,
}: {
  id: string;
  caption?: string;
  title: string;
  children: ReactNode;
  className?: string;
  /** Controls shown at the end of the heading line (filters, counts). */
  actions?: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={cn("mt-12 first:mt-0", className)}>
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div>
          {caption && <p className="font-mono text-xs text-syntax-comment">{`// ${caption}`}</p>}
          <h2 id={headingId} className="mt-1 font-mono text-xl font-semibold text-foreground">
            {title}
          </h2>
        </div>
        {actions}
      </div>
      <HydrationSlice>{children}</HydrationSlice>
    </section>
  );
}
