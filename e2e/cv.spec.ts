import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { cv } from "../app/lib/content/cv";
import { selectProjects } from "../scripts/build/cv/select-projects";
import { cvFileName } from "../app/lib/content/cv-file-name";
import { journey } from "../app/lib/content/journey";
import { loadProjectsSync } from "../app/lib/content/projects.server";
import { site } from "../app/lib/content/site";
import { formatFileSize } from "../app/features/cv/file-size";
import { isA4, readPdf } from "../scripts/build/cv/read-pdf";
import { expect, test } from "./fixtures";
const projects = loadProjectsSync("en");

const client = join(process.env.BUILD_DIR || "build", "client");
const fileName = cvFileName(site.ownerName);
const downloadName = /^Download CV \(PDF, \d+(\.\d)? [KM]B\)$/;

test("/cv.pdf is served as an inline PDF of 1–2 A4 pages with the owner's CV in its text", async ({ request }) => {
  const res = await request.get(cv.path);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("application/pdf");
  expect(res.headers()["content-disposition"]).toBe(`inline; filename="${fileName}"`);

  const pdf = await readPdf(await res.body());
  expect(pdf.pages).toBeGreaterThanOrEqual(1);
  expect(pdf.pages).toBeLessThanOrEqual(2);
  expect(pdf.pageSizes.every(isA4)).toBe(true);
  expect(pdf.title).toContain(site.ownerName);
  expect(pdf.author).toBe(site.ownerName);
  expect(pdf.text).toContain(site.ownerName);
  expect(pdf.text).toContain(site.email);
  for (const entry of journey) expect(pdf.text).toContain(entry.title);
  // The projects the CV takes: the listed ids that exist, else the owner's first ones.
  const listed = selectProjects(projects, cv.projectIds ?? []).projects;
  expect(listed.length).toBeGreaterThan(0);
  for (const project of listed) expect(pdf.text).toContain(project.title);
  expect(pdf.links).toEqual(expect.arrayContaining([`mailto:${site.email}`, site.github, site.linkedin]));
});

test("static hosts get the same type and file name through _headers", () => {
  const headers = readFileSync(join(client, "_headers"), "utf8");
  expect(headers).toContain(
    `${cv.path}\n  Content-Type: application/pdf\n  Content-Disposition: inline; filename="${fileName}"`,
  );
});

test("the About page offers the CV with the real file size, and it downloads under the owner's name", async ({ page, request }) => {
  const bytes = (await (await request.get(cv.path)).body()).length;
  await page.goto("/about");
  const link = page.getByRole("main").getByRole("link", { name: downloadName });
  await expect(link).toBeVisible();
  await expect(link).toHaveText(`Download CV (PDF, ${formatFileSize(bytes)})`);
  await expect(link).toHaveAttribute("href", cv.path);

  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toBe(fileName);
});

test("the Services call to action offers the CV too", async ({ page }) => {
  await page.goto("/services");
  const cta = page.getByRole("region", { name: "Ready to start?" });
  await expect(cta.getByRole("link", { name: downloadName })).toHaveAttribute("href", cv.path);
});

test("nothing of the PDF generator ships to the browser", () => {
  const scripts = readdirSync(join(client, "assets")).filter((f) => f.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(0);
  for (const file of scripts) {
    expect(readFileSync(join(client, "assets", file), "utf8"), file).not.toMatch(/react-pdf|pdfkit|fontkit/i);
  }
});
