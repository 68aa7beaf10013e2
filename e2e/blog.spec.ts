import type { Page, Response } from "@playwright/test";
import { expect, expectNoAxeViolations, test, useStoredTheme, waitForHydration } from "./fixtures";
import { site } from "../app/content/site";

const search = (page: Page) => page.getByRole("searchbox", { name: "Search posts" });
const chip = (page: Page, name: string) =>
  page.getByRole("group", { name: "Filter by topic" }).getByRole("button", { name, exact: true });
const stat = (page: Page, key: string) => page.locator(`[data-stat="${key}"] dd`);
const reader = (page: Page) => page.getByRole("dialog");
const card = (page: Page, title: string | RegExp) => page.getByRole("article").filter({ hasText: title });

async function expectStats(page: Page, published: string, views: string, drafts: string, topics: string) {
  await expect(stat(page, "published")).toHaveText(published);
  await expect(stat(page, "totalViews")).toHaveText(views);
  await expect(stat(page, "drafts")).toHaveText(drafts);
  await expect(stat(page, "topics")).toHaveText(topics);
}

/** The filters and the reader work once React has hydrated the prerendered page. */
async function openBlog(page: Page, path = "/blog") {
  await page.goto(path);
  await page.waitForFunction(() => {
    const button = document.querySelector("[data-read-slug]");
    return button !== null && Object.keys(button).some((k) => k.startsWith("__reactFiber"));
  });
}

test.describe("blog list", () => {
  test("shows search, chips, stats, the featured article and the other posts", async ({ page }) => {
    await openBlog(page);
    await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
    await expect(search(page)).toHaveAttribute("placeholder", "Search posts...");
    for (const name of ["All", "ML", "Optimization", "LLMs"]) {
      await expect(chip(page, name)).toHaveAttribute("aria-pressed", name === "All" ? "true" : "false");
    }
    await expectStats(page, "5", "10,080", "1", "14");

    const featured = card(page, "Featured Article");
    await expect(featured.getByRole("heading")).toHaveText("Timetable Compression in Practice: A Working Guide to UIC 406");
    await expect(featured).toContainText("Mar 12, 2025");
    await expect(featured).toContainText("3,240 views");
    await expect(featured.getByRole("button", { name: "Read Full Article" })).toBeVisible();

    const others = page.getByRole("region", { name: "More articles" }).getByRole("article");
    await expect(others).toHaveCount(5);
    const crew = card(page, "Crew Scheduling with MILP");
    await expect(crew).toContainText("Published");
    await expect(crew).toContainText("Feb 20, 2025");
    await expect(crew).toContainText("4 min read");
    await expect(crew).toContainText("2,150 views");
    await expect(crew).toContainText("#MILP");
    await expect(crew).toContainText(/Crew scheduling is where railway planning meets labour agreements, .{20,}…/);
    await expect(crew.getByRole("button", { name: "Read More" })).toBeVisible();

    const draft = card(page, "Calibrating Railway Simulations");
    await expect(draft).toContainText("Draft");
    await expect(draft).toContainText("Coming Soon");
    await expect(draft).toContainText("0 views");
    await expect(draft.getByRole("button")).toHaveCount(0);
  });

  test("previews are the first 120 characters of the text plus an ellipsis", async ({ page }) => {
    await openBlog(page);
    const preview = await card(page, "Reinforcement Learning for Train Dispatching").locator("p.italic").textContent();
    expect(preview).toMatch(/…$/);
    expect(preview?.length).toBeLessThanOrEqual(121);
    expect(preview?.startsWith("Reinforcement learning papers on train dispatching")).toBe(true);
  });

  const combinations = [
    { query: "", topic: "ML", stats: ["2", "3,570", "1", "8"], featured: false, list: 3 },
    { query: "", topic: "Optimization", stats: ["3", "6,510", "1", "10"], featured: true, list: 3 },
    { query: "", topic: "LLMs", stats: ["1", "1,680", "0", "4"], featured: false, list: 1 },
    { query: "RAILWAY", topic: "All", stats: ["4", "8,960", "1", "12"], featured: true, list: 4 },
    { query: "railway", topic: "Optimization", stats: ["2", "5,390", "1", "8"], featured: true, list: 2 },
    { query: "uic 406", topic: "All", stats: ["1", "3,240", "0", "4"], featured: true, list: 0 },
    { query: "citations", topic: "LLMs", stats: ["1", "1,680", "0", "4"], featured: false, list: 1 },
  ];
  for (const c of combinations) {
    test(`search "${c.query}" with topic ${c.topic}`, async ({ page }) => {
      await openBlog(page);
      await search(page).fill(c.query);
      await chip(page, c.topic).click();
      await expect(chip(page, c.topic)).toHaveAttribute("aria-pressed", "true");
      const [published, views, drafts, topics] = c.stats as [string, string, string, string];
      await expectStats(page, published, views, drafts, topics);
      await expect(page.getByRole("button", { name: "Read Full Article" })).toHaveCount(c.featured ? 1 : 0);
      await expect(page.locator("main article")).toHaveCount(c.list + (c.featured ? 1 : 0));
    });
  }

  test("shows a clear empty state and can reset the filters", async ({ page }) => {
    await openBlog(page);
    await search(page).fill("citations");
    await chip(page, "Optimization").click();
    await expect(page.getByText("No posts found")).toBeVisible();
    await expect(page.getByText("Nothing matches “citations” in the Optimization topic.")).toBeVisible();
    await expectStats(page, "0", "0", "0", "0");
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(search(page)).toHaveValue("");
    await expect(chip(page, "All")).toHaveAttribute("aria-pressed", "true");
    await expectStats(page, "5", "10,080", "1", "14");
  });
});

