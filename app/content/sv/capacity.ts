/**
 * The capacity lab's text in Swedish, twin of app/content/capacity.ts. The line, its stations,
 * block lengths, speeds, stops and the UIC 406 limit are the English module's own values (the
 * model's worked examples depend on them); only the train types' names and the article link
 * (the guide's Swedish version) are Swedish. The names' first letters (P, R, G) label the lab's train orders.
 */
import * as en from "../capacity";
import type { CapacityStation, CapacityTrainType, TrainTypeId } from "../capacity";
import type { Localized } from "./localized";

export type { CapacityStation, CapacityTrainType, TrainTypeId };

export const capacityLine = en.capacityLine;

/** Order matters: it is the tie-break of the timetabled order and the order tried first. */
export const capacityTrainTypes: readonly CapacityTrainType[] = [
  { id: "commuter", name: "Pendeltåg", speedKmh: 120, stops: "all", offset: 0, defaultCount: 4 },
  { id: "regional", name: "Regionaltåg", speedKmh: 160, stops: ["Knivsta"], offset: 5, defaultCount: 2 },
  { id: "freight", name: "Godståg", speedKmh: 90, stops: [], offset: 10, defaultCount: 1 },
];

/** UIC 406 recommendation for a mixed-traffic line in the peak hour. */
export const recommendedOccupancy = en.recommendedOccupancy;

export const capacityLab = {
  maxPerType: 12,
  article: {
    // The guide's Swedish version, a page of its own under its Swedish name.
    href: "/sv/blog/uic-406-komprimering-av-tidtabell",
    text: "Läs: Komprimering av tidtabeller i praktiken – en arbetsguide till UIC 406",
  },
} as const satisfies Localized<typeof en.capacityLab>;
