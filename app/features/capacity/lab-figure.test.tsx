import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { testLine as capacityLine, testRecommended as recommendedOccupancy, testTrainTypes as capacityTrainTypes } from "~/lib/lab-scenario/test-scenario";
import { type Scenario, cloneScenario } from "~/lib/lab-scenario/scenario";
import { testScenario as SAMPLE_SCENARIO } from "~/lib/lab-scenario/test-scenario";
import { createLab } from "./lab";
import LabFigure, { figureContent, figureScenario } from "./lab-figure";
import { computeLab } from "./lab-page/compute";
import { randomScenario, seeded } from "./lab-page/random-scenario.test-utils";
import { encodeScenario } from "./lab-page/url-state";
import { formatPercent } from "./model";

const render = (source: string, path = "/blog/a-post") =>
  renderToString(
    <MemoryRouter initialEntries={[path]}>
      <LabFigure source={source} />
    </MemoryRouter>,
  ).replaceAll("<!-- -->", "");

describe("a live figure", () => {
  it("reads its scenario from the build's JSON and from the link code alike", () => {
    const rand = seeded(50);
    for (let i = 0; i < 20; i++) {
      const s = { ...randomScenario(rand), order: rand.pick(["timetabled", "optimised"] as const) };
      expect(figureScenario(JSON.stringify(s))).toEqual(s);
      expect(figureScenario(encodeScenario(s))).toEqual(s);
    }
    expect(figureScenario("{not json")).toBeNull();
    expect(figureScenario("v1.garbage")).toBeNull();
  });

  it("gives the home widget's figures on the sample line", () => {
    const home = createLab(capacityLine, capacityTrainTypes, recommendedOccupancy);
    const { lab } = figureContent(SAMPLE_SCENARIO);
    for (const counts of [[4, 2, 1], [8, 2, 0], [0, 0, 5], [12, 12, 12]]) {
      const [a, b] = [lab.analyse(counts, false), home.analyse(counts, false)];
      expect(a.bottleneck).toBe(b.bottleneck);
      expect(a.sections).toEqual(b.sections);
    }
  });

  it("gives the lab page's result for any scenario, in its order, and after changing two counts", () => {
    const rand = seeded(7);
    for (let i = 0; i < 30; i++) {
      const s: Scenario = { ...randomScenario(rand), order: rand.pick(["timetabled", "optimised"] as const) };
      const { lab, figure } = figureContent(s);
      const counts = s.trainTypes.map((t) => t.perHour);
      const check = (c: number[]) => {
        const other = cloneScenario(s);
        other.trainTypes.forEach((t, k) => (t.perHour = c[k]!));
        const want = computeLab(other).analysis;
        const got = lab.analyse(c, figure!.optimised);
        expect(got.bottleneck).toBe(want.bottleneck);
        expect(got.sections.map((x) => x.occupancy)).toEqual(want.sections.map((x) => x.occupancy));
      };
      check(counts);
      check(counts.map((c, k) => (k < 2 ? (c + 3) % 7 : c)));
    }
  });

  it("prerenders the result, every section, the graph and the lab link holding the scenario; names stay text", () => {
    const s = cloneScenario(SAMPLE_SCENARIO);
    s.line.stations[1]!.name = "<b>Solna</b>";
    const html = render(JSON.stringify(s));
    const result = computeLab(s).analysis;
    const b = result.sections[result.bottleneck]!;
    expect(html).toContain(`Bottleneck: ${b.from.replaceAll("<", "&lt;").replaceAll(">", "&gt;")} – ${b.to}, ${formatPercent(b.occupancy)}`);
    for (const x of result.sections) expect(html).toContain(formatPercent(x.occupancy));
    expect(html).not.toContain("<b>");
    expect(html).toContain(`href="/lab#${encodeScenario(s)}"`);
    expect(html.match(/<svg[^>]*role="img"/g)).toHaveLength(1);
    expect(html.match(/type="number"/g)).toHaveLength(s.trainTypes.length);
  });

  it("tells types that start alike apart in the order line and the legend", () => {
    const s = cloneScenario(SAMPLE_SCENARIO);
    s.trainTypes[0]!.name = "Express";
    s.trainTypes[1]!.name = "Empty stock";
    const html = render(JSON.stringify(s));
    expect(html).toContain("Express (Ex)");
    expect(html).toContain("Empty stock (Em)");
    const order = /<span class="text-syntax-type">([^<]*)<\/span>/.exec(html)?.[1] ?? "";
    expect(order.split(" ").sort()).toEqual(
      s.trainTypes.flatMap((t, i) => Array<string>(t.perHour).fill(["Ex", "Em", t.name[0]!][i]!)).sort(),
    );
  });

  it("links the Swedish lab from a Swedish page, with decimal commas", () => {
    const html = render(JSON.stringify(SAMPLE_SCENARIO), "/sv/blog/ett-inlagg");
    expect(html).toContain('href="/sv/lab#v1.');
    expect(html).toMatch(/Flaskhals: .*\d,\d\u00a0%/);
  });
});
