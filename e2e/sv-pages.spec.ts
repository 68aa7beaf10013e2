import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { selectProjects } from "../scripts/build/cv/select-projects";
import { projectCategories } from "../app/lib/content/project";
import { cvFileName } from "../app/lib/content/cv-file-name";
import { site } from "../app/lib/content/site";
import { cv as svCv } from "../app/lib/content/sv/cv";
import { journey as svJourney } from "../app/lib/content/sv/journey";
import { loadProjectsSync } from "../app/lib/content/projects.server";
import { processSteps as svSteps, services as svServices, testimonials as svTestimonials } from "../app/lib/content/sv/services";
import { site as svSite } from "../app/lib/content/sv/site";
import { skillCategories as svSkills } from "../app/lib/content/sv/skills";
import { testimonials as enTestimonials } from "../app/lib/content/services";
import { formatFileSize } from "../app/features/cv/file-size";
import { isA4, readPdf } from "../scripts/build/cv/read-pdf";
import { expect, expectNoAxeViolations, test, useStoredTheme, waitForHydration } from "./fixtures";
const svProjects = loadProjectsSync("sv");

/**
 * The Swedish About, Portfolio and Services pages and the Swedish CV (issue 36): Swedish text
 * from the Swedish content and catalogues, none of these pages' English interface strings, axe
 * clean in both themes, the widgets working in Swedish, and /sv/cv.pdf served and linked.
 */

const PAGES = ["/sv/about", "/sv/portfolio", "/sv/services"] as const;
const client = join(process.env.BUILD_DIR || "build", "client");
const fileName = cvFileName(site.ownerName);

/**
 * The English interface of these three pages, whole words (so "Alla" is not "All" and
 * "workshoppar" is not "Work"). A quote marked `lang="en"` is left out of the check.
 */
const ENGLISH_INTERFACE = [
  "Journey",
  "Skills",
  "Previous",
  "Next",
  "Entry \\d",
  "Work",
  "// achievements",
  "// tech",
  "Projects?",
  "Filter projects by category",
  "All",
  // The categories the owner's projects have whose Swedish name differs (Railway, Optimization in the samples).
  ...[...new Set(loadProjectsSync("en").map((p) => p.category))].filter((c) => ({ Railway: "Järnväg", Optimization: "Optimering" })[c] !== undefined),
  // The statuses the owner's projects have (all four in the samples).
  ...[...new Set(loadProjectsSync("en").map((p) => p.status))],
  "// key results",
  "Code",
  "on GitHub",
  "What I Offer",
  "Development Process",
  "Client Testimonials",
  "how we work together",
  "what clients say",
  "Step \\d",
  "Duration",
  "contact me directly",
  "Have a similar problem\\?",
  "Ready to start\\?",
  "Start Project",
  "View Services",
  "Schedule Consultation",
  "View Portfolio",
  "Download CV",
  "next step",
  "opens in a new tab",
].map((phrase) => new RegExp(`(^|[^\\p{L}/])${phrase}(?![\\p{L}])`, "u"));

/** Visible text and labelling attributes of <main>, leaving out what is marked English. */
async function mainInterfaceText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [];
    const main = document.querySelector("main")!;
    // A passage marked English inside the page (a quote), not the document's own language.
    const english = (el: Element) => el.closest("main [lang]")?.getAttribute("lang")?.startsWith("en") ?? false;
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node: Node | null = main; node; node = walker.nextNode()) {
      const el = node instanceof Element ? node : node.parentElement;
      if (!el || english(el)) continue;
      if (node instanceof Element) {
        for (const name of ["aria-label", "aria-valuetext", "title", "alt"]) {
          const value = node.getAttribute(name);
          if (value) parts.push(value);
        }
      } else {
        parts.push(node.textContent ?? "");
      }
    }
    return parts.join("\n");
  });
}

