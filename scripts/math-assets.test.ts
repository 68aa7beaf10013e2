import { readFileSync } from "node:fs";
import { KATEX_VERSION, MATH_STYLESHEET, hasMath } from "../app/content/math";
import { mathFonts, mathStylesheet } from "./math-assets";

describe("math assets", () => {
  it("names the installed KaTeX version in the stylesheet's path", () => {
    expect(JSON.parse(readFileSync("node_modules/katex/package.json", "utf8")).version).toBe(KATEX_VERSION);
    expect(MATH_STYLESHEET).toBe(`/assets/math/katex-${KATEX_VERSION}.css`);
  });

  it("keeps only WOFF2 font sources, each a font that is emitted", () => {
    const css = mathStylesheet();
    const sources = [...css.matchAll(/url\(\/assets\/math\/fonts\/([\w-]+\.\w+)\)/g)].map((m) => m[1]);
    expect(sources.length).toBe(mathFonts().length);
    for (const source of sources) expect(mathFonts()).toContain(source);
    expect(css).not.toMatch(/\.woff\)|\.ttf\)|url\(fonts/);
  });

  it("tells a body with math from one without", () => {
    expect(hasMath('<p><span class="katex"><math></math></span></p>')).toBe(true);
    expect(hasMath("<p>It costs $5.</p>")).toBe(false);
  });
});
