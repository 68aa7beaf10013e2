import { capacityLab, capacityLine, capacityTrainTypes, recommendedOccupancy } from "~/lib/content/capacity";
import { CapacityLab, type CapacityLabContent } from "./capacity-lab";
import { createLab } from "./lab";

const content: CapacityLabContent = {
  lab: createLab(capacityLine, capacityTrainTypes, recommendedOccupancy),
  types: capacityTrainTypes,
  maxPerType: capacityLab.maxPerType,
  article: capacityLab.article,
  title: `uic-406.ts · ${capacityLine.stations[0]!.name} → ${capacityLine.stations[capacityLine.stations.length - 1]!.name}`,
  line: capacityLine,
};

/** The English home page's capacity lab: its own lazily loaded chunk (capacity-island.tsx). */
export default function CapacityLabEn() {
  return <CapacityLab content={content} />;
}