test.describe("the Swedish About, Portfolio and Services pages", () => {
  test("are in Swedish, with none of their English interface strings", async ({ page }) => {
    for (const path of PAGES) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator("html"), path).toHaveAttribute("lang", "sv");
      const text = await mainInterfaceText(page);
      for (const phrase of ENGLISH_INTERFACE) expect(text, `${path}: ${phrase}`).not.toMatch(phrase);
    }
  });

  test("whose English twins do show each of those strings (the list above is not stale)", async ({ page }) => {
    const texts: string[] = [];
    for (const path of PAGES.map((p) => p.replace(/^\/sv/, ""))) {
      await page.goto(path);
      texts.push(await mainInterfaceText(page));
    }
    const english = texts.join("\n");
    for (const phrase of ENGLISH_INTERFACE) expect(english, String(phrase)).toMatch(phrase);
  });

  for (const theme of ["dark", "light"] as const) {
    test(`pass axe in the ${theme} theme`, async ({ page }) => {
      await useStoredTheme(page, theme);
      for (const path of PAGES) {
        await page.goto(path);
        await waitForHydration(page);
        await test.step(path, () => expectNoAxeViolations(page));
      }
    });
  }
});

// The Swedish words for what the specification fixes (journey types, project categories and
// statuses), written out again rather than read from the messages, so a wrong word still fails.
const SV_TYPE: Record<string, string> = { work: "Anställning", freelance: "Frilans", education: "Utbildning" };
const SV_CATEGORY: Record<string, string> = { Railway: "Järnväg", "AI/ML": "AI/ML", Optimization: "Optimering" };
const SV_STATUS: Record<string, string> = { Production: "Produktion", Active: "Aktiv", Research: "Forskning", Completed: "Avslutad", Beta: "Beta" };

test.describe("/sv/about", () => {
  test("shows the Swedish bio, journey and skills, and the journey steps in Swedish", async ({ page }) => {
    await page.goto("/sv/about");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Om mig");
    await expect(page.getByRole("main")).toContainText(svSite.bio[0]!);

    const journey = page.getByRole("region", { name: "Erfarenhet och utbildning" });
    const progress = journey.getByRole("progressbar", { name: "Position i tidslinjen" });
    const previous = journey.getByRole("button", { name: "Bakåt" });
    const next = journey.getByRole("button", { name: "Framåt" });
    const title = journey.locator("#journey-details h3");
    await expect(journey.getByRole("list", { name: "Tidslinje" }).getByRole("button")).toHaveCount(svJourney.length);
    await expect(progress).toHaveAttribute("aria-valuetext", `1 av ${svJourney.length}`);
    await expect(previous).toBeDisabled();
    await expect(title).toHaveText(svJourney[0]!.title);
    await expect(journey.locator("#journey-details")).toContainText(SV_TYPE[svJourney[0]!.type]!);
    await expect(journey.locator("#journey-details")).toContainText("// resultat");

    if (svJourney.length > 1) {
      await next.click();
      await expect(progress).toHaveAttribute("aria-valuetext", `2 av ${svJourney.length}`);
      await expect(title).toHaveText(svJourney[1]!.title);
      await expect(journey.locator("#journey-details")).toContainText(SV_TYPE[svJourney[1]!.type]!);
      await expect(journey.getByText(`2 av ${svJourney.length}: ${svJourney[1]!.title}, ${svJourney[1]!.year}`)).toBeAttached();
      await journey.getByRole("list", { name: "Tidslinje" }).getByRole("button").last().click();
      await expect(journey.locator("#journey-details")).toContainText(SV_TYPE[svJourney.at(-1)!.type]!);
    }
    await expect(next).toBeDisabled();
    // Every entry in Swedish, none of the page's English words shown on the way.
    const text = await mainInterfaceText(page);
    for (const phrase of [...ENGLISH_INTERFACE, /Freelance|Education/]) expect(text).not.toMatch(phrase);

    const skills = page.getByRole("region", { name: "Kompetens" });
    await expect(skills.getByRole("heading", { level: 3 })).toHaveText(svSkills.map((c) => c.name));
  });
});

