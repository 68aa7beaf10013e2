import { heroGraph } from "~/lib/content/home";
import { PLOT, graphDrawing, kmToY, timeToX, trainPolyline } from "./train-graph";

const stations = [
  { name: "A", km: 0 },
  { name: "B", km: 10 },
  { name: "C", km: 20 },
];

describe("train graph", () => {
  it("maps the hour across and the line upwards", () => {
    expect(timeToX(0)).toBe(PLOT.left);
    expect(timeToX(60)).toBe(PLOT.right);
    expect(kmToY(0, 20)).toBe(PLOT.bottom);
    expect(kmToY(20, 20)).toBe(PLOT.top);
  });

  it("draws a stopping train with a flat step at each intermediate station", () => {
    const line = trainPolyline({ kind: "commuter", depart: 0, from: "south", minPerKm: 1, dwell: 2 }, stations);
    const pts = line.split(" ").map((p) => p.split(",").map(Number));
    expect(pts).toHaveLength(4);
    expect(pts[1]?.[1]).toBe(pts[2]?.[1]);
    expect(pts[3]?.[0]).toBeCloseTo(timeToX(22), 1);
  });

  it("draws a northbound-from-the-north train downwards", () => {
    const line = trainPolyline({ kind: "freight", depart: 0, from: "north", minPerKm: 1, dwell: 0 }, stations);
    const ys = line.split(" ").map((p) => Number(p.split(",")[1]));
    expect(ys).toEqual([PLOT.top, (PLOT.top + PLOT.bottom) / 2, PLOT.bottom]);
  });

  it("has a polyline for every train of the hero content", () => {
    for (const train of heroGraph.trains) {
      expect(trainPolyline(train, heroGraph.stations).split(" ").length).toBeGreaterThanOrEqual(heroGraph.stations.length);
    }
  });

  it("computes the whole drawing: the hour's gridlines, the stations' heights and a path per train", () => {
    const drawing = graphDrawing(heroGraph.stations, heroGraph.trains);
    expect(drawing.ticks.map((t) => t.label)).toEqual(["07:00", "07:10", "07:20", "07:30", "07:40", "07:50", "08:00"]);
    expect(drawing.ticks[0]?.x).toBe(PLOT.left);
    expect(drawing.stations[0]).toEqual({ name: heroGraph.stations[0]!.name, y: PLOT.bottom });
    expect(drawing.stations.at(-1)).toEqual({ name: heroGraph.stations.at(-1)!.name, y: PLOT.top });
    expect(drawing.trains).toHaveLength(heroGraph.trains.length);
    expect(new Set(drawing.trains.map((t) => t.key)).size).toBe(heroGraph.trains.length);
    expect(drawing.trains[0]?.points).toBe(trainPolyline(heroGraph.trains[0]!, heroGraph.stations));
  });
});
