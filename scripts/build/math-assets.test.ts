import { readFileSync } from "node:fs";
import { KATEX_VERSION, MATH_STYLESHEET, hasMath } from "../../app/lib/content/math";
import katex from "katex";
import { mathFonts, mathStylesheet, mathStylesheetFor } from "./math-assets";

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

describe("mathStylesheetFor", () => {
  const css = mathStylesheet();
  const page = (...tex: string[]) => tex.map((t) => katex.renderToString(t, { displayMode: true, output: "htmlAndMathml" })).join("");
  const cut = (html: string) => {
    const { fontFaces, rules } = mathStylesheetFor(css, html);
    expect(rules).not.toContain("@font-face");
    return fontFaces + rules;
  };
  const faces = (sheet: string) => [...sheet.matchAll(/@font-face\{[^}]*font-family:"?(KaTeX_\w+)/g)].map((m) => m[1]);

  it("keeps what a fraction of italic letters needs and no font it does not use", () => {
    const sheet = cut(page(String.raw`K = \frac{A + B + C + D}{U} \cdot 100\,\%`));
    expect(sheet.length).toBeLessThan(css.length / 3);
    for (const rule of [".katex .mfrac .frac-line{", ".katex .katex-mathml{", ".katex .mathnormal{", ".katex .vlist-t{"]) expect(sheet).toContain(rule);
    expect(new Set(faces(sheet))).toEqual(new Set(["KaTeX_Main", "KaTeX_Math"]));
    // Italic letters (KaTeX_Math's italic), no bold: neither a bold face nor KaTeX_Main's italic.
    expect(sheet).not.toMatch(/@font-face\{[^}]*font-weight:700/);
    expect(sheet).not.toMatch(/@font-face\{[^}]*font-family:KaTeX_Main;font-style:italic/);
    expect(sheet).toMatch(/@font-face\{[^}]*font-family:KaTeX_Math;font-style:italic;font-weight:400/);
    expect(cut(page(String.raw`\mathbf{x}`))).toMatch(/@font-face\{[^}]*font-family:KaTeX_Main;font-style:normal;font-weight:700/);
  });

  it("adds a large operator's size font and the AMS font when a formula uses them", () => {
    const sheet = cut(page(String.raw`\min \sum_{j \in J} c_j x_j \quad x \in \{0,1\}^n, \mathbb{R}`));
    expect(faces(sheet)).toContain("KaTeX_Size2");
    expect(faces(sheet)).toContain("KaTeX_AMS");
    expect(faces(sheet)).not.toContain("KaTeX_Fraktur");
  });

  it("keeps a rule whose class appears only inside :not(), and every selector the page can match", () => {
    const sheet = cut(page(String.raw`\hat{x}`));
    expect(sheet).toContain(".katex .katex-accent .accent-body:not(.accent-full){width:0}");
    // Whatever the full sheet would apply to this page, the cut one applies too.
    const fullRules = css.split("}").filter((r) => r.startsWith(".katex .katex-accent"));
    for (const rule of fullRules) expect(sheet).toContain(rule.slice(rule.indexOf("{")));
  });

  it("keeps a rule naming an element only when a formula holds that element, not for the page's own", () => {
    const icon = '<svg class="katex"><use href="/icons.svg#x"></use></svg>';
    expect(cut(page("x") + icon)).not.toContain(".katex svg{");
    expect(cut(page(String.raw`\sqrt{x}`) + icon)).toContain(".katex svg{");
  });

  it("leaves out every class rule and font face when the page has no math", () => {
    // Only KaTeX's rule without a class (its equation counters on body) remains.
    expect(mathStylesheetFor(css, '<p class="lead">No formulas here.</p>')).toEqual({ fontFaces: "", rules: "body{counter-reset:katexEqnNo mmlEqnNo}" });
  });
});