test.describe("/sv/portfolio", () => {
  test("filters by category with Swedish chips, counts and badges", async ({ page }) => {
    await page.goto("/sv/portfolio");
    await waitForHydration(page);
    const group = page.getByRole("group", { name: "Filtrera projekt efter kategori" });
    const cards = page.getByRole("list", { name: "Projekt" }).getByRole("article");
    const count = page.getByTestId("project-count");

    // All, then each category some project has, in the owner's order (content/filters.yaml).
    const present = projectCategories.filter((c) => svProjects.some((p) => p.category === c));
    await expect(group.getByRole("button")).toHaveText([/^Alla/, ...present.map((c) => new RegExp(`^${(SV_CATEGORY[c] ?? c).replace(/[/]/g, "\\/")}`))]);
    await expect(group.getByRole("button", { name: "Alla" })).toHaveAttribute("aria-pressed", "true");
    await expect(cards).toHaveCount(svProjects.length);
    await expect(count.locator("..")).toHaveText(`${svProjects.length} projekt`);
    await expect(cards.first()).toContainText(svProjects[0]!.title);
    await expect(cards.first()).toContainText(SV_STATUS[svProjects[0]!.status]!);

    // The first project's category (Järnväg in the samples).
    const word = SV_CATEGORY[svProjects[0]!.category]!;
    await group.getByRole("button", { name: word, exact: true }).click();
    const railway = svProjects.filter((p) => p.category === svProjects[0]!.category);
    await expect(cards).toHaveCount(railway.length);
    await expect(count.locator("..")).toHaveText(`${railway.length} projekt i kategorin ${word}`);
    for (const card of await cards.all()) await expect(card.getByText(word, { exact: true })).toBeVisible();

    const first = cards.first();
    await expect(first.getByRole("link", { name: `Kod: ${railway[0]!.title} på GitHub (öppnas i en ny flik)` })).toHaveAttribute(
      "href",
      railway[0]!.github,
    );
    await expect(first.getByText("// resultat i urval")).toBeVisible();
  });

  test("takes the same ?category= link as the English page", async ({ page }) => {
    await page.goto("/sv/portfolio?category=Optimization");
    await waitForHydration(page);
    const group = page.getByRole("group", { name: "Filtrera projekt efter kategori" });
    await expect(group.getByRole("button", { name: "Optimering" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("list", { name: "Projekt" }).getByRole("article")).toHaveCount(
      svProjects.filter((p) => p.category === "Optimization").length,
    );
  });

  test("its call to action leads to the Swedish contact and services pages", async ({ page }) => {
    await page.goto("/sv/portfolio");
    const cta = page.getByRole("region", { name: "Har ni ett liknande problem?" });
    await expect(cta.getByText("// nästa steg")).toBeVisible();
    await expect(cta.getByRole("link", { name: "Starta ett uppdrag" })).toHaveAttribute("href", "/sv/contact");
    await expect(cta.getByRole("link", { name: "Se tjänsterna" })).toHaveAttribute("href", "/sv/services");
  });
});

test.describe("/sv/services", () => {
  test("shows the Swedish services, process and testimonials, the quotes kept in English and marked so", async ({ page }) => {
    await page.goto("/sv/services");
    const offer = page.getByRole("region", { name: "Mitt erbjudande" });
    await expect(offer.getByRole("heading", { level: 3 })).toHaveText(svServices.map((s) => s.title));
    await expect(offer.getByText("// kontakta mig direkt").first()).toBeVisible();

    const process = page.getByRole("region", { name: "Arbetsgång" });
    await expect(process.getByRole("heading", { level: 3 })).toHaveText(svSteps.map((s) => `Steg ${s.step}: ${s.title}`));
    await expect(process).toContainText(`Tidsåtgång: ${svSteps[0]!.duration}`);

    const quotes = page.getByRole("region", { name: "Kundomdömen" }).locator("blockquote");
    await expect(quotes).toHaveCount(svTestimonials.length);
    for (const [i, quote] of (await quotes.all()).entries()) {
      await expect(quote).toHaveAttribute("lang", "en");
      await expect(quote).toHaveText(enTestimonials[i]!.content);
    }
    if (svTestimonials.length > 0) await expect(page.getByRole("region", { name: "Kundomdömen" })).toContainText(svTestimonials[0]!.role);

    const cta = page.getByRole("region", { name: "Redo att sätta igång?" });
    await expect(cta).toContainText(`Boka ett samtal via ${site.marketplaceName}`);
    await expect(cta.getByRole("link", { name: "Boka ett samtal (öppnas i en ny flik)" })).toHaveAttribute("href", site.marketplaceUrl);
    await expect(cta.getByRole("link", { name: "Se projekten" })).toHaveAttribute("href", "/sv/portfolio");
    await expect(cta.getByRole("link", { name: /^Ladda ner CV / })).toHaveAttribute("href", "/sv/cv.pdf");
  });

  test("the English page has no lang mark on its quotes", async ({ page }) => {
    await page.goto("/services");
    const quotes = page.getByRole("region", { name: "Client Testimonials" }).locator("blockquote");
    await expect(quotes).toHaveCount(enTestimonials.length);
    for (const quote of await quotes.all()) expect(await quote.getAttribute("lang")).toBeNull();
  });
});

test.describe("the Swedish CV", () => {
  test("/sv/cv.pdf is an inline PDF of 1–2 A4 pages, in Swedish, from the Swedish content", async ({ request }) => {
    const res = await request.get("/sv/cv.pdf");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("application/pdf");
    expect(res.headers()["content-disposition"]).toBe(`inline; filename="${fileName}"`);

    const pdf = await readPdf(await res.body());
    expect(pdf.pages).toBeGreaterThanOrEqual(1);
    expect(pdf.pages).toBeLessThanOrEqual(2);
    expect(pdf.pageSizes.every(isA4)).toBe(true);
    expect(pdf.language).toBe("sv");
    expect(pdf.author).toBe(site.ownerName);
    const letters = pdf.text.replace(/\s+/g, "");
    for (const heading of ["PROFIL", "ERFARENHETOCHUTBILDNING", "PROJEKTIURVAL", "KOMPETENS", "TJÄNSTER"]) expect(letters).toContain(heading);
    for (const text of [svSite.role, svSite.availability, svCv.profile.slice(0, 40)]) expect(pdf.text).toContain(text);
    for (const entry of svJourney) expect(pdf.text).toContain(entry.title);
    for (const project of selectProjects(svProjects, svCv.projectIds ?? []).projects) expect(pdf.text).toContain(project.title);
    expect(pdf.links).toEqual(expect.arrayContaining([`mailto:${site.email}`, `${site.siteUrl}/sv`]));
  });

  test("static hosts get its type and file name through _headers", () => {
    const headers = readFileSync(join(client, "_headers"), "utf8");
    expect(headers).toContain(`/sv/cv.pdf\n  Content-Type: application/pdf\n  Content-Disposition: inline; filename="${fileName}"`);
  });

  test("/sv/about offers it in Swedish with its sv-SE size, and it downloads under the owner's name", async ({ page, request }) => {
    const bytes = (await (await request.get("/sv/cv.pdf")).body()).length;
    await page.goto("/sv/about");
    await waitForHydration(page);
    const link = page.getByRole("main").getByRole("link", { name: /^Ladda ner CV \(PDF, \d+(,\d)?\s[kM]B\)$/ });
    await expect(link).toHaveText(`Ladda ner CV (PDF, ${formatFileSize(bytes, "sv")})`);
    await expect(link).toHaveAttribute("href", "/sv/cv.pdf");
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe(fileName);
  });
});
