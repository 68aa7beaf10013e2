import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Font, renderToBuffer } from "@react-pdf/renderer";
import { type CvContent, cvPath } from "./cv-content";
import { cvDocument } from "./cv-document";

/** A CV longer than this is a content problem the owner must fix, not something to ship. */
export const MAX_CV_PAGES = 2;

const fontDir = () => join(dirname(createRequire(import.meta.url).resolve("dejavu-fonts-ttf/package.json")), "ttf");

/** The embedded fonts: DejaVu Sans Condensed for the text, DejaVu Sans Mono for years and tech. */
export const CV_FONTS = {
  "CV Sans": [
    { file: "DejaVuSansCondensed.ttf", fontWeight: "normal", fontStyle: "normal" },
    { file: "DejaVuSansCondensed-Bold.ttf", fontWeight: "bold", fontStyle: "normal" },
  ],
  "CV Mono": [{ file: "DejaVuSansMono.ttf", fontWeight: "normal", fontStyle: "normal" }],
} as const;

let registeredDir: string | undefined;

function registerFonts(dir: string) {
  const families = Object.entries(CV_FONTS).map(([family, faces]) => ({
    family,
    fonts: faces.map(({ file, fontWeight, fontStyle }) => ({ src: join(dir, file), fontWeight, fontStyle })),
  }));
  for (const { src } of families.flatMap((f) => f.fonts)) {
    if (!existsSync(src)) throw new Error(`CV: font file ${src} is missing (dejavu-fonts-ttf package; run npm ci).`);
  }
  if (registeredDir === dir) return;
  for (const family of families) Font.register(family);
  // Whole words only: react-pdf's default hyphenation splits names and technical terms.
  Font.registerHyphenationCallback((word) => [word]);
  registeredDir = dir;
}

/** Pages in a PDF written by react-pdf (pdfkit): one uncompressed `/Type /Page` dictionary each. */
export function countPdfPages(pdf: Uint8Array): number {
  return Buffer.from(pdf).toString("latin1").match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
}

/**
 * Renders the CV and refuses to return a file that should not ship: no pages, or more than
 * two. Every failure names its cause, because it fails the build.
 */
export async function renderCv(content: CvContent, options: { fontDir?: string } = {}): Promise<Buffer> {
  registerFonts(options.fontDir ?? fontDir());
  let pdf: Buffer;
  try {
    pdf = await renderToBuffer(cvDocument(content));
  } catch (error) {
    throw new Error(`CV: rendering ${cvPath(content.locale)} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  const pages = countPdfPages(pdf);
  if (pages < 1 || pages > MAX_CV_PAGES) {
    const suffix = content.locale === "en" ? "" : `.${content.locale}`;
    throw new Error(
      `CV: ${cvPath(content.locale)} has ${pages} pages; it must have 1 to ${MAX_CV_PAGES}. Shorten the profile in content/cv${suffix}.yaml, ` +
        `list fewer projects in content/cv.yaml, or trim the achievements in content/journey${suffix}.yaml.`,
    );
  }
  return pdf;
}
