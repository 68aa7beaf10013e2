import type { Plugin } from "vite";
import { cv, cvFileName } from "../../app/content/cv";
import { site } from "../../app/content/site";
import { cvContent } from "./cv-content";
import { renderCv } from "./render-cv";

const VIRTUAL_ID = "virtual:cv";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * One render per build process, so the client bundle, the prerendered pages and the file agree
 * on the size. On globalThis because the build loads the Vite config (and this module) more
 * than once.
 */
const cache = globalThis as typeof globalThis & { __cvPdf?: Promise<Buffer> };

function buildCv(): Promise<Buffer> {
  cache.__cvPdf ??= (async () => {
    const started = performance.now();
    const pdf = await renderCv(cvContent());
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    console.log(`✓ ${cv.path} generated: ${pdf.length} bytes in ${seconds} s`);
    return pdf;
  })();
  return cache.__cvPdf;
}

/**
 * Generates /cv.pdf at build time, before any page is prerendered, and exposes its size to the
 * app as `virtual:cv`. A CV that cannot be generated (missing font, more than two pages) fails
 * the build with the reason. react-pdf runs here, in Node only: nothing of it reaches the browser.
 */
export function cvPlugin(): Plugin {
  let building = false;
  return {
    name: "cv-pdf",
    configResolved(config) {
      building = config.command === "build";
    },
    async buildStart() {
      // Fail a build early, before any bundling; the dev server (and typegen) render on demand.
      if (building) await buildCv();
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const file = { href: cv.path, bytes: (await buildCv()).length, fileName: cvFileName(site.ownerName) };
      return `export const cvFile = ${JSON.stringify(file)};`;
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      this.emitFile({ type: "asset", fileName: cv.path.slice(1), source: await buildCv() });
    },
    configureServer(server) {
      // `npm run dev`: a fresh render per request, so content edits show on reload.
      server.middlewares.use(cv.path, (_req, res, next) => {
        renderCv(cvContent()).then((pdf) => {
          res.setHeader("Content-Type", "application/pdf");
          res.end(pdf);
        }, next);
      });
    },
  };
}
