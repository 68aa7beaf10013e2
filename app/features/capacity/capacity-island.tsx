import { lazyIsland } from "~/components/lazy-island";
import type { Locale } from "~/lib/i18n/locale";
import { m } from "~/paraglide/messages";

/** Sized like the panel; shown only on client-side navigation. */
function fallback(locale: Locale) {
  return (
    <div className="min-h-[58rem] rounded-md border border-border bg-card p-4 font-mono text-sm text-muted-foreground sm:min-h-[46rem] lg:min-h-[34rem]">
      {m.capacity_loading({}, { locale })}
    </div>
  );
}

/**
 * The capacity lab as the home page uses it: its HTML is prerendered, its code (model,
 * sample line, graph) is a separate chunk fetched when the panel nears the viewport or is
 * used. One island per language, so a page loads its own language's content only.
 */
export const CapacityIsland = lazyIsland(() => import("./capacity-lab-en"), { fallback: fallback("en") });
export const CapacityIslandSv = lazyIsland(() => import("./capacity-lab-sv"), { fallback: fallback("sv") });
