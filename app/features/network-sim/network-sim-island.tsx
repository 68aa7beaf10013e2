import { lazyIsland } from "~/components/lazy-island";
import type { Locale } from "~/lib/i18n/locale";

/** The stopped panel's height, for the fallback. */
const fallback = <div aria-hidden="true" className="h-[30rem] rounded-md border border-border bg-card" />;

/**
 * The simulation as the home page uses it: prerendered HTML (stopped, no trains), code fetched
 * when the panel nears the viewport or is used. The fallback only shows on client-side
 * navigation, with the stopped panel's height. One island per language, so a page loads its
 * own language's station names only (the panel's code is one chunk both share).
 */
export const NetworkSimIsland = lazyIsland(() => import("./home-network-sim-en"), { fallback });
export const NetworkSimIslandSv = lazyIsland(() => import("./home-network-sim-sv"), { fallback });

/** The island of a language, for opening it from a command. */
export function networkSimIsland(locale: Locale) {
  return locale === "sv" ? NetworkSimIslandSv : NetworkSimIsland;
}
