import { lazyIsland } from "~/components/lazy-island";

/**
 * The capacity lab as the home page uses it: its HTML is prerendered, its code (model,
 * sample line, graph) is a separate chunk fetched when the panel nears the viewport or is
 * used. The fallback only shows on client-side navigation, sized like the panel.
 */
export const CapacityIsland = lazyIsland(() => import("./capacity-lab"), {
  fallback: (
    <div className="min-h-[58rem] rounded-md border border-border bg-card p-4 font-mono text-sm text-muted-foreground sm:min-h-[46rem] lg:min-h-[34rem]">
      Loading the capacity lab…
    </div>
  ),
});

