import { describe, expect, it } from "vitest";
import { analyse } from "~/lib/capacity/analyse";
import { capacityModel } from "~/lib/capacity/model";
import { drawAnalysis, nameLines } from "./drawing";
import { csvCell, escapeXml, filePaint, fileStem, graphSvg, scenarioJson, toCsv } from "./exports";
import { validateScenario } from "~/lib/capacity/validate";
import { cloneScenario } from "~/lib/capacity/scenario";
import { testScenario as SAMPLE_SCENARIO } from "~/lib/capacity/test-scenario";

const colours = { background: "#fff", foreground: "#000", muted: "#555", border: "#ccc", accent: "#06c", danger: "#c00", types: ["#080", "#00f", "#a50"] };

describe("exports", () => {
  it("writes the scenario file in the format it imports", () => {
    expect(validateScenario(JSON.parse(scenarioJson(SAMPLE_SCENARIO)))).toEqual({ ok: true, value: SAMPLE_SCENARIO });
  });

  it("names files after the line", () => {
    expect(fileStem("Göteborg C – Alingsås")).toBe("goteborg-c-alingsas");
    expect(fileStem("<>")).toBe("capacity-lab");
  });

  it("never lets a CSV cell start a formula (OWASP), and keeps separators inside quotes", () => {
    expect(["=HYPERLINK(\"x\")", "+1", "-1", "@SUM(A1)", "\tx", "\rx", "Solna", 'a"b,c'].map((v) => csvCell(v))).toEqual([
      `"'=HYPERLINK(""x"")"`,
      `"'+1"`,
      `"'-1"`,
      `"'@SUM(A1)"`,
      `"'\tx"`,
      `"'\rx"`,
      `"Solna"`,
      `"a""b,c"`,
    ]);
    expect(csvCell(47.2)).toBe("47.2");
  });

  it("writes English CSV with commas and Swedish with semicolons and decimal commas", () => {
    const table = { header: ["from", "occupancy"], rows: [["=A", 47.2]] };
    expect(toCsv(table, "en")).toBe('\uFEFF"from","occupancy"\r\n"\'=A",47.2\r\n');
    expect(toCsv(table, "sv")).toBe('\uFEFF"from";"occupancy"\r\n"\'=A";47,2\r\n');
  });

  it("escapes every name in the SVG", () => {
    expect(escapeXml(`<script>alert("&'")</script>`)).toBe("&lt;script&gt;alert(&quot;&amp;&apos;&quot;)&lt;/script&gt;");
    const s = cloneScenario(SAMPLE_SCENARIO);
    s.line.stations[1]!.name = "<script>x</script>";
    s.line.stations[2]!.name = "]]><b>&amp;";
    s.trainTypes[1]!.stops = [];
    const model = capacityModel(s);
    const drawing = drawAnalysis(model, analyse(model, s.trainTypes.map((t) => t.perHour), s.order));
    const svg = graphSvg(drawing!, { title: `Graph of ${s.line.stations[1]!.name}`, from: s.line.stations[1]!.name, to: s.line.stations[2]!.name, occupied: "occupied", balance: "free" }, filePaint(colours));
    expect(svg).not.toContain("<script>");
    expect(svg).not.toContain("<b>");
    expect(svg).toContain("&lt;script&gt;x&lt;/script&gt;");
    expect(svg).toContain("]]&gt;&lt;b&gt;&amp;amp;");
    expect(svg.startsWith("<svg")).toBe(true);
  });

  it("puts long station names on up to three short lines", () => {
    expect(nameLines("Upplands Väsby")).toEqual(["Upplands Väsby"]);
    expect(nameLines("Sundsvall Västra station")).toEqual(["Sundsvall", "Västra station"]);
    expect(nameLines("x".repeat(40))).toEqual(["xxxxxxxxxxxxx…"]);
  });
});
