/**
 * Everything the page shows for a scenario, in one call: the analysis in the scenario's order
 * mode, the room left for each type and the train graph's geometry. Plain data, so the worker
 * (lab.worker.ts) can send it back; the prerender and the first render call it directly.
 */
import { type Analysis, analyse } from "~/lib/capacity/analyse";
import { capacityModel } from "~/lib/capacity/model";
import { type RoomLeft, roomLeft } from "~/lib/capacity/room-left";
import { type Drawing, drawAnalysis } from "../drawing";
import { type TimetableDrawing, drawTimetable } from "../timetable-drawing";
import type { Scenario } from "~/lib/capacity/scenario";

export interface SectionFigures {
  from: string;
  to: string;
  lengthKm: number;
  blocks: number;
  occupancy: number;
}

export interface LabResult {
  analysis: Analysis;
  sections: SectionFigures[];
  room: RoomLeft[];
  drawing: Drawing | null;
  /** The whole line's hour as a timetable graph and its table (issue 59). */
  timetable: TimetableDrawing;
}

export function computeLab(scenario: Scenario): LabResult {
  const model = capacityModel(scenario);
  const counts = scenario.trainTypes.map((t) => t.perHour);
  const analysis = analyse(model, counts, scenario.order);
  const sections = analysis.sections.map((s, i) => ({
    ...s,
    lengthKm: Math.round((model.sections[i]!.toKm - model.sections[i]!.fromKm) * 1000) / 1000,
    blocks: model.sections[i]!.blocks,
  }));
  return { analysis, sections, room: roomLeft(model, counts, scenario.order), drawing: drawAnalysis(model, analysis), timetable: drawTimetable(model, analysis) };
}
