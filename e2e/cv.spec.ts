import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { selectProjects } from "../scripts/build/cv/select-projects";
import { cvFileName } from "../app/lib/content/cv-file-name";
import { loadOwnerData } from "../app/lib/content/data.server";
import { loadProjectsSync } from "../app/lib/content/projects.server";
import { site } from "../app/lib/content/site";
import { formatFileSize } from "../app/features/cv/file-size";
import { isA4, readPdf } from "../scripts/build/cv/read-pdf";
import { expect, test, waitForHydration } from "./fixtures";
import { LOCALES, at, escapeRegExp, wordsOf } from "./locales";

const client = join(process.env.BUILD_DIR || "build", "client");
const fileName = cvFileName(site.ownerName);

// Each language's CV (issue 57 merged the Swedish CV's tests of e2e/sv-pages.spec.ts in).
for (const locale of LOCALES) {
  const t = wordsOf(locale);
  const owner = loadOwnerData(locale);
  const path = at(locale, "/cv.pdf");
  /** "Download CV (PDF, 38.2 KB)", "Ladda ner CV (PDF, 38,2 kB)". */
  const downloadName = new RegExp(`^${escapeRegExp(t("cv_download"))} ${escapeRegExp(t("cv_download_format", { size: "SIZE" })).replace("SIZE", "\\d+([.,]\\d)?\\s[kKM]B")}$`);

  test.describe(`the CV (${locale})`, () => {
    test(`${path} is served as an inline PDF of 1–2 A4 pages in its language, with the owner's CV in its text`, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      expect(res.headers()["content-type"]).toBe("application/pdf");
      expect(res.headers()["content-disposition"]).toBe(`inline; filename="${fileName}"`);

      const pdf = await readPdf(await res.body());
      expect(pdf.pages).toBeGreaterThanOrEqual(1);
      expect(pdf.pages).toBeLessThanOrEqual(2);
      expect(pdf.pageSizes.every(isA4)).toBe(true);
      expect(pdf.language).toBe(locale);
      expect(pdf.title).toContain(site.ownerName);
      expect(pdf.author).toBe(site.ownerName);
      expect(pdf.text).toContain(site.ownerName);
      expect(pdf.text).toContain(site.email);
      // Its headings in the language's words (set in capitals).
      const letters = pdf.text.replace(/\s+/g, "");
      for (const key of ["cv_pdf_profile", "cv_pdf_experience", "cv_pdf_projects", "cv_pdf_skills", "cv_pdf_services"]) {
        expect(letters).toContain(t(key).toLocaleUpperCase(locale).replace(/\s+/g, ""));
      }
      for (const text of [owner.site.role, owner.site.availability, owner.cv.profile.slice(0, 40)]) expect(pdf.text).toContain(text);
      for (const entry of owner.journey) expect(pdf.text).toContain(entry.title);
      // The projects the CV takes: the listed ids that exist, else the owner's first ones.
      const listed = selectProjects(loadProjectsSync(locale), owner.cv.projectIds ?? []).projects;
      expect(listed.length).toBeGreaterThan(0);
      for (const project of listed) expect(pdf.text).toContain(project.title);
      // The site's home page in the CV's language.
      const home = locale === "en" ? [] : [`${site.siteUrl}${at(locale, "/")}`];
      expect(pdf.links).toEqual(expect.arrayContaining([`mailto:${site.email}`, site.github, site.linkedin, ...home]));
    });

    test("static hosts get its type and file name through _headers", () => {
      const headers = readFileSync(join(client, "_headers"), "utf8");
      expect(headers).toContain(`${path}\n  Content-Type: application/pdf\n  Content-Disposition: inline; filename="${fileName}"`);
    });

    test("the About page offers it with its real size in the language's format, and it downloads under the owner's name", async ({ page, request }) => {
      const bytes = (await (await request.get(path)).body()).length;
      await page.goto(at(locale, "/about"));
      await waitForHydration(page);
      const link = page.getByRole("main").getByRole("link", { name: downloadName });
      await expect(link).toHaveText(`${t("cv_download")} ${t("cv_download_format", { size: formatFileSize(bytes, locale) })}`);
      await expect(link).toHaveAttribute("href", path);
      const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
      expect(download.suggestedFilename()).toBe(fileName);
    });
  });
}

test("nothing of the PDF generator ships to the browser", () => {
  const scripts = readdirSync(join(client, "assets")).filter((f) => f.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(0);
  for (const file of scripts) {
    expect(readFileSync(join(client, "assets", file), "utf8"), file).not.toMatch(/react-pdf|pdfkit|fontkit/i);
  }
});
