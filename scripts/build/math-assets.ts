import { readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";
import { KATEX_VERSION, MATH_STYLESHEET } from "../../app/lib/content/math";

const katexDir = dirname(createRequire(import.meta.url).resolve("katex/package.json"));
const distDir = join(katexDir, "dist");
const fontsPrefix = `${MATH_STYLESHEET.slice(1, MATH_STYLESHEET.lastIndexOf("/"))}/fonts`;

/**
 * KaTeX's stylesheet with only the WOFF2 sources: every browser the site supports reads WOFF2,
 * and the WOFF and TTF fallbacks would only make the file larger.
 */
export function mathStylesheet(): string {
  const css = readFileSync(join(distDir, "katex.min.css"), "utf8");
  const slim = css
    .replace(/,url\(fonts\/[\w-]+\.woff\) format\("woff"\),url\(fonts\/[\w-]+\.ttf\) format\("truetype"\)/g, "")
    // Absolute, so the same text also works inlined into a page (postbuild does that).
    .replace(/url\(fonts\//g, `url(/${fontsPrefix}/`);
  if (slim.includes('format("woff")') || slim.includes(".ttf")) throw new Error("math-assets: KaTeX's @font-face rules changed shape; update mathStylesheet()");
  return slim;
}

export function mathFonts(): string[] {
  return readdirSync(join(distDir, "fonts")).filter((f) => f.endsWith(".woff2"));
}

/**
 * Emits KaTeX's stylesheet and WOFF2 fonts at MATH_STYLESHEET (the browser build only) and serves
 * them in development. The installed KaTeX must be the one app/lib/content/math.ts names, so the
 * HTML KaTeX wrote at build time and the stylesheet always match.
 */
export function mathAssetsPlugin(): Plugin {
  return {
    name: "math-assets",
    buildStart() {
      const installed = (JSON.parse(readFileSync(join(katexDir, "package.json"), "utf8")) as { version: string }).version;
      if (installed !== KATEX_VERSION) {
        throw new Error(`KaTeX ${installed} is installed but app/lib/content/math.ts names ${KATEX_VERSION}: update KATEX_VERSION there.`);
      }
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      this.emitFile({ type: "asset", fileName: MATH_STYLESHEET.slice(1), source: mathStylesheet() });
      for (const font of mathFonts()) {
        this.emitFile({ type: "asset", fileName: `${fontsPrefix}/${font}`, source: readFileSync(join(distDir, "fonts", font)) });
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split("?")[0] ?? "";
        if (path === MATH_STYLESHEET) {
          res.setHeader("Content-Type", "text/css");
          return res.end(mathStylesheet());
        }
        const font = path.startsWith(`/${fontsPrefix}/`) ? path.slice(fontsPrefix.length + 2) : null;
        if (font && mathFonts().includes(font)) {
          res.setHeader("Content-Type", "font/woff2");
          return res.end(readFileSync(join(distDir, "fonts", font)));
        }
        next();
      });
    },
  };
}

/**
 * Splits `text` outside `open`…`close` pairs: at each top-level `separator` (dropped), or, without
 * one, after each pair that closes at the top level (kept). Pieces are trimmed, empty ones dropped.
 */
function splitTopLevel(text: string, [open, close]: string, separator?: string): string[] {
  const pieces: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === open) depth++;
    else if (c === close && --depth === 0 && !separator) {
      pieces.push(text.slice(start, i + 1));
      start = i + 1;
    } else if (c === separator && depth === 0) {
      pieces.push(text.slice(start, i));
      start = i + 1;
    }
  }
  if (separator) pieces.push(text.slice(start));
  return pieces.map((p) => p.trim()).filter(Boolean);
}

/** Each KaTeX formula of the page (`<span class="katex">` to its closing tag), as HTML. */
function formulasIn(html: string): string[] {
  const formulas: string[] = [];
  const span = /<span\b|<\/span>/g;
  for (let start = html.indexOf('<span class="katex"'); start >= 0; start = html.indexOf('<span class="katex"', span.lastIndex)) {
    span.lastIndex = start;
    let depth = 0;
    for (let m = span.exec(html); m; m = span.exec(html)) if ((depth += m[0] === "</span>" ? -1 : 1) === 0) break;
    formulas.push(html.slice(start, span.lastIndex));
  }
  return formulas;
}

