import type { Page } from "@playwright/test";
import { caseStudyPath } from "../app/lib/content/project";
import { caseStudies, loadProjectsSync } from "../app/lib/content/projects.server";
import { site } from "../app/lib/content/site";
import { decodeScenario } from "../app/lib/capacity/codec";
import { validateScenario } from "../app/lib/capacity/validate";
import { type Locale, localizePath } from "../app/lib/i18n/locale";
import { expect, expectNoAxeViolations, test, useStoredTheme, waitForHydration } from "./fixtures";

// Case studies (issue 49): every expectation comes from content/projects, in both languages.
const LANGS = ["en", "sv"] as const satisfies readonly Locale[];
const RESULT = { en: /^(Results?|Outcome)$/, sv: /^Resultat$/ } as const;
const PROJECTS_LIST = { en: "Projects", sv: "Projekt" } as const;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const studiesOf = (lang: Locale) => caseStudies(loadProjectsSync(lang));

/** The article's `##` headings (the call to action's heading is outside it). */
const sections = (page: Page) => page.getByRole("article").getByRole("heading", { level: 2 });

/** Whether the result section (from its h2 to the next) holds a figure with an image. */
async function resultHasFigure(page: Page, pattern: RegExp): Promise<boolean> {
  return page.getByRole("article").evaluate((article, source) => {
    const re = new RegExp(source);
    const heading = [...article.querySelectorAll("h2")].find((h) => re.test((h.textContent ?? "").replace(/^#/, "").trim()));
    for (let el = heading?.nextElementSibling; el && el.tagName !== "H2"; el = el.nextElementSibling) {
      if (el.matches("figure") && el.querySelector("img")) return true;
    }
    return false;
  }, pattern.source);
}

for (const lang of LANGS) {
  const studies = studiesOf(lang);
  const portfolio = localizePath("/portfolio", lang);

  test.describe(`case studies (${lang})`, () => {
    test("the Portfolio links each case study from its card, and no other card", async ({ page }) => {
      await page.goto(portfolio);
      const cards = page.getByRole("list", { name: PROJECTS_LIST[lang] }).getByRole("article");
      await expect(cards).toHaveCount(loadProjectsSync(lang).length);
      for (const project of loadProjectsSync(lang)) {
        const links = page.getByRole("article", { name: project.title, exact: true }).locator(`a[href^="${portfolio}/"]`);
        if (project.caseStudy) await expect(links).toHaveAttribute("href", caseStudyPath(project.slug, lang));
        else await expect(links).toHaveCount(0);
      }
      expect(studies.length).toBeGreaterThan(0);
    });

    test("a card's link opens its case study, whose h1 is the card's title", async ({ page }) => {
      await page.goto(portfolio);
      await waitForHydration(page);
      const study = studies[0]!;
      const card = page.getByRole("article", { name: study.title, exact: true });
      const cardTitle = await card.getByRole("heading", { level: 3 }).textContent();
      await card.getByRole("link", { name: study.title, exact: true }).click();
      await expect(page).toHaveURL(caseStudyPath(study.slug, lang));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(cardTitle!);
      await expect(page.getByTestId("breadcrumb-file")).toHaveText(`${study.slug}.md`);
    });

    for (const study of studies) {
      test(`${study.slug}: sections, result figure, links, head and JSON-LD`, async ({ page }) => {
        const path = caseStudyPath(study.slug, lang);
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(study.title);
        expect(await sections(page).count()).toBeGreaterThanOrEqual(3);
        await expect(page.getByRole("article").getByRole("heading", { level: 2, name: RESULT[lang] })).toHaveCount(1);
        expect(await resultHasFigure(page, RESULT[lang])).toBe(true);
        // The chrome: portfolio.json's tab is the open one, the file is the case study's.
        await expect(page.getByRole("navigation", { name: /open files|öppna filer/i }).getByRole("link", { name: "portfolio.json" })).toHaveAttribute("aria-current", "page");
        await expect(page.getByTestId("breadcrumb-file")).toHaveText(`${study.slug}.md`);
        // The way on: contact, back to the portfolio, the other case studies.
        await expect(page.locator(`main a[href="${localizePath("/contact", lang)}"]`)).toHaveCount(1);
        await expect(page.locator(`main a[href="${portfolio}"]`).first()).toBeVisible();
        const i = studies.indexOf(study);
        for (const [rel, other] of [["prev", studies[i - 1]], ["next", studies[i + 1]]] as const) {
          await expect(page.locator(`a[rel="${rel}"]`)).toHaveCount(other ? 1 : 0);
          if (other) await expect(page.locator(`a[rel="${rel}"]`)).toHaveAttribute("href", caseStudyPath(other.slug, lang));
        }
        // The head: description, canonical, hreflang pairs, share card.
        const url = (p: string) => `${site.siteUrl}${p}`;
        await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", study.summary);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url(path));
        for (const [hreflang, target] of [["en", "en"], ["sv", "sv"], ["x-default", "en"]] as const) {
          await expect(page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute("href", url(caseStudyPath(study.slug, target)));
        }
        const image = await page.locator('meta[property="og:image"]').getAttribute("content");
        const card = await page.request.get(new URL(image!).pathname);
        expect(card.status()).toBe(200);
        expect(card.headers()["content-type"]).toMatch(/image\/png/);
        // JSON-LD: the project as a CreativeWork by the owner.
        const graphs = await page.locator('script[type="application/ld+json"]').evaluateAll((els) => els.map((el) => JSON.parse(el.textContent ?? "{}")));
        const nodes = graphs.flatMap((g: { "@graph"?: unknown[] }) => g["@graph"] ?? [g]) as Record<string, unknown>[];
        const work = nodes.find((n) => n["@type"] === "CreativeWork");
        expect(work).toMatchObject({ name: study.title, inLanguage: lang, author: { "@type": "Person", name: site.ownerName } });
        for (const tech of study.tech) expect(String(work!.keywords)).toContain(tech);
      });
    }

    test("a project without a case study, or an unknown slug, has no page: 404", async ({ page, consoleGuard }) => {
      consoleGuard.allow(/404 Error: User attempted to access non-existent route/, /status of 404/);
      // A project of the owner's without a case study, when one has none.
      const card = loadProjectsSync(lang).find((p) => !p.caseStudy);
      for (const slug of [...(card ? [card.slug] : []), "no-such-study"]) {
        const response = await page.goto(caseStudyPath(slug, lang));
        expect(response?.status()).toBe(404);
      }
    });

    test("each case study is in the sitemap, with its twin", async ({ request }) => {
      const sitemap = await (await request.get("/sitemap.xml")).text();
      for (const study of studies) {
        expect(sitemap).toContain(`<loc>${site.siteUrl}${caseStudyPath(study.slug, lang)}</loc>`);
      }
    });

    test("a railway case study opens its own line in the lab", async ({ page }) => {
      const study = studies.find((s) => s.labScenario !== undefined);
      test.skip(!study, "no case study names a railway line (`lab:` in its front matter)");
      const checked = validateScenario(study!.labScenario);
      if (!checked.ok) throw new Error(`${study!.file}: the lab does not accept its scenario`);
      await page.goto(caseStudyPath(study!.slug, lang));
      // The page's own link, and its live figure's (its ```lab block): both open that line.
      const links = page.locator(`main a[href^="${localizePath("/lab", lang)}#"]`);
      await expect(links.first()).toBeVisible();
      const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) expect(decodeScenario(href.slice(href.indexOf("#")))).toEqual({ ok: true, value: checked.value });
      const link = links.first();
      await waitForHydration(page);
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${localizePath("/lab", lang)}#v1\\.`));
      await expect(page.getByRole("heading", { name: new RegExp(escapeRegExp(checked.value.name)) })).toBeVisible();
      await expect(page.getByText(checked.value.line.stations.at(-1)!.name).first()).toBeVisible();
      // A move inside the page (issue 60), not a document load.
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    });

    test("the palette finds a case study by its title", async ({ page }) => {
      const study = studies.at(-1)!;
      await page.goto(localizePath("/about", lang));
      await waitForHydration(page);
      await page.keyboard.press("Control+p");
      const palette = page.getByRole("dialog");
      await palette.getByRole("combobox").fill(study.title);
      const option = palette.getByRole("option", { name: new RegExp(`^${lang === "sv" ? "Fallstudie" : "Case study"}: ${escapeRegExp(study.title)}`) });
      await option.click();
      await expect(page).toHaveURL(caseStudyPath(study.slug, lang));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(study.title);
    });

    test("a case study is whole without JavaScript", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const study = studies[0]!;
      await page.goto(caseStudyPath(study.slug, lang));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(study.title);
      expect(await sections(page).count()).toBeGreaterThanOrEqual(3);
      expect(await resultHasFigure(page, RESULT[lang])).toBe(true);
      await expect(page.getByRole("article").locator("figure img").first()).toHaveJSProperty("complete", true);
      await page.locator(`main a[href="${portfolio}"]`).first().click();
      await expect(page).toHaveURL(portfolio);
      await context.close();
    });

    // In English: each Swedish route is swept by axe in e2e/languages.spec.ts, and the words are
    // all that differ here (issue 57: the Swedish runs added an axe run each and found nothing more).
    for (const theme of lang === "en" ? (["dark", "light"] as const) : []) {
      test(`a case study has no axe violations in the ${theme} theme`, async ({ page }) => {
        await useStoredTheme(page, theme);
        await page.goto(caseStudyPath(studies[0]!.slug, lang));
        await waitForHydration(page);
        await expectNoAxeViolations(page);
      });
    }
  });
}
