import type { Plugin } from "vite";
import { cvFileName } from "../../../app/lib/content/cv-file-name";
import { site } from "../../../app/lib/content/site";
import { buildsLocale } from "../../../app/lib/i18n/build-locale";
import { LOCALES, type Locale } from "../../../app/lib/i18n/locale";
import { cvContent, cvPath } from "./cv-content";
import { renderCv } from "./render-cv";

const VIRTUAL_ID = "virtual:cv";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * One render per language per build process, so the client bundle, the prerendered pages and
 * the files agree on the sizes. On globalThis because the build loads the Vite config (and
 * this module) more than once.
 */
const cache = globalThis as typeof globalThis & { __cvPdfs?: Partial<Record<Locale, Promise<Buffer>>> };

function buildCv(locale: Locale): Promise<Buffer> {
  const pdfs = (cache.__cvPdfs ??= {});
  pdfs[locale] ??= (async () => {
    const started = performance.now();
    const pdf = await renderCv(cvContent(locale));
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    console.log(`✓ ${cvPath(locale)} generated: ${pdf.length} bytes in ${seconds} s`);
    return pdf;
  })();
  return pdfs[locale];
}

/** The languages this build makes (app/lib/i18n/build-locale.ts): the CVs it renders and lists. */
const builtLocales = () => LOCALES.filter((locale) => buildsLocale(locale));

/**
 * Generates the CV in every language (/cv.pdf, /sv/cv.pdf) at build time, each in its language's build, before any page is
 * prerendered, and exposes each file's address, size and download name to the app as
 * `virtual:cv`. A CV that cannot be generated (missing font, more than two pages) fails the
 * build with the reason. react-pdf runs here, in Node only: nothing of it reaches the browser.
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
      // One after the other: the renders share react-pdf's registered fonts and layout engine.
      if (building) for (const locale of builtLocales()) await buildCv(locale);
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const files: Record<string, { href: string; bytes: number; fileName: string }> = {};
      for (const locale of builtLocales()) {
        files[locale] = { href: cvPath(locale), bytes: (await buildCv(locale)).length, fileName: cvFileName(site.ownerName) };
      }
      return `export const cvFiles = ${JSON.stringify(files)};`;
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      for (const locale of builtLocales()) {
        this.emitFile({ type: "asset", fileName: cvPath(locale).slice(1), source: await buildCv(locale) });
      }
    },
    configureServer(server) {
      // `npm run dev`: a fresh render per request, so content edits show on reload.
      for (const locale of LOCALES) {
        server.middlewares.use((req, res, next) => {
          if (req.url?.split("?")[0] !== cvPath(locale)) return next();
          renderCv(cvContent(locale)).then((pdf) => {
            res.setHeader("Content-Type", "application/pdf");
            res.end(pdf);
          }, next);
        });
      }
    },
  };
}
