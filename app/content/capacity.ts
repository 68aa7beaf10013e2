/**
 * Sample data of the home page's capacity lab: one direction of the double-track line
 * Stockholm C – Uppsala C and the three train types that share it. The model
 * (app/features/capacity/model.ts) is pinned by issue 10; its worked examples depend on
 * these figures, so change them knowing the unit tests will move.
 */

export interface CapacityStation {
  name: string;
  km: number;
}

export type TrainTypeId = "commuter" | "regional" | "freight";

export interface CapacityTrainType {
  id: TrainTypeId;
  /** Singular name, as in "Commuter trains per hour". */
  name: string;
  speedKmh: number;
  /** Intermediate stations where it stops ("all" = every one); the terminus has no dwell. */
  stops: "all" | readonly string[];
  /** Minute of the first departure in the timetabled order. */
  offset: number;
  /** Trains per hour the lab starts with. */
  defaultCount: number;
}

export const capacityLine = {
  name: "Stockholm C – Uppsala C",
  stations: [
    { name: "Stockholm C", km: 0 },
    { name: "Solna", km: 5 },
    { name: "Upplands Väsby", km: 24 },
    { name: "Märsta", km: 37 },
    { name: "Knivsta", km: 54 },
    { name: "Uppsala C", km: 66 },
  ],
  /** Target block length: a section of length L has ceil(L / 2) blocks of equal length. */
  blockKm: 2,
  dwellMin: 1,
  /** Sight, set-up and release time folded into one figure. */
  releaseMin: 0.5,
} as const;

/** Order matters: it is the tie-break of the timetabled order and the order tried first. */
export const capacityTrainTypes: readonly CapacityTrainType[] = [
  { id: "commuter", name: "Commuter", speedKmh: 120, stops: "all", offset: 0, defaultCount: 4 },
  { id: "regional", name: "Regional", speedKmh: 160, stops: ["Knivsta"], offset: 5, defaultCount: 2 },
  { id: "freight", name: "Freight", speedKmh: 90, stops: [], offset: 10, defaultCount: 1 },
];

/** UIC 406 recommendation for a mixed-traffic line in the peak hour. */
export const recommendedOccupancy = 0.75;

export const capacityLab = {
  maxPerType: 12,
  article: {
    href: "/blog/uic-406-timetable-compression",
    text: "Read: Timetable compression in practice, a working guide to UIC 406",
  },
} as const;
