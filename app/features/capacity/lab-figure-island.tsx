import { lazyIsland } from "~/components/lazy-island";
import type { ScenarioCode } from "~/lib/capacity/codec";
import { useT } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";

/** Shown only on client-side navigation, while the figure's code loads. */
function Loading() {
  return <p className="min-h-[40rem] rounded-md border border-border bg-card p-4 font-mono text-sm text-muted-foreground">{useT()(m.capacity_loading)}</p>;
}

/**
 * A live figure in a post or case study (a ```lab block): prerendered whole, its code (the model,
 * the widget, the link codec) a chunk of its own fetched when it nears the viewport or is used.
 */
export const LabFigureIsland = lazyIsland(() => import("./lab-figure"), { fallback: <Loading /> });

/** For PostBody's `figure`: the island of a figure part, given the scenario the build checked. */
export const renderLabFigure = (code: ScenarioCode) => <LabFigureIsland code={code} />;
