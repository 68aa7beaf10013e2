import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { site } from "../app/lib/content/site";
import { journey } from "../app/lib/content/journey";
import { skillCategories } from "../app/lib/content/skills";
import { processSteps, services, testimonials } from "../app/lib/content/services";
import { projectCategories } from "../app/lib/content/project";
import { loadProjectsSync } from "../app/lib/content/projects.server";

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

test.describe("About: journey", () => {
  test("steps through the entries, with the ends disabled and the progress bar following", async ({ page }) => {
    await gotoHydrated(page, "/about");
    const journeyRegion = page.getByRole("region", { name: "Journey" });
    const progress = journeyRegion.getByRole("progressbar", { name: "Journey progress" });
    const prev = journeyRegion.getByRole("button", { name: "Previous" });
    const next = journeyRegion.getByRole("button", { name: "Next" });
    const title = journeyRegion.locator("#journey-details h3");
    const entries = journeyRegion.getByRole("list", { name: "Journey entries" }).getByRole("button");
    const last = journey.length;

    await expect(entries).toHaveCount(last);
    await expect(progress).toHaveAttribute("aria-valuemin", "1");
    await expect(progress).toHaveAttribute("aria-valuemax", String(last));
    await expect(progress).toHaveAttribute("aria-valuenow", "1");
    await expect(prev).toBeDisabled();
    await expect(title).toHaveText(journey[0]!.title);
    await expect(entries.nth(0)).toHaveAttribute("aria-current", "step");
    test.skip(last < 2, "the journey has one entry: there is nothing to step to");

    await expect(next).toBeEnabled();
    for (let i = 2; i <= last; i++) {
      await next.click();
      await expect(progress).toHaveAttribute("aria-valuenow", String(i));
      await expect(title).toHaveText(journey[i - 1]!.title);
      await expect(entries.nth(i - 1)).toHaveAttribute("aria-current", "step");
    }
    await expect(next).toBeDisabled();
    await expect(prev).toBeEnabled();
    await expect(journeyRegion).toContainText(journey[last - 1]!.company);

    await prev.click();
    await expect(progress).toHaveAttribute("aria-valuenow", String(last - 1));
    await expect(journeyRegion).toContainText(journey[last - 2]!.company);

    // Any entry can be picked directly.
    await entries.nth(1).click();
    await expect(progress).toHaveAttribute("aria-valuenow", "2");
    await expect(title).toHaveText(journey[1]!.title);
    await expect(journeyRegion.locator("#journey-details")).toContainText(journey[1]!.location);
    await entries.nth(0).click();
    await expect(prev).toBeDisabled();
  });

  test("shows the skill categories", async ({ page }) => {
    await page.goto("/about");
    const skills = page.getByRole("region", { name: "Skills" });
    await expect(skills.getByRole("heading", { level: 3 })).toHaveText(skillCategories.map((c) => c.name));
  });
});

