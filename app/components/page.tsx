import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** The editor pane's content column: same width and padding on every page. */
export function PageContainer({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn("mx-auto w-full max-w-6xl px-4 py-8 sm:px-8 lg:py-10", className)}>{children}</div>;
}
