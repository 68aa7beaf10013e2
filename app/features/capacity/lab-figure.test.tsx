import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { cloneScenario } from "~/lib/capacity/scenario";
import { testScenario as SAMPLE_SCENARIO } from "~/lib/capacity/test-scenario";
import LabFigure from "./lab-figure";
import { encodeScenario } from "~/lib/capacity/codec";
import type { Scenario } from "~/lib/capacity/scenario";
import { analyse } from "~/lib/capacity/analyse";
import { capacityModel } from "~/lib/capacity/model";
import { percent } from "./lab-text";

const formatPercent = (occupancy: number) => percent(occupancy, "en");

const render = (scenario: Scenario, path = "/blog/a-post") =>
  renderToString(
    <MemoryRouter initialEntries={[path]}>
      <LabFigure code={encodeScenario(scenario)} />
    </MemoryRouter>,
  ).replaceAll("<!-- -->", "");

describe("a live figure", () => {
  it("prerenders the result, every section, the graph and the lab link holding the scenario; names stay text", () => {
    const s = cloneScenario(SAMPLE_SCENARIO);
    s.line.stations[1]!.name = "<b>Solna</b>";
    const html = render(s);
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
    const html = render(s);
    expect(html).toContain("Express (Ex)");
    expect(html).toContain("Empty stock (Em)");
    const order = /<span class="text-syntax-type">([^<]*)<\/span>/.exec(html)?.[1] ?? "";
    expect(order.split(" ").sort()).toEqual(
      s.trainTypes.flatMap((t, i) => Array<string>(t.perHour).fill(["Ex", "Em", t.name[0]!][i]!)).sort(),
    );
  });

  it("links the Swedish lab from a Swedish page, with decimal commas", () => {
    const html = render(SAMPLE_SCENARIO, "/sv/blog/ett-inlagg");
    expect(html).toContain('href="/sv/lab#v1.');
    expect(html).toMatch(/Flaskhals: .*\d,\d\u00a0%/);
  });
});
