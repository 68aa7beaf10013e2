import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { loadOwnerData } from "../app/lib/content/data.server";
import { site } from "../app/lib/content/site";
import { services } from "../app/lib/content/services";
import { projectCategories } from "../app/lib/content/project";
import { loadProjectsSync } from "../app/lib/content/projects.server";
import { LOCALES, at, escapeRegExp, wordsOf } from "./locales";

// What the pages show, read from the content: the owner's own entries change the numbers, not the tests.
const projects = loadProjectsSync("en");

const PAGES = ["/about", "/portfolio", "/services", "/contact"] as const;

/** Prerendered HTML is visible before React attaches its handlers; clicks must wait for that. */
async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return !!main && Object.keys(main).some((k) => k.startsWith("__reactFiber"));
  });
}

async function expectNewTab(link: Locator) {
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", /(?=.*\bnoopener\b)(?=.*\bnoreferrer\b)/);
}

/** A category or status in a language's words (an owner's own category as written). */
const slugOf = (name: string) => name.toLowerCase().replace(/\W+/g, "_");

// About, Portfolio and Services in each language (issue 57 merged e2e/sv-pages.spec.ts in): the
// words from the language's catalogue, the entries from its content.
for (const locale of LOCALES) {
  const t = wordsOf(locale);
  const owner = loadOwnerData(locale);
  const own = loadProjectsSync(locale);
  const category = (c: string) => t.or(`portfolio_category_${slugOf(c)}`, c);

  test.describe(`About (${locale})`, () => {
    test("the bio, the journey stepped through with its ends disabled and the progress bar following, and the skills", async ({ page }) => {
      const { journey } = owner;
      await gotoHydrated(page, at(locale, "/about"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(owner.pageTexts["/about"]!.heading);
      await expect(page.getByRole("main")).toContainText(owner.site.bio[0]!);
      const journeyRegion = page.getByRole("region", { name: t("about_journey_title") });
      const progress = journeyRegion.getByRole("progressbar", { name: t("about_journey_progress") });
      const prev = journeyRegion.getByRole("button", { name: t("about_journey_previous") });
      const next = journeyRegion.getByRole("button", { name: t("about_journey_next") });
      const details = journeyRegion.locator("#journey-details");
      const title = details.locator("h3");
      const entries = journeyRegion.getByRole("list", { name: t("about_journey_entries") }).getByRole("button");
      const last = journey.length;
      const expectEntry = async (i: number) => {
        await expect(progress).toHaveAttribute("aria-valuenow", String(i + 1));
        await expect(progress).toHaveAttribute("aria-valuetext", t("about_journey_position", { index: i + 1, total: last }));
        await expect(title).toHaveText(journey[i]!.title);
        await expect(details).toContainText(t(`about_journey_type_${journey[i]!.type}`));
        await expect(entries.nth(i)).toHaveAttribute("aria-current", "step");
      };

      await expect(page.getByRole("region", { name: t("about_skills_title") }).getByRole("heading", { level: 3 })).toHaveText(
        owner.skillCategories.map((c) => c.name),
      );
      await expect(entries).toHaveCount(last);
      await expect(progress).toHaveAttribute("aria-valuemin", "1");
      await expect(progress).toHaveAttribute("aria-valuemax", String(last));
      await expectEntry(0);
      await expect(prev).toBeDisabled();
      if (journey[0]!.achievements?.length) await expect(details).toContainText(t("about_journey_achievements"));
      test.skip(last < 2, "the journey has one entry: there is nothing to step to");

      await expect(next).toBeEnabled();
      for (let i = 1; i < last; i++) {
        await next.click();
        await expectEntry(i);
      }
      await expect(journeyRegion.getByText(t("about_journey_announce", { index: last, total: last, title: journey[last - 1]!.title, year: journey[last - 1]!.year }))).toBeAttached();
      await expect(next).toBeDisabled();
      await expect(prev).toBeEnabled();
      await expect(journeyRegion).toContainText(journey[last - 1]!.company);

      await prev.click();
      await expectEntry(last - 2);
      await expect(journeyRegion).toContainText(journey[last - 2]!.company);

      // Any entry can be picked directly.
      await entries.nth(1).click();
      await expectEntry(1);
      await expect(details).toContainText(journey[1]!.location);
      await entries.nth(0).click();
      await expect(prev).toBeDisabled();
    });
  });

  test.describe(`Portfolio (${locale})`, () => {
    // A category without a project has no chip; All first, then the owner's order (content/filters.yaml).
    const FILTERS = [
      { name: "All", label: t("portfolio_filter_all"), count: own.length },
      ...projectCategories
        .map((name) => ({ name, label: category(name), count: own.filter((p) => p.category === name).length }))
        .filter((f) => f.count > 0),
    ];
    const countText = (n: number, label?: string) =>
      `${n} ${t("portfolio_count_unit", { count: n })}${label ? ` ${t("portfolio_count_in", { category: label })}` : ""}`;

    test("each filter chip shows exactly its category, and the count agrees with the cards", async ({ page }) => {
      await gotoHydrated(page, at(locale, "/portfolio"));
      const group = page.getByRole("group", { name: t("portfolio_filter_group") });
      const cards = page.getByRole("list", { name: t("portfolio_projects_list") }).getByRole("article");
      const count = page.getByTestId("project-count").locator("..");

      await expect(group.getByRole("button")).toHaveText(FILTERS.map((f) => new RegExp(`^${escapeRegExp(f.label)}`)));
      await expect(group.getByRole("button", { name: t("portfolio_filter_all") })).toHaveAttribute("aria-pressed", "true");
      await expect(cards).toHaveCount(own.length);
      await expect(count).toHaveText(countText(own.length));

      for (const filter of [...FILTERS.slice(1), FILTERS[0]!]) {
        await group.getByRole("button", { name: filter.label, exact: true }).click();
        for (const other of FILTERS) {
          await expect(group.getByRole("button", { name: other.label, exact: true })).toHaveAttribute("aria-pressed", String(other === filter));
        }
        await expect(cards).toHaveCount(filter.count);
        await expect(count).toHaveText(countText(filter.count, filter.name === "All" ? undefined : filter.label));
        if (filter.name !== "All") {
          for (const card of await cards.all()) await expect(card.getByText(filter.label, { exact: true })).toBeVisible();
        }
      }
    });

    test("a ?category= link selects its category, by the content's own name in every language", async ({ page }) => {
      const first = own[0]!.category;
      await gotoHydrated(page, at(locale, `/portfolio?category=${encodeURIComponent(first)}`));
      const group = page.getByRole("group", { name: t("portfolio_filter_group") });
      await expect(group.getByRole("button", { name: category(first), exact: true })).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByRole("list", { name: t("portfolio_projects_list") }).getByRole("article")).toHaveCount(
        own.filter((p) => p.category === first).length,
      );
    });

    test("cards have their status in words, a Code link to the repository in a new tab, and Demo links where there are demos", async ({ page }) => {
      await page.goto(at(locale, "/portfolio"));
      const cards = page.getByRole("list", { name: t("portfolio_projects_list") }).getByRole("article");
      await expect(cards).toHaveCount(own.length);
      for (const [i, project] of own.entries()) {
        const card = cards.nth(i);
        await expect(card).toContainText(project.title);
        // Its status in words (its colour is statusTone's, unit-tested in
        // app/features/portfolio/filter.test.ts; its contrast is axe's, in both themes).
        await expect(card.getByText(t(`portfolio_status_${slugOf(project.status)}`), { exact: true })).toBeVisible();
        const code = card.getByRole("link", { name: t("portfolio_card_code_label", { title: project.title }) });
        await expect(code).toHaveAttribute("href", project.github);
        await expect(code).toHaveAttribute("href", /^https:\/\/github\.com\/[\w-]+\/[\w-]+$/);
        await expectNewTab(code);
      }
      await expect(page.getByRole("link", { name: new RegExp(`^${escapeRegExp(t("portfolio_card_demo"))}`) })).toHaveCount(own.filter((p) => p.demo).length);
      if (own.some((p) => p.results?.length)) await expect(page.getByText(t("portfolio_card_results")).first()).toBeVisible();
    });

    test("the closing call to action leads to the contact and services pages of its language", async ({ page }) => {
      await gotoHydrated(page, at(locale, "/portfolio"));
      const cta = page.getByRole("region", { name: t("portfolio_cta_title") });
      await expect(cta.getByText(t("portfolio_cta_caption"))).toBeVisible();
      await expect(cta.getByRole("link", { name: t("portfolio_cta_services") })).toHaveAttribute("href", at(locale, "/services"));
      await cta.getByRole("link", { name: t("portfolio_cta_start") }).click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(at(locale, "/contact"))}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(owner.pageTexts["/contact"]!.heading);
    });
  });

  test.describe(`Services (${locale})`, () => {
    test("the services, the process with its steps and durations, the testimonials, and the call to action", async ({ page }) => {
      await gotoHydrated(page, at(locale, "/services"));
      const offer = page.getByRole("region", { name: t("services_offer_title") });
      await expect(offer.getByRole("heading", { level: 3 })).toHaveText(owner.services.map((s) => s.title));
      if (owner.services.some((s) => s.contact.type === "work")) await expect(offer.getByText(t("services_contact_directly")).first()).toBeVisible();

      const process = page.getByRole("region", { name: t("services_process_title") });
      await expect(process.getByRole("heading", { level: 3 })).toHaveText(owner.processSteps.map((s) => `${t("services_step", { step: s.step })}${s.title}`));
      const steps = process.getByRole("listitem");
      await expect(steps).toHaveCount(owner.processSteps.length);
      for (const [i, step] of owner.processSteps.entries()) await expect(steps.nth(i)).toContainText(`${t("services_duration")}${step.duration}`);

      // A quote the language's file does not translate is kept as said, marked as English.
      const testimonials = page.getByRole("region", { name: t("services_testimonials_title") });
      await expect(testimonials.getByRole("figure")).toHaveCount(owner.testimonials.length);
      const quotes = testimonials.locator("blockquote");
      for (const [i, testimonial] of owner.testimonials.entries()) {
        await expect(quotes.nth(i)).toHaveText(testimonial.content);
        if (testimonial.lang) await expect(quotes.nth(i)).toHaveAttribute("lang", testimonial.lang);
        else expect(await quotes.nth(i).getAttribute("lang")).toBeNull();
        await expect(testimonials).toContainText(testimonial.role);
      }

      const cta = page.getByRole("region", { name: t("services_cta_title") });
      await expect(cta).toContainText(t("services_cta_text", { marketplace: owner.site.marketplaceName }));
      const schedule = cta.getByRole("link", { name: new RegExp(`^${escapeRegExp(t("services_cta_consultation"))}`) });
      await expect(schedule).toHaveAttribute("href", owner.site.marketplaceUrl);
      await expectNewTab(schedule);
      await expect(cta.getByRole("link", { name: new RegExp(`^${escapeRegExp(t("cv_download"))} `) })).toHaveAttribute("href", at(locale, "/cv.pdf"));
      await cta.getByRole("link", { name: t("services_cta_portfolio") }).click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(at(locale, "/portfolio"))}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(owner.pageTexts["/portfolio"]!.heading);
    });
  });
}

