import { extractText, getDocumentProxy, getMeta } from "unpdf";

/** What the tests check in a PDF: pages and their sizes in points, text, metadata and link targets. */
export interface PdfSummary {
  pages: number;
  pageSizes: { width: number; height: number }[];
  text: string;
  title: string;
  author: string;
  /** The document's language tag (the catalog's /Lang), "" when it has none. */
  language: string;
  links: string[];
}

/** Reads a PDF with unpdf (pdf.js, no native code), so `npm test` needs no system packages. */
export async function readPdf(bytes: Uint8Array): Promise<PdfSummary> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  const { info } = await getMeta(pdf);
  const pageSizes: PdfSummary["pageSizes"] = [];
  const links: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const [x0, y0, x1, y1] = page.view as [number, number, number, number];
    pageSizes.push({ width: x1 - x0, height: y1 - y0 });
    for (const a of await page.getAnnotations()) if (a.url) links.push(a.url as string);
  }
  return {
    pages: pdf.numPages,
    pageSizes,
    text,
    title: String(info.Title ?? ""),
    author: String(info.Author ?? ""),
    // pdf.js does not expose the catalog's /Lang; react-pdf writes it as a plain string.
    language: /\/Lang \(([^)]*)\)/.exec(Buffer.from(bytes).toString("latin1"))?.[1] ?? "",
    links,
  };
}

/** A4 in points, within rounding. */
export const isA4 = ({ width, height }: { width: number; height: number }) =>
  Math.abs(width - 595.28) < 1 && Math.abs(height - 841.89) < 1;
