/**
 * The home page's data that is not prose, the same in every language: the hero's train graph
 * (its stations and trains) and the terminal's prompt. The English module (home.ts) and its
 * Swedish twin (sv/home.ts) both take them from here, so a Swedish page's scripts never load
 * the English content.
 */
import type { Site } from "./site";

export type GraphTrainKind = "commuter" | "regional" | "freight";

/** Stockholm C to Uppsala C; distances in km, approximate. */
export const graphStations = [
  { name: "Stockholm C", km: 0 },
  { name: "Solna", km: 6 },
  { name: "Upplands Väsby", km: 25 },
  { name: "Märsta", km: 37 },
  { name: "Knivsta", km: 54 },
  { name: "Uppsala C", km: 67 },
] as const satisfies readonly { name: string; km: number }[];

/** Departure minute after 07:00, from which end, minutes per km, and stops. */
export const graphTrains = [
  { kind: "commuter", depart: 2, from: "south", minPerKm: 0.78, dwell: 1 },
  { kind: "commuter", depart: 17, from: "south", minPerKm: 0.78, dwell: 1 },
  { kind: "commuter", depart: 32, from: "south", minPerKm: 0.78, dwell: 1 },
  { kind: "commuter", depart: 47, from: "south", minPerKm: 0.78, dwell: 1 },
  { kind: "regional", depart: 8, from: "south", minPerKm: 0.52, dwell: 0 },
  { kind: "regional", depart: 38, from: "south", minPerKm: 0.52, dwell: 0 },
  { kind: "regional", depart: 12, from: "north", minPerKm: 0.52, dwell: 0 },
  { kind: "regional", depart: 42, from: "north", minPerKm: 0.52, dwell: 0 },
  { kind: "freight", depart: -6, from: "north", minPerKm: 0.95, dwell: 0 },
  { kind: "freight", depart: 24, from: "north", minPerKm: 0.95, dwell: 0 },
] as const satisfies readonly { kind: GraphTrainKind; depart: number; from: "south" | "north"; minPerKm: number; dwell: number }[];

/** The shell prompt is a user name and a host, not prose. */
export function terminalPrompt(site: Pick<Site, "productSlug">): string {
  return `guest@${site.productSlug}:~$`;
}
