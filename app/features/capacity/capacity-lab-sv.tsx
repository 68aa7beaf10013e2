import { capacityLab, capacityLine, capacityTrainTypes } from "~/lib/content/sv/capacity";
import { capacityModel } from "~/lib/capacity/model";
import { scenarioOf } from "~/lib/capacity/scenario";
import { CapacityLab, type CapacityLabContent } from "./capacity-lab";

const content: CapacityLabContent = {
  model: capacityModel(scenarioOf(capacityLine, capacityTrainTypes)),
  types: capacityTrainTypes,
  maxPerType: capacityLab.maxPerType,
  article: capacityLab.article,
  title: `uic-406.ts · ${capacityLine.stations[0]!.name} → ${capacityLine.stations[capacityLine.stations.length - 1]!.name}`,
  line: capacityLine,
};

/** The Swedish home page's capacity lab: its own lazily loaded chunk (capacity-island.tsx). */
export default function CapacityLabSv() {
  return <CapacityLab content={content} />;
}
