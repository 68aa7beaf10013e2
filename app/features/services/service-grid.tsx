import { Children, type ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * Five cards without an orphan: 1 column on phones, 2 + 2 + 1 (the last full width) on
 * medium panes, and 3 + 2 on wide panes (a six-track grid, the last row's cards wider).
 */
export function ServiceGrid({ children }: { children: ReactNode }) {
  const items = Children.toArray(children);
  const count = items.length;
  return (
    <div className="@container">
      <ul className="grid grid-cols-1 gap-4 @2xl:grid-cols-2 @4xl:grid-cols-6">
        {items.map((child, i) => {
          const lastRowOfTwo = count % 3 === 2 && i >= count - 2;
          const loneLast = count % 2 === 1 && i === count - 1;
          return (
            <li key={i} className={cn(loneLast && "@2xl:col-span-2", lastRowOfTwo ? "@4xl:col-span-3" : "@4xl:col-span-2")}>
              {child}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