test.describe("reader", () => {
  async function expectReaderFor(page: Page, title: string) {
    const dialog = reader(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { level: 2 })).toHaveText(title);
    return dialog;
  }

  test("opens a post, closes on Escape and returns focus to the opener", async ({ page }) => {
    await openBlog(page);
    const opener = card(page, "Crew Scheduling with MILP").getByRole("button", { name: "Read More" });
    await opener.click();
    const dialog = await expectReaderFor(page, "Crew Scheduling with MILP: Set Partitioning and Column Generation That Scales");
    await expect(page).toHaveURL(/\/blog\?post=milp-crew-scheduling$/);
    await expect(dialog).toContainText("Feb 20, 2025");
    await expect(dialog).toContainText("4 min read");
    await expect(dialog).toContainText("2,150 views");
    await expect(dialog).toContainText(`By ${site.ownerName}`);
    await expect(dialog.getByRole("list", { name: "Tags" })).toContainText("#Crew Scheduling");
    await expect(dialog.getByRole("heading", { level: 3, name: "The set-partitioning model" })).toBeVisible();
    await expect(dialog.locator("pre code .hljs-keyword").first()).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(opener).toBeFocused();
  });

  test("closes with the close icon and the Close button", async ({ page }) => {
    await openBlog(page);
    const opener = card(page, "Featured Article").getByRole("button", { name: "Read Full Article" });
    await opener.click();
    await expectReaderFor(page, "Timetable Compression in Practice: A Working Guide to UIC 406");
    await reader(page).getByRole("button", { name: "Close article" }).click();
    await expect(reader(page)).toBeHidden();
    await expect(opener).toBeFocused();

    const other = card(page, "A RAG Assistant").getByRole("button", { name: "Read More" });
    await other.click();
    await reader(page).getByRole("button", { name: "Close", exact: true }).click();
    await expect(reader(page)).toBeHidden();
    await expect(other).toBeFocused();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("keeps focus inside, stays within 90 % of the viewport and scrolls inside", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await openBlog(page);
    await card(page, "Featured Article").getByRole("button", { name: "Read Full Article" }).click();
    const dialog = reader(page);
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(() => {
        const active = document.activeElement;
        return active === null || active === document.body || active.closest("dialog") !== null;
      });
      expect(inside).toBe(true);
    }
    const box = await dialog.boundingBox();
    expect(box?.height ?? Infinity).toBeLessThanOrEqual(700 * 0.9 + 1);
    await expect(dialog.getByRole("heading", { level: 3 }).first()).toBeVisible();
    const body = dialog.locator("[data-reader-body]");
    const scrolls = await body.evaluate((el) => el.scrollHeight > el.clientHeight + 100);
    expect(scrolls).toBe(true);
    await body.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect(dialog.getByText(`By ${site.ownerName}`)).toBeInViewport();
  });

  test("keeps the search text and topic while a post is open and after it closes", async ({ page }) => {
    await openBlog(page);
    await search(page).fill("railway");
    await chip(page, "Optimization").click();
    await card(page, "Crew Scheduling with MILP").getByRole("button", { name: "Read More" }).click();
    await expect(reader(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(reader(page)).toBeHidden();
    await expect(search(page)).toHaveValue("railway");
    await expect(chip(page, "Optimization")).toHaveAttribute("aria-pressed", "true");
    await expectStats(page, "2", "5,390", "1", "8");
  });

  test("a ?post= link opens the post; closing removes it and focuses the post's button", async ({ page }) => {
    await openBlog(page, "/blog?post=rl-train-dispatching");
    await expectReaderFor(page, "Reinforcement Learning for Train Dispatching: Lessons Beyond the Toy Network");
    await page.keyboard.press("Escape");
    await expect(reader(page)).toBeHidden();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(card(page, "Reinforcement Learning for Train").getByRole("button", { name: "Read More" })).toBeFocused();
  });

  test("a link to a draft or an unknown post opens nothing", async ({ page }) => {
    for (const slug of ["calibrating-railway-simulation", "no-such-post"]) {
      await openBlog(page, `/blog?post=${slug}`);
      await expect(page).toHaveURL(/\/blog$/);
      await expect(reader(page)).toBeHidden();
    }
  });

  test("opens after client-side navigation from another page", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    await page.getByRole("link", { name: "blog.md" }).first().click();
    await expect(page).toHaveURL(/\/blog$/);
    await card(page, "Metaheuristics That Earn").getByRole("button", { name: "Read More" }).click();
    await expectReaderFor(page, "Metaheuristics That Earn Their Keep: Simulated Annealing vs ALNS for Rolling-Stock Rotations");
  });
});

