import { readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";
import { KATEX_VERSION, MATH_STYLESHEET } from "../app/content/math";

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
 * them in development. The installed KaTeX must be the one app/content/math.ts names, so the
 * HTML KaTeX wrote at build time and the stylesheet always match.
 */
export function mathAssetsPlugin(): Plugin {
  return {
    name: "math-assets",
    buildStart() {
      const installed = (JSON.parse(readFileSync(join(katexDir, "package.json"), "utf8")) as { version: string }).version;
      if (installed !== KATEX_VERSION) {
        throw new Error(`KaTeX ${installed} is installed but app/content/math.ts names ${KATEX_VERSION}: update KATEX_VERSION there.`);
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
