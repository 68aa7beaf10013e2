/**
 * The lab page's computing, off the main thread: at 40 stations, 8 types and 30 trains an hour
 * each, "Optimise order" and the room left take longer than a frame at 4× CPU slowdown
 * (docs/decisions.md), so every edit is answered here and the page only draws the result.
 */
import { computeLab } from "./compute";
import type { Scenario } from "~/lib/capacity/scenario";

export interface WorkerRequest {
  id: number;
  scenario: Scenario;
}

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const { id, scenario } = event.data;
  self.postMessage({ id, result: computeLab(scenario) });
};