test.describe("Portfolio", () => {
  // A category without a project has no chip.
  const FILTERS = [
    ...projectCategories.map((name) => ({ name, count: projects.filter((p) => p.category === name).length })).filter((f) => f.count > 0),
    { name: "All", count: projects.length },
  ];

  test("each filter chip shows exactly its category, and the count agrees with the cards", async ({ page }) => {
    await gotoHydrated(page, "/portfolio");
    const group = page.getByRole("group", { name: "Filter projects by category" });
    const cards = page.getByRole("list", { name: "Projects" }).getByRole("article");
    const count = page.getByTestId("project-count");

    await expect(group.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
    await expect(cards).toHaveCount(projects.length);
    await expect(count).toHaveText(String(projects.length));

    for (const filter of FILTERS) {
      await group.getByRole("button", { name: filter.name, exact: true }).click();
      for (const other of FILTERS) {
        await expect(group.getByRole("button", { name: other.name, exact: true })).toHaveAttribute(
          "aria-pressed",
          String(other.name === filter.name),
        );
      }
      await expect(cards).toHaveCount(filter.count);
      await expect(count).toHaveText(String(filter.count));
      if (filter.name !== "All") {
        for (const card of await cards.all()) {
          await expect(card.getByText(filter.name, { exact: true })).toBeVisible();
        }
      }
    }
  });

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

  test("cards have a status badge, a Code link to the repository in a new tab and no Demo", async ({ page }) => {
    await page.goto("/portfolio");
    const cards = page.getByRole("list", { name: "Projects" }).getByRole("article");
    await expect(cards).toHaveCount(projects.length);
    const codeLinks = page.getByRole("link", { name: /^Code:/ });
    await expect(codeLinks).toHaveCount(projects.length);
    for (const link of await codeLinks.all()) {
      await expect(link).toHaveAttribute("href", /^https:\/\/github\.com\/[\w-]+\/[\w-]+$/);
      await expectNewTab(link);
    }
    await expect(page.getByRole("link", { name: /^Demo/ })).toHaveCount(projects.filter((p) => p.demo).length);
    // Status colours: Production green, Active blue, Research purple, others neutral; each on
    // the first card that has it.
    const COLOUR = { Production: /text-success/, Active: /text-info/, Research: /text-purple/, Completed: /text-muted-foreground/ } as const;
    for (const [status, colour] of Object.entries(COLOUR)) {
      const index = projects.findIndex((p) => p.status === status);
      if (index >= 0) await expect(cards.nth(index).getByText(status, { exact: true })).toHaveClass(colour);
    }
  });

  test("the closing call to action leads to /contact and /services", async ({ page }) => {
    await gotoHydrated(page, "/portfolio");
    await page.getByRole("link", { name: "Start Project" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact");
    await gotoHydrated(page, "/portfolio");
    await page.getByRole("link", { name: "View Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Services");
  });
});

test.describe("Services", () => {
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

  test("the development process has its steps with their durations, and the testimonials", async ({ page }) => {
    await page.goto("/services");
    const steps = page.getByRole("region", { name: "Development Process" }).getByRole("listitem");
    await expect(steps).toHaveCount(processSteps.length);
    for (const [i, step] of processSteps.entries()) {
      await expect(steps.nth(i)).toContainText(step.duration);
    }
    await expect(page.getByRole("region", { name: "Client Testimonials" }).getByRole("figure")).toHaveCount(testimonials.length);
  });

  test("the closing call to action: Schedule Consultation opens the marketplace in a new tab, View Portfolio goes to /portfolio", async ({
    page,
  }) => {
    await gotoHydrated(page, "/services");
    const schedule = page.getByRole("link", { name: /^Schedule Consultation/ });
    await expect(schedule).toHaveAttribute("href", site.marketplaceUrl);
    await expectNewTab(schedule);
    await page.getByRole("link", { name: "View Portfolio" }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Portfolio");
  });
});

test.describe("Contact", () => {
  test("Quick Connect, Availability and Response Time", async ({ page }) => {
    await page.goto("/contact");
    const quick = page.getByRole("region", { name: "Quick Connect" });
    await expect(quick.getByRole("link", { name: /Email/ })).toHaveAttribute("href", `mailto:${site.email}`);
    await expectNewTab(quick.getByRole("link", { name: /Email/ }));
    for (const [name, href] of [
      ["GitHub", site.github],
      ["LinkedIn", site.linkedin],
    ] as const) {
      const link = quick.getByRole("link", { name: new RegExp(name) });
      await expect(link).toHaveAttribute("href", href);
      await expectNewTab(link);
    }
    await expect(quick).toContainText("Location");
    await expect(quick).toContainText(site.location);

    const availability = page.getByRole("region", { name: "Availability" });
    await expect(availability.getByRole("listitem")).toHaveText(["Remote", "Consultation", "Long-term"]);

    const response = page.getByRole("region", { name: "Response Time" });
    await expect(response.getByRole("definition")).toHaveText(["Under 24 hours", "1-3 days", "Same day"]);
  });
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
