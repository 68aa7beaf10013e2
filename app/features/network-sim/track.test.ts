import { STATION_POSITIONS, TRACK, TRACK_PERIMETER, trackPath, trackPoint } from "./track";

describe("track geometry", () => {
  it("starts at the left end of the top straight and runs clockwise", () => {
    expect(trackPoint(0)).toEqual({ x: 90, y: 30 });
    const a = trackPoint(5);
    expect(a.y).toBe(30);
    expect(a.x).toBeGreaterThan(90);
  });

  it("is a closed loop: 100 is 0 again, and nearby positions are nearby points", () => {
    expect(trackPoint(100)).toEqual(trackPoint(0));
    for (let p = 0; p < 100; p += 0.5) {
      const a = trackPoint(p);
      const b = trackPoint(p + 0.5);
      expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeLessThan((TRACK_PERIMETER / 100) * 0.5 + 0.01);
    }
  });

  it("stays inside the drawing", () => {
    for (let p = 0; p < 100; p += 1) {
      const { x, y } = trackPoint(p);
      expect(x).toBeGreaterThanOrEqual(20 - 1e-9);
      expect(x).toBeLessThanOrEqual(TRACK.width - 20 + 1e-9);
      expect(y).toBeGreaterThanOrEqual(30 - 1e-9);
      expect(y).toBeLessThanOrEqual(170 + 1e-9);
    }
  });

  it("puts stations mid-straight and at the curve apexes", () => {
    const [top, right, bottom, left] = STATION_POSITIONS.map((p) => trackPoint(p));
    expect(top?.x).toBeCloseTo(200);
    expect(top?.y).toBeCloseTo(30);
    expect(right?.x).toBeCloseTo(380);
    expect(bottom?.x).toBeCloseTo(200);
    expect(bottom?.y).toBeCloseTo(170);
    expect(left?.x).toBeCloseTo(20);
  });

  it("draws a closed path", () => {
    expect(trackPath()).toMatch(/^M 90 30 H 310 A 70 70 .* Z$/);
  });
});
