import { appendFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { cv, cvFileName } from "../../app/content/cv";

/** The response headers of /cv.pdf: shown in the browser's viewer, saved under the owner's name. */
export function cvHeaders(ownerName: string): Record<string, string> {
  return {
    "Content-Type": "application/pdf",
    "Content-Disposition": `inline; filename="${cvFileName(ownerName)}"`,
  };
}

/**
 * Per-file headers for both servers: `build/file-headers.json` for `npm start` and a block in
 * `_headers` for Netlify and Cloudflare Pages.
 */
export async function writeCvHeaders(buildDir: string, client: string, ownerName: string): Promise<void> {
  const headers = cvHeaders(ownerName);
  await writeFile(join(buildDir, "file-headers.json"), `${JSON.stringify({ [cv.path]: headers }, null, 2)}\n`);
  const block = Object.entries(headers)
    .map(([k, v]) => `  ${k}: ${v}`)
    .join("\n");
  await appendFile(join(client, "_headers"), `\n${cv.path}\n${block}\n`);
}
