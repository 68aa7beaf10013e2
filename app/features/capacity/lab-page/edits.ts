/**
 * The editors' changes to a scenario, as pure functions: each returns a new scenario and leaves
 * the old one as it was (it is still the history entry behind the new one).
 */
import { type Direction, LIMITS, type Scenario, type ScenarioTrainType, cloneScenario } from "~/lib/capacity/scenario";

export type FieldPath = readonly (string | number)[];

/** The scenario with one field set; renaming a station renames it in every type's stops. */
export function setField(s: Scenario, path: FieldPath, value: string | number): Scenario {
  const next = cloneScenario(s);
  const [head, a, b, c] = path;
  if (head === "name") next.name = String(value);
  else if (head === "line" && a === "stations" && typeof b === "number") {
    const station = next.line.stations[b]!;
    if (c === "name") {
      const old = station.name;
      station.name = String(value);
      for (const t of next.trainTypes) if (t.stops !== "all") t.stops = t.stops.map((n) => (n === old ? String(value) : n));
    } else station.km = Number(value);
  } else if (head === "line" && (a === "blockKm" || a === "releaseMin" || a === "dwellMin")) next.line[a] = Number(value);
  else if (head === "trainTypes" && typeof a === "number") {
    const type = next.trainTypes[a]! as unknown as Record<string, unknown>;
    type[b as string] = b === "name" ? String(value) : Number(value);
  }
  return next;
}

/** A name not yet used: "New station 3". */
function freshName(taken: readonly string[], make: (n: number) => string): string {
  const lower = new Set(taken.map((t) => t.toLocaleLowerCase()));
  for (let n = taken.length + 1; ; n++) if (!lower.has(make(n).toLocaleLowerCase())) return make(n);
}

/**
 * A station after station i: halfway to the next, or 5 km past the last one. Trains that stop
 * everywhere stop there too; the others do not.
 */
export function addStationAfter(s: Scenario, i: number, name: (n: number) => string): Scenario {
  if (s.line.stations.length >= LIMITS.stations.max) return s;
  const next = cloneScenario(s);
  const here = next.line.stations[i]!;
  const after = next.line.stations[i + 1];
  const km = after ? Math.round(((here.km + after.km) / 2) * 1000) / 1000 : Math.round((here.km + 5) * 1000) / 1000;
  next.line.stations.splice(i + 1, 0, { name: freshName(next.line.stations.map((st) => st.name), name), km });
  return next;
}

export function removeStation(s: Scenario, i: number): Scenario {
  if (s.line.stations.length <= LIMITS.stations.min) return s;
  const next = cloneScenario(s);
  const [gone] = next.line.stations.splice(i, 1);
  for (const t of next.trainTypes) if (t.stops !== "all") t.stops = t.stops.filter((n) => n !== gone!.name);
  return next;
}

export function addTrainType(s: Scenario, name: (n: number) => string): Scenario {
  if (s.trainTypes.length >= LIMITS.trainTypes.max) return s;
  const next = cloneScenario(s);
  next.trainTypes.push({ name: freshName(next.trainTypes.map((t) => t.name), name), speedKmh: 120, stops: "all", perHour: 1, offsetMin: 0 });
  return next;
}

export function removeTrainType(s: Scenario, i: number): Scenario {
  if (s.trainTypes.length <= LIMITS.trainTypes.min) return s;
  const next = cloneScenario(s);
  next.trainTypes.splice(i, 1);
  return next;
}

export function setStops(s: Scenario, i: number, stops: ScenarioTrainType["stops"]): Scenario {
  const next = cloneScenario(s);
  const inner = next.line.stations.slice(1, -1).map((st) => st.name);
  next.trainTypes[i]!.stops = stops === "all" ? "all" : inner.filter((n) => stops.includes(n));
  return next;
}

export function setOrder(s: Scenario, order: Scenario["order"]): Scenario {
  return { ...cloneScenario(s), order };
}

/** Single or double track; a station's loops stay, so switching back and forth loses nothing. */
export function setTracks(s: Scenario, tracks: 1 | 2): Scenario {
  const next = cloneScenario(s);
  if (tracks === 1) next.line.tracks = 1;
  else delete next.line.tracks;
  return next;
}

/** Whether station i has a loop where trains meet (its ends always count). */
export function setCrossing(s: Scenario, i: number, crossing: boolean): Scenario {
  const next = cloneScenario(s);
  if (crossing) next.line.stations[i]!.crossing = true;
  else delete next.line.stations[i]!.crossing;
  return next;
}

export function setDirection(s: Scenario, i: number, direction: Direction): Scenario {
  const next = cloneScenario(s);
  if (direction === "up") next.trainTypes[i]!.direction = "up";
  else delete next.trainTypes[i]!.direction;
  return next;
}
