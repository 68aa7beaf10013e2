// @vitest-environment happy-dom
import { renderPost } from "~/lib/content/markdown.server";
import { testScenario as SAMPLE_SCENARIO } from "~/lib/capacity/test-scenario";
import { BODY_PART_ATTR, partsInPage, splitBody } from "./body-parts";

const lab = (name: string) => `\`\`\`lab\n${JSON.stringify({ ...SAMPLE_SCENARIO, name })}\n\`\`\`\n`;

describe("a body with live figures", () => {
  it("splits at each placeholder, giving back each figure's source as written", () => {
    const { html } = renderPost(`## One\n\n${lab(`"Q" & <A>`)}\nMiddle.\n\n${lab("B")}`);
    const parts = splitBody(html);
    expect(parts.map((p) => ("html" in p ? "html" : "figure"))).toEqual(["html", "figure", "html", "figure"]);
    expect(JSON.parse((parts[1] as { figure: string }).figure).name).toBe(`"Q" & <A>`);
    expect(parts[2]).toEqual({ html: "<p>Middle.</p>\n" });
  });

  it("leaves a body without figures one part", () => {
    expect(splitBody("<p>A.</p>")).toEqual([{ html: "<p>A.</p>" }]);
    expect(splitBody("")).toEqual([{ html: "" }]);
  });

  it("reads the parts back from a prerendered page: the HTML parts, and the source each figure carries", () => {
    const root = document.createElement("div");
    root.innerHTML = `<div ${BODY_PART_ATTR} class="post-body"><p>A.</p></div><div data-island><div data-live-figure="v1.abc">…</div></div><div ${BODY_PART_ATTR}><p>B.</p></div>`;
    expect(partsInPage(root)).toEqual([{ html: "<p>A.</p>" }, { figure: "v1.abc" }, { html: "<p>B.</p>" }]);
    root.innerHTML = "<p>Only text.</p>";
    expect(partsInPage(root)).toEqual([{ html: "<p>Only text.</p>" }]);
  });
});
