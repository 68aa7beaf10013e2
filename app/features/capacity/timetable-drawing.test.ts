import { describe, expect, it } from "vitest";
import { analyse } from "~/lib/capacity/analyse";
import { capacityModel } from "~/lib/capacity/model";
import { type Scenario, cloneScenario } from "~/lib/capacity/scenario";
import { meetScenario as meet, testScenario } from "~/lib/capacity/test-scenario";
import { TIMETABLE_VIEW as V, drawTimetable, hourShifts } from "./timetable-drawing";
import { filePaint } from "./exports";
import { timetableSvg } from "./timetable-svg";

function drawn(s: Scenario) {
  const model = capacityModel(s);
  return drawTimetable(model, analyse(model, s.trainTypes.map((t) => t.perHour), s.order));
}

/** The subpaths of a path: one per train and hour it shows in. */
const subpaths = (d: string) => d.split("M").filter(Boolean);
const f = (n: number) => String(Math.round(n));
const xOf = (minute: number) => f(V.left + (minute / 60) * (V.right - V.left));
const yOf = (km: number) => f(V.top + (km / 30) * (V.bottom - V.top));

describe("the timetable graph's geometry", () => {
  it("finds every hour a stretch of time shows in", () => {
    expect(hourShifts(0, 32)).toEqual([0]);
    expect(hourShifts(50, 70)).toEqual([0, 60]);
    expect(hourShifts(130, 140)).toEqual([120]);
    expect(hourShifts(10, 200)).toEqual([0, 60, 120, 180]);
    expect(hourShifts(-5, 5)).toEqual([-60, 0]);
  });

  it("draws each train as a line through its stops, its holds and the conflict at their places", () => {
    const d = drawn(meet);
    expect(d.layers.map((l) => l.type)).toEqual([0, 1]);
    // R: A at 0, B 10–11, C 21–22, D 32: a dwell is a flat step; G runs straight from D at 5 to A at 35.
    expect(d.layers[0]!.line).toBe(`M${xOf(0)} ${yOf(0)}L${xOf(10)} ${yOf(10)}H${xOf(11)}L${xOf(21)} ${yOf(20)}H${xOf(22)}L${xOf(32)} ${yOf(30)}`);
    expect(d.layers[1]!.line).toBe(`M${xOf(5)} ${yOf(30)}L${xOf(35)} ${yOf(0)}`);
    // Holds: two sections each.
    expect(subpaths(d.layers[0]!.held)).toHaveLength(2);
    // The conflict: A–C from minute 15 to 21.5.
    expect(d.conflictCount).toBe(1);
    const [x0, x1, y0, y1] = [xOf(15), xOf(21.5), yOf(0), yOf(20)].map(Number);
    expect(d.conflicts).toBe(`M${x0} ${y0}h${x1! - x0!}v${y1! - y0!}h${x0! - x1!}Z`);
    expect(d.stations.map((s) => [s.name, s.crossing])).toEqual([
      ["A", true],
      ["B", false],
      ["C", true],
      ["D", true],
    ]);
  });

  it("draws a train still running past the hour again from minute 0", () => {
    const late = cloneScenario(meet);
    late.trainTypes[0]!.offsetMin = 45;
    const d = drawn(late);
    // Leaves A at 45, reaches D at 77: in the hour from 45, and again from its last point before
    // the hour (leaving B at 56, minute -4) to D at 17.
    const r = subpaths(d.layers[0]!.line);
    expect(r).toHaveLength(2);
    expect(r[1]!.startsWith(`${xOf(-4)} `)).toBe(true);
    // Its holds past the hour are drawn again too, and no rectangle leaves the plot by more than a unit.
    for (const rect of subpaths(d.layers[0]!.held)) {
      const [, x0, w] = /^(\d+) \d+h(-?\d+)/.exec(rect)!.map(Number);
      expect(x0).toBeGreaterThanOrEqual(V.left - 1);
      expect(x0! + w!).toBeLessThanOrEqual(V.right + 1);
    }
  });

  it("tabulates each train at the crossing points, or on double track at the ends", () => {
    const single = drawn(meet);
    expect(single.columns).toEqual([0, 2, 3]);
    expect(single.rows).toEqual([
      { type: 0, run: 0, times: [[0, 0], [21, 22], [32, 32]] },
      { type: 1, run: 0, times: [[35, 35], [15, 15], [5, 5]] },
    ]);
    const double = drawn(testScenario);
    expect(double.columns).toEqual([0, testScenario.line.stations.length - 1]);
    expect(double.rows).toHaveLength(testScenario.trainTypes.reduce((n, t) => n + t.perHour, 0));
    expect(double.conflictCount).toBe(analyse(capacityModel(testScenario), [4, 2, 1], "timetabled").conflicts.length);
  });

  it("writes crossing stations' names first and keeps names a line apart", () => {
    const s = cloneScenario(meet);
    s.line.stations = Array.from({ length: 40 }, (_, i) => ({ name: `S${i}`, km: i, crossing: i % 10 === 5 }));
    const d = drawn(s);
    expect(d.stations.filter((x) => x.crossing).every((x) => x.label)).toBe(true);
    const ys = d.stations.filter((x) => x.label).map((x) => x.y);
    ys.slice(1).forEach((y, i) => expect(y - ys[i]!).toBeGreaterThanOrEqual(12));
  });

  it("escapes every name in the SVG", () => {
    const s = cloneScenario(meet);
    s.line.stations[0]!.name = "<script>x</script>";
    s.line.stations[2]!.name = `"&'`;
    const colours = { background: "#fff", foreground: "#000", muted: "#555", border: "#ccc", accent: "#06c", danger: "#c00", types: ["#080", "#00f"] };
    const svg = timetableSvg(drawn(s), `Timetable graph of ${s.line.stations[0]!.name}`, filePaint(colours));
    expect(svg).not.toContain("<script>");
    expect(svg).toContain("&lt;script&gt;");
    expect(svg).toContain("&quot;&amp;&apos;");
    expect(svg).toContain(`stroke="#c00"`);
    expect(svg.startsWith("<svg")).toBe(true);
  });
});
