import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { site } from "../app/lib/content/site";

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
  test("steps through the four entries, with the ends disabled and the progress bar following", async ({ page }) => {
    await gotoHydrated(page, "/about");
    const journey = page.getByRole("region", { name: "Journey" });
    const progress = journey.getByRole("progressbar", { name: "Journey progress" });
    const prev = journey.getByRole("button", { name: "Previous" });
    const next = journey.getByRole("button", { name: "Next" });
    const title = journey.locator("#journey-details h3");
    const entries = journey.getByRole("list", { name: "Journey entries" }).getByRole("button");

    await expect(entries).toHaveCount(4);
    await expect(progress).toHaveAttribute("aria-valuemin", "1");
    await expect(progress).toHaveAttribute("aria-valuemax", "4");
    await expect(progress).toHaveAttribute("aria-valuenow", "1");
    await expect(prev).toBeDisabled();
    await expect(next).toBeEnabled();
    await expect(title).toHaveText("Capacity Analyst, Railway");
    await expect(entries.nth(0)).toHaveAttribute("aria-current", "step");

    const titles = ["Capacity Analyst, Railway", "Self-employed Consultant & Developer", /Master's Student/, /Master's Student/];
    for (let i = 2; i <= 4; i++) {
      await next.click();
      await expect(progress).toHaveAttribute("aria-valuenow", String(i));
      await expect(title).toHaveText(titles[i - 1]!);
      await expect(entries.nth(i - 1)).toHaveAttribute("aria-current", "step");
    }
    await expect(next).toBeDisabled();
    await expect(prev).toBeEnabled();
    await expect(journey).toContainText("A Finnish university in Helsinki");

    await prev.click();
    await expect(progress).toHaveAttribute("aria-valuenow", "3");
    await expect(journey).toContainText("A Stockholm technical university");

    // Any entry can be picked directly.
    await entries.nth(1).click();
    await expect(progress).toHaveAttribute("aria-valuenow", "2");
    await expect(title).toHaveText("Self-employed Consultant & Developer");
    await expect(journey.locator("#journey-details")).toContainText("Remote");
    await entries.nth(0).click();
    await expect(prev).toBeDisabled();
  });

  test("shows the six skill categories", async ({ page }) => {
    await page.goto("/about");
    const skills = page.getByRole("region", { name: "Skills" });
    await expect(skills.getByRole("heading", { level: 3 })).toHaveText([
      "Optimization & AI",
      "Machine Learning & Generative AI",
      "Simulation & Modeling",
      "Frameworks & Tools",
      "Cloud & DevOps",
      "Data & Databases",
    ]);
  });
});

test.describe("Portfolio", () => {
  const FILTERS = [
    { name: "Railway", count: 6 },
    { name: "AI/ML", count: 6 },
    { name: "Optimization", count: 6 },
    { name: "All", count: 18 },
  ];

  test("each filter chip shows exactly its category, and the count agrees with the cards", async ({ page }) => {
    await gotoHydrated(page, "/portfolio");
    const group = page.getByRole("group", { name: "Filter projects by category" });
    const cards = page.getByRole("list", { name: "Projects" }).getByRole("article");
    const count = page.getByTestId("project-count");

    await expect(group.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
    await expect(cards).toHaveCount(18);
    await expect(count).toHaveText("18");

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
    await expect(cards).toHaveCount(18);
    const codeLinks = page.getByRole("link", { name: /^Code:/ });
    await expect(codeLinks).toHaveCount(18);
    for (const link of await codeLinks.all()) {
      await expect(link).toHaveAttribute("href", /^https:\/\/github\.com\/[\w-]+\/[\w-]+$/);
      await expectNewTab(link);
    }
    await expect(page.getByRole("link", { name: /^Demo/ })).toHaveCount(0);
    // Status colours: Production green, Active blue, Research purple, others neutral.
    const first = cards.first();
    await expect(first.getByText("Production", { exact: true })).toHaveClass(/text-success/);
    await expect(page.getByText("Active", { exact: true }).first()).toHaveClass(/text-info/);
    await expect(page.getByText("Research", { exact: true }).first()).toHaveClass(/text-purple/);
    await expect(page.getByText("Completed", { exact: true }).first()).toHaveClass(/text-muted-foreground/);
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
  test("five service cards with five features and a work or marketplace contact each", async ({ page }) => {
    await page.goto("/services");
    const cards = page.getByRole("region", { name: "What I Offer" }).getByRole("article");
    await expect(cards).toHaveCount(5);
    for (const card of await cards.all()) {
      await expect(card.getByRole("list").first().getByRole("listitem")).toHaveCount(5);
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

  test("the development process has four steps with the spec's durations, and four testimonials", async ({ page }) => {
    await page.goto("/services");
    const steps = page.getByRole("region", { name: "Development Process" }).getByRole("listitem");
    await expect(steps).toHaveCount(4);
    for (const [i, duration] of ["1-2 days", "2-3 days", "2-8 weeks", "Ongoing"].entries()) {
      await expect(steps.nth(i)).toContainText(duration);
    }
    await expect(page.getByRole("region", { name: "Client Testimonials" }).getByRole("figure")).toHaveCount(4);
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
