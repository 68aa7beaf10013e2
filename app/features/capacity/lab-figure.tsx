import { useMemo } from "react";
import { LIMITS, type Scenario, scenarioTitle } from "~/lib/capacity/scenario";
import { CapacityLab, type CapacityLabContent } from "./capacity-lab";
import { capacityModel } from "~/lib/capacity/model";
import { type ScenarioCode, scenarioOfCode } from "~/lib/capacity/codec";

/** The home widget's content for a scenario, analysed as the lab page analyses it; `code` is its link code. */
export function figureContent(scenario: Scenario, code: ScenarioCode): CapacityLabContent {
  return {
    model: capacityModel(scenario),
    types: scenario.trainTypes.map((t) => ({ name: t.name, speedKmh: t.speedKmh, defaultCount: t.perHour })),
    maxPerType: LIMITS.perHour.max,
    title: `lab · ${scenarioTitle(scenario)}`,
    line: scenario.line,
    figure: { code, optimised: scenario.order === "optimised" },
  };
}

/**
 * A ```lab block's figure, given the scenario the build checked (a body's figure part,
 * app/lib/content/body.ts): loaded by its island when it nears the viewport (lab-figure-island.tsx).
 */
export default function LabFigure({ code }: { code: ScenarioCode }) {
  const content = useMemo(() => figureContent(scenarioOfCode(code), code), [code]);
  return <CapacityLab content={content} />;
}