test("no Markdown parser or highlighter ships to the browser", async ({ page }) => {
  // Each body is asked for as its response arrives and awaited before the test ends, and the
  // listener stops first: a body still being read when the page closed failed the test
  // ("response.text: Test ended", "Target page … has been closed").
  const bodies: Promise<string>[] = [];
  const onResponse = (res: Response) => {
    if (res.request().resourceType() === "script") bodies.push(res.text());
  };
  page.on("response", onResponse);
  await openBlog(page, "/blog?post=uic-406-timetable-compression");
  await page.waitForLoadState("networkidle");
  page.off("response", onResponse);
  const scripts = await Promise.all(bodies);
  expect(scripts.length).toBeGreaterThan(0);
  for (const body of scripts) {
    expect(body).not.toMatch(/highlight\.js|\bhljs\.|registerLanguage|\bmarked\b|new Lexer/i);
  }
});

test.describe("feed", () => {
  test("serves the RSS feed of published posts and links it from every page", async ({ page, request }) => {
    const res = await request.get("/rss.xml");
    expect(res.status()).toBe(200);
    const xml = await res.text();
    expect(xml.match(/<item>/g)).toHaveLength(5);
    expect(xml).toContain(`<link>${site.siteUrl}/blog/uic-406-timetable-compression</link>`);
    expect(xml).not.toContain("Calibrating Railway Simulations");
    for (const path of ["/", "/blog", "/contact"]) {
      await page.goto(path);
      await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", "/rss.xml");
    }
  });
});

for (const theme of ["dark", "light"] as const) {
  test(`blog has no axe violations in ${theme} theme, with and without the reader`, async ({ page }) => {
    await useStoredTheme(page, theme);
    await openBlog(page);
    await expectNoAxeViolations(page);
    await card(page, "Featured Article").getByRole("button", { name: "Read Full Article" }).click();
    await expect(reader(page).getByRole("heading", { level: 3, name: "Takeaways" })).toBeAttached();
    await expectNoAxeViolations(page);
  });
}

