/**
 * Everything the page shows for a scenario, in one call: the analysis in the scenario's order
 * mode, the room left for each type and the train graph's geometry. Plain data, so the worker
 * (lab.worker.ts) can send it back; the prerender and the first render call it directly.
 */
import { type LabAnalysis, type RoomLeft, analyseCounts, roomLeft, scenarioModel } from "./analyse";
import { type Drawing, drawAnalysis } from "./drawing";
import type { Scenario } from "~/lib/lab-scenario/scenario";

export interface SectionFigures {
  from: string;
  to: string;
  lengthKm: number;
  blocks: number;
  occupancy: number;
}

export interface LabResult {
  analysis: LabAnalysis;
  sections: SectionFigures[];
  room: RoomLeft[];
  drawing: Drawing | null;
}

export function computeLab(scenario: Scenario): LabResult {
  const model = scenarioModel(scenario);
  const counts = scenario.trainTypes.map((t) => t.perHour);
  const analysis = analyseCounts(model, counts, scenario.order);
  const stations = scenario.line.stations;
  const sections = analysis.sections.map((s, i) => ({
    ...s,
    lengthKm: Math.round((stations[i + 1]!.km - stations[i]!.km) * 1000) / 1000,
    blocks: model.lab.blocks.filter((b) => b.section === i).length,
  }));
  return { analysis, sections, room: roomLeft(model, counts, scenario.order), drawing: drawAnalysis(model.lab, analysis) };
}
