import type { ReactNode } from "react";

/** One card of the Contact page's side column, with a mono heading. */
export function SideCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-md border border-border bg-card p-5">
      <h2 id={`${id}-heading`} className="mb-4 font-mono text-sm font-semibold text-foreground">
        {title}
      </h2>
      {children}
    </section>
  );
}
