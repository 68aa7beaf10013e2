import { appendFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { cvFileName } from "../../../app/lib/content/cv-file-name";
import { LOCALES } from "../../../app/lib/i18n/locale";
import { cvPath } from "./cv-content";

/** The response headers of a CV (/cv.pdf, /sv/cv.pdf): shown in the browser's viewer, saved under the owner's name. */
export function cvHeaders(ownerName: string): Record<string, string> {
  return {
    "Content-Type": "application/pdf",
    "Content-Disposition": `inline; filename="${cvFileName(ownerName)}"`,
  };
}

/** Each language's CV by its address, with its headers. */
export function cvHeaderEntries(ownerName: string): Record<string, Record<string, string>> {
  return Object.fromEntries(LOCALES.map((locale) => [cvPath(locale), cvHeaders(ownerName)]));
}

/**
 * Per-file headers for both servers: `build/file-headers.json` for `npm start` and a block per
 * CV in `_headers` for Netlify and Cloudflare Pages.
 */
export async function writeCvHeaders(buildDir: string, client: string, ownerName: string): Promise<void> {
  const entries = cvHeaderEntries(ownerName);
  await writeFile(join(buildDir, "file-headers.json"), `${JSON.stringify(entries, null, 2)}\n`);
  const blocks = Object.entries(entries).map(
    ([path, headers]) =>
      `\n${path}\n${Object.entries(headers)
        .map(([k, v]) => `  ${k}: ${v}`)
        .join("\n")}\n`,
  );
  await appendFile(join(client, "_headers"), blocks.join(""));
}