test("the blog does not scroll sideways at 375 px, even with the reader open", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openBlog(page, "/blog?post=uic-406-timetable-compression");
  await expect(reader(page)).toBeVisible();
  const widths = await page.evaluate(() => ({
    doc: document.documentElement.scrollWidth,
    dialog: document.querySelector("dialog")?.getBoundingClientRect().width ?? 0,
  }));
  expect(widths.doc).toBeLessThanOrEqual(375);
  expect(widths.dialog).toBeLessThanOrEqual(375);
});

test.describe("list carries previews only", () => {
  test("card titles link to the post pages; drafts have no link", async ({ page }) => {
    await openBlog(page);
    await expect(card(page, "Featured Article").getByRole("heading").getByRole("link")).toHaveAttribute(
      "href",
      "/blog/uic-406-timetable-compression",
    );
    await expect(card(page, "Crew Scheduling with MILP").getByRole("link", { name: /^Crew Scheduling with MILP/ })).toHaveAttribute(
      "href",
      "/blog/milp-crew-scheduling",
    );
    await expect(card(page, "Calibrating Railway Simulations").getByRole("link")).toHaveCount(0);
  });

  test("/blog's HTML and route data hold no post body", async ({ request }) => {
    // A sentence from deep inside a body, and the highlighter's markup, appear nowhere.
    const body = "Connection filtering.";
    for (const path of ["/blog", "/blog.data"]) {
      const text = await (await request.get(path)).text();
      expect(text).toContain("Crew Scheduling with MILP");
      expect(text).not.toContain(body);
      // Highlighted markup carries the highlighter's classes.
      expect(text).not.toContain(`class="hljs-`);
    }
    expect(await (await request.get("/blog/milp-crew-scheduling.data")).text()).toContain(body);
  });
});

test.describe("reader loads bodies on demand", () => {
  test("shows a loading state, then the body fetched from the post's page data", async ({ page }) => {
    await openBlog(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const requests: string[] = [];
    await page.route("**/blog/milp-crew-scheduling.data*", async (route) => {
      requests.push(route.request().url());
      await held;
      await route.continue();
    });
    await card(page, "Crew Scheduling with MILP").getByRole("button", { name: "Read More" }).click();
    const dialog = reader(page);
    await expect(dialog.getByRole("status").filter({ hasText: "Loading article…" })).toBeVisible();
    release();
    await expect(dialog.getByRole("heading", { level: 3, name: "The set-partitioning model" })).toBeVisible();
    await expect(dialog.getByRole("status").filter({ hasText: "Loading article…" })).toHaveCount(0);
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0]!).origin).toBe(new URL(page.url()).origin);
  });

  test("a failed fetch says so in words, keeps focus in the dialog, and Retry loads the body", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/Failed to load resource/);
    await openBlog(page);
    await page.route("**/*.data*", (route) => route.abort("internetdisconnected"));
    await card(page, "A RAG Assistant").getByRole("button", { name: "Read More" }).click();
    const dialog = reader(page);
    await expect(dialog.getByRole("alert")).toHaveText(/The article could not be loaded\. Check your connection, then try again\./);
    const retry = dialog.getByRole("button", { name: "Retry" });
    await retry.focus();
    await page.unroute("**/*.data*");
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("heading", { level: 3, name: "Hybrid retrieval" })).toBeVisible();
    expect(await page.evaluate(() => document.activeElement?.closest("dialog") !== null)).toBe(true);
    // Nothing else broke: the page behind still works once the reader closes.
    await page.keyboard.press("Escape");
    await chip(page, "LLMs").click();
    await expect(stat(page, "published")).toHaveText("1");
  });

  test("Open as page goes to the post's own page", async ({ page }) => {
    await openBlog(page, "/blog?post=rl-train-dispatching");
    await reader(page).getByRole("link", { name: "Open as page" }).click();
    await expect(page).toHaveURL("/blog/rl-train-dispatching");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Reinforcement Learning for Train Dispatching: Lessons Beyond the Toy Network",
    );
    await expect(reader(page)).toHaveCount(0);
  });
});
