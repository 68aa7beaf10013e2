import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { cloneScenario } from "~/lib/capacity/scenario";
import { testScenario as SAMPLE_SCENARIO } from "~/lib/capacity/test-scenario";
import LabFigure, { figureScenario } from "./lab-figure";
import { randomScenario, seeded } from "~/lib/capacity/random-scenario.test-utils";
import { encodeScenario } from "~/lib/capacity/codec";
import { analyse } from "~/lib/capacity/analyse";
import { capacityModel } from "~/lib/capacity/model";
import { percent } from "./lab-text";

const formatPercent = (occupancy: number) => percent(occupancy, "en");

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

  it("prerenders the result, every section, the graph and the lab link holding the scenario; names stay text", () => {
    const s = cloneScenario(SAMPLE_SCENARIO);
    s.line.stations[1]!.name = "<b>Solna</b>";
    const html = render(JSON.stringify(s));
    const result = analyse(capacityModel(s), s.trainTypes.map((t) => t.perHour), s.order);
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
