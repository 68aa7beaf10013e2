/**
 * Geometry of the drawn loop: a stadium (two straights joined by half circles), the shape
 * of a test track. Maps a train's position (0-100) to a point in the SVG's user units.
 */
export const TRACK = { width: 400, height: 200, cx: 200, cy: 100, straight: 220, radius: 70 } as const;

const arc = Math.PI * TRACK.radius;
export const TRACK_PERIMETER = 2 * TRACK.straight + 2 * arc;

export interface Point {
  x: number;
  y: number;
}

/** Position 0 is the left end of the top straight; trains run clockwise. */
export function trackPoint(position: number, radius: number = TRACK.radius): Point {
  const { cx, cy, straight } = TRACK;
  const half = straight / 2;
  const arcLength = Math.PI * radius;
  const perimeter = 2 * straight + 2 * arcLength;
  let d = ((((position % 100) + 100) % 100) / 100) * perimeter;
  if (d < straight) return { x: cx - half + d, y: cy - radius };
  d -= straight;
  if (d < arcLength) {
    const a = -Math.PI / 2 + d / radius;
    return { x: cx + half + radius * Math.cos(a), y: cy + radius * Math.sin(a) };
  }
  d -= arcLength;
  if (d < straight) return { x: cx + half - d, y: cy + radius };
  d -= straight;
  const a = Math.PI / 2 + d / radius;
  return { x: cx - half + radius * Math.cos(a), y: cy + radius * Math.sin(a) };
}

/** SVG path of the loop at a given radius (the two rails sit just inside and outside it). */
export function trackPath(radius: number = TRACK.radius): string {
  const { cx, cy, straight } = TRACK;
  const half = straight / 2;
  const left = cx - half;
  const right = cx + half;
  return [
    `M ${left} ${cy - radius}`,
    `H ${right}`,
    `A ${radius} ${radius} 0 0 1 ${right} ${cy + radius}`,
    `H ${left}`,
    `A ${radius} ${radius} 0 0 1 ${left} ${cy - radius}`,
    "Z",
  ].join(" ");
}

/** Where the stations sit: the middle of each straight and the apex of each curve. */
export const STATION_POSITIONS = [
  (TRACK.straight / 2 / TRACK_PERIMETER) * 100,
  ((TRACK.straight + arc / 2) / TRACK_PERIMETER) * 100,
  ((1.5 * TRACK.straight + arc) / TRACK_PERIMETER) * 100,
  ((2 * TRACK.straight + 1.5 * arc) / TRACK_PERIMETER) * 100,
] as const;