test.describe("Portfolio (language apart)", () => {
  for (const { width, columns } of [
    { width: 390, columns: 1 },
    { width: 900, columns: 2 },
    { width: 1600, columns: 3 },
  ]) {
    test(`the grid has ${columns} column(s) at ${width} px and never scrolls sideways`, async ({ page }) => {
      test.skip(projects.length < columns, `fewer projects than ${columns} columns`);
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/portfolio");
      const list = page.getByRole("list", { name: "Projects" });
      await expect(list.getByRole("listitem").first()).toBeVisible();
      const tops = await list.locator(":scope > li").evaluateAll((items) =>
        items.slice(0, 6).map((li) => Math.round(li.getBoundingClientRect().top)),
      );
      const firstRow = tops.filter((t) => t === tops[0]).length;
      expect(firstRow).toBe(columns);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }

});

test.describe("Services (language apart)", () => {
  test("a card per service with its features and a work or marketplace contact", async ({ page }) => {
    await page.goto("/services");
    const cards = page.getByRole("region", { name: "What I Offer" }).getByRole("article");
    await expect(cards).toHaveCount(services.length);
    for (const [i, card] of (await cards.all()).entries()) {
      await expect(card.getByRole("heading").first()).toHaveText(services[i]!.title);
      await expect(card.getByRole("list").first().getByRole("listitem")).toHaveCount(services[i]!.features.length);
      const mail = card.locator('a[href^="mailto:"]');
      if ((await mail.count()) > 0) {
        await expect(mail).toHaveAttribute("href", `mailto:${site.email}`);
        await expect(card.locator('a[href^="tel:"]')).toHaveAttribute("href", `tel:${site.phone.replace(/[^\d+]/g, "")}`);
        await expectNewTab(mail);
        await expectNewTab(card.locator('a[href^="tel:"]'));
      } else {
        const order = card.getByRole("link", { name: /^Order on/ });
        await expect(order).toHaveAttribute("href", /^https:\/\//);
        await expectNewTab(order);
      }
    }
  });

});

/**
 * The English interface of the Swedish About, Portfolio and Services pages (issue 36), whole
 * words (so "Alla" is not "All" and "workshoppar" is not "Work"): every English message of the
 * three pages' catalogues that Swedish words differently, cut at its placeholders. A quote
 * marked `lang="en"` is left out of the check.
 */
function englishInterface(): RegExp[] {
  const phrases = new Set<string>();
  const sv = wordsOf("sv");
  for (const area of ["about", "portfolio", "services"]) {
    const read = (lang: string) => JSON.parse(readFileSync(`messages/${area}/${lang}.json`, "utf8")) as Record<string, unknown>;
    const [en, svTexts] = [read("en"), read("sv")];
    for (const [key, text] of Object.entries(en)) {
      if (typeof text !== "string" || text === svTexts[key]) continue;
      for (const piece of text.split(/\{\w+\}/)) if (piece.trim().length > 2) phrases.add(piece.trim());
    }
  }
  phrases.add(wordsOf("en")("cv_download"));
  // The statuses and categories the owner's projects have, where Swedish words them differently.
  for (const p of projects) {
    if (sv.or(`portfolio_status_${slugOf(p.status)}`, p.status) !== p.status) phrases.add(p.status);
    if (sv.or(`portfolio_category_${slugOf(p.category)}`, p.category) !== p.category) phrases.add(p.category);
  }
  return [...phrases].map((phrase) => new RegExp(`(^|[^\\p{L}/])${escapeRegExp(phrase)}(?![\\p{L}])`, "u"));
}

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

test("the Swedish About (every journey entry shown), Portfolio and Services pages show none of their English interface", async ({ page }) => {
  const phrases = englishInterface();
  for (const path of ["/sv/about", "/sv/portfolio", "/sv/services"]) {
    await page.goto(path);
    await waitForHydration(page);
    let text = await mainInterfaceText(page);
    if (path === "/sv/about") {
      // Every entry's details, in turn.
      const next = page.getByRole("button", { name: wordsOf("sv")("about_journey_next") });
      while (await next.isEnabled()) {
        await next.click();
        text += await mainInterfaceText(page);
      }
    }
    // The editor's file names ("// services.ts") are names, not English.
    text = text.replace(/[\w-]+\.(js|ts|json|md)\b/g, "");
    for (const phrase of phrases) expect(text, `${path}: ${phrase}`).not.toMatch(phrase);
  }
});

test.describe("all four pages", () => {
  for (const path of PAGES) {
    test(`${path}: every new-tab link has rel="noopener noreferrer", every outside link opens a new tab`, async ({ page }) => {
      await page.goto(path);
      const newTab = await page.locator('a[target="_blank"]').all();
      const outside = await page.locator('main a[href^="http"], main a[href^="mailto:"]').all();
      // The new-tab links are the outside ones, counted on their own (none on a page without any).
      const everyOutside = await page.locator('a[href^="http"], a[href^="mailto:"], a[href^="tel:"]').count();
      expect(newTab.length).toBe(everyOutside);
      for (const link of newTab) {
        await expect(link).toHaveAttribute("rel", /(?=.*\bnoopener\b)(?=.*\bnoreferrer\b)/);
      }
      for (const link of outside) {
        await expectNewTab(link);
      }
    });
  }
});