const ITALIC = /font-style:italic/;
const BOLD = /font-weight:(?:bold|[6-9]00)/;
const familyOf = (declarations: string) => [...declarations.matchAll(/KaTeX_\w+/g)].map((m) => m[0]);

/**
 * KaTeX's stylesheet cut down to what one page's formulas can use: a selector stays when every
 * class it requires is on some element of the page (a class inside `:not()` requires nothing)
 * and every element it names is in a formula (`.katex svg` waits for a formula with an `<svg>`),
 * and a font face stays when a kept rule names its family (an italic or bold face, when a kept
 * rule asks for italic or bold in that family or in none). The browser would apply nothing
 * else; on the UIC 406 post this takes the inline stylesheet from 22.9 KB to a few KB, which
 * keeps the page within the first round trips of a slow link. The font faces come apart from
 * the rules, so a page adds only the faces its formulas use, and holds nothing when they need
 * none (postbuild). The full file stays at MATH_STYLESHEET for the blog's reader and
 * client-side navigation.
 */
export function mathStylesheetFor(css: string, html: string): { fontFaces: string; rules: string } {
  const used = new Set<string>();
  for (const [, classes] of html.matchAll(/\bclass="([^"]*)"/g)) for (const c of classes!.split(/\s+/)) if (c) used.add(c);
  // Elements count inside the formulas only: the page's own <svg> icons are not KaTeX's.
  const tags = new Set(["html", "body"]);
  for (const formula of formulasIn(html)) for (const [, tag] of formula.matchAll(/<([a-z][a-z0-9]*)/g)) tags.add(tag!);
  const faces: { families: string[]; text: string }[] = [];
  const rules: string[] = [];
  const families = new Set<string>();
  // The families each kept rule asks for italic or bold in; "*" where it names none (it inherits).
  const italic = new Set<string>();
  const bold = new Set<string>();
  // The sheet is flat: `@font-face` and style rules, each one top-level `{…}` block.
  for (const block of splitTopLevel(css, "{}")) {
    const brace = block.indexOf("{");
    const prelude = block.slice(0, brace).trim();
    const body = block.slice(brace);
    if (prelude === "@font-face") {
      faces.push({ families: familyOf(body.replace(/"/g, "")), text: block });
      continue;
    }
    if (prelude.startsWith("@")) throw new Error(`math-assets: KaTeX's stylesheet has an at-rule (${prelude}) mathStylesheetFor() does not know; update it`);
    const live = splitTopLevel(prelude, "()", ",").filter((selector) => {
      const required = selector.replace(/:not\([^)]*\)/g, "");
      return (
        [...required.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].every((m) => used.has(m[1]!)) &&
        [...required.matchAll(/(?:^|[\s>+~])([a-z][a-z0-9]*)/g)].every((m) => tags.has(m[1]!))
      );
    });
    if (live.length === 0) continue;
    rules.push(`${live.join(",")}${body}`);
    const named = familyOf(body);
    for (const family of named) families.add(family);
    const asks = named.length ? named : ["*"];
    if (ITALIC.test(body)) for (const family of asks) italic.add(family);
    if (BOLD.test(body)) for (const family of asks) bold.add(family);
  }
  // An italic or bold face is drawn only where a kept rule asks for italic or bold in its family,
  // or in none (a child inherits its parent's family).
  const asked = (asks: Set<string>, families: string[]) => asks.has("*") || families.some((f) => asks.has(f));
  const drawn = (face: { families: string[]; text: string }) =>
    (!ITALIC.test(face.text) || asked(italic, face.families)) && (!BOLD.test(face.text) || asked(bold, face.families));
  return {
    fontFaces: faces.filter((f) => f.families.some((family) => families.has(family)) && drawn(f)).map((f) => f.text).join(""),
    rules: rules.join(""),
  };
}
