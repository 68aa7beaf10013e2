import { type ReactNode, Suspense } from "react";

/**
 * A part of the page React hydrates on its own, after the part around it (issue 25). React
 * leaves a Suspense boundary's server HTML in place while it hydrates the rest, then hydrates
 * the boundaries in later passes it can interrupt, each with its own commit; a click inside one
 * that has not hydrated yet hydrates it first. Without boundaries the whole page was one render
 * and one commit, a single long task on a slow phone. Nothing here ever suspends, so the
 * fallback is never shown.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
