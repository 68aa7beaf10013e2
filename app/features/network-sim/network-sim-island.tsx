import { lazyIsland } from "~/components/lazy-island";

/**
 * The simulation as the home page uses it: prerendered HTML (stopped, no trains), code fetched
 * when the panel nears the viewport or is used. The fallback only shows on client-side
 * navigation, with the stopped panel's height.
 */
export const NetworkSimIsland = lazyIsland(
  () => import("./network-sim-panel").then((m) => ({ default: m.NetworkSimPanel })),
  { fallback: <div aria-hidden="true" className="h-[30rem] rounded-md border border-border bg-card" /> },
);
