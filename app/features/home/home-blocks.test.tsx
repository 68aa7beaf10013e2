import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import * as en from "~/lib/content/home";
import { site as enSite } from "~/lib/content/site";
import * as sv from "~/lib/content/sv/home";
import { site as svSite } from "~/lib/content/sv/site";
import englishBlocks from "./home-blocks-en";
import swedishBlocks from "./home-blocks-sv";
import type { HomeBlocks } from "./home-blocks";
import { loadHomeBlocks } from "./load-home-blocks";

function html(blocks: HomeBlocks, key: keyof HomeBlocks, path: string) {
  return renderToStaticMarkup(<MemoryRouter initialEntries={[path]}>{blocks[key]}</MemoryRouter>);
}

describe("the home page's static blocks", () => {
  it("draw the English content", () => {
    const blocks = englishBlocks();
    expect(html(blocks, "chips", "/")).toBe(
      en.skillChips.map((c) => `<li class="rounded-sm border border-border bg-accent-soft px-2.5 py-1 font-mono text-xs text-foreground">${c.replace("&", "&amp;")}</li>`).join(""),
    );
    const graph = html(blocks, "graph", "/");
    expect(graph).toMatch(/^<figure [^>]*><figcaption[^>]*>train-graph\.svg<\/figcaption><svg /);
    expect(graph).toContain(`aria-label="${en.heroGraph.title}"`);
    expect(graph.match(/<polyline /g)).toHaveLength(en.heroGraph.trains.length);
    for (const kind of ["Commuter", "Regional", "Freight"]) expect(graph).toContain(`</svg>${kind}</li>`);
    const features = html(blocks, "features", "/");
    expect(features).toContain('<h2 id="features-heading"');
    expect(features).toContain('aria-label="AI Optimization tools"');
    const availability = html(blocks, "availability", "/");
    expect(availability).toContain('<h2 id="availability-heading"');
    expect(availability).toContain(`Based in ${enSite.location}`);
    expect(availability).toContain(`Hire on ${enSite.marketplaceName}`);
    expect(html(blocks, "terminalHeading", "/")).toMatch(/^<p [^>]*>\/\/ terminal<\/p><h2 id="terminal-heading"[^>]*>Interactive terminal<\/h2><p /);
    expect(html(blocks, "simulationHeading", "/")).toContain('<h2 id="simulation-heading" class="mt-1 font-mono text-xl font-bold text-foreground">Train network simulation</h2>');
    expect(html(blocks, "capacityHeading", "/")).toContain('id="capacity-heading"');
    const commands = html(blocks, "commands", "/");
    for (const c of en.terminalCommands) expect(commands).toContain(`<dt class="w-16 shrink-0 font-bold text-syntax-function">${c.name}</dt>`);
  });

  it("draw the Swedish content, with no English word of the interface", () => {
    const blocks = swedishBlocks();
    const all = (Object.keys(blocks) as (keyof HomeBlocks)[]).map((key) => html(blocks, key, "/sv")).join("\n");
    for (const text of [...sv.skillChips, sv.heroGraph.title, "Pendeltåg", `Utgår från ${svSite.location}`, `Anlita mig via ${svSite.marketplaceName}`, ...sv.terminalCommands.map((c) => c.description)]) {
      expect(all).toContain(text);
    }
    for (const english of ["Based in", "Hire on", "Commuter", "Regional<", "Freight<", " tools\"", "What I work on", "Terminal commands"]) {
      expect(all).not.toContain(english);
    }
  });

  it("load once per language", async () => {
    expect(loadHomeBlocks("sv")).toBe(loadHomeBlocks("sv"));
    expect(await loadHomeBlocks("en")).toBe(englishBlocks());
    expect(await loadHomeBlocks("sv")).toBe(swedishBlocks());
  });
});
