import { useMemo } from "react";
import { LIMITS, type Scenario, scenarioTitle } from "~/lib/capacity/scenario";
import { validateScenario } from "~/lib/capacity/validate";
import { CapacityLab, type CapacityLabContent } from "./capacity-lab";
import { capacityModel } from "~/lib/capacity/model";
import { HASH_PREFIX, decodeScenario, encodeScenario } from "~/lib/capacity/codec";

/**
 * A live figure's scenario from its source: the build's checked JSON (the placeholder of a
 * ```lab block, app/lib/content/lab-block.server.ts), or, hydrating, the link code the prerendered
 * figure carries, so the page holds the scenario once.
 */
export function figureScenario(source: string): Scenario | null {
  if (source.startsWith(HASH_PREFIX)) {
    const decoded = decodeScenario(source);
    return decoded?.ok ? decoded.value : null;
  }
  try {
    const checked = validateScenario(JSON.parse(source));
    return checked.ok ? checked.value : null;
  } catch {
    return null;
  }
}

/** The home widget's content for a scenario, analysed as the lab page analyses it. */
export function figureContent(scenario: Scenario): CapacityLabContent {
  return {
    model: capacityModel(scenario),
    types: scenario.trainTypes.map((t) => ({ name: t.name, speedKmh: t.speedKmh, defaultCount: t.perHour })),
    maxPerType: LIMITS.perHour.max,
    title: `lab · ${scenarioTitle(scenario)}`,
    line: scenario.line,
    figure: { code: encodeScenario(scenario), optimised: scenario.order === "optimised" },
  };
}

/** A ```lab block's figure: loaded by its island when it nears the viewport (lab-figure-island.tsx). */
export default function LabFigure({ source }: { source: string }) {
  const content = useMemo(() => {
    const scenario = figureScenario(source);
    return scenario && figureContent(scenario);
  }, [source]);
  return content && <CapacityLab content={content} />;
}
