import type { Page, Response } from "@playwright/test";
import { expect, expectNoAxeViolations, test, useStoredTheme, waitForHydration } from "./fixtures";
import { site } from "../app/lib/content/site";
import { NO_REGULAR_POST, drafts, featured, firstPageCount, firstSection, fmtDate, fmtNumber, hasCode, hasSection, opening, posts, published, regular, shownTopics, specFilter, specStats } from "./blog-content";

// The posts the tests open: the first three published ones that are not featured (the same post
// when the owner has fewer), and a draft. The reader's tests take a post with a section heading
// and code when there is one, and check those only then.
test.skip(regular.length === 0, NO_REGULAR_POST);
type Listed = (typeof regular)[number];
const [main, second = main, third = second] = regular as [Listed, Listed?, Listed?];
const rich = regular.find((p) => hasSection(p) && hasCode(p)) ?? regular.find(hasSection) ?? main;
const longest = [...regular].sort((a, b) => b.text.length - a.text.length)[0]!;
const draft = drafts[0];
const views = (n: number) => `${fmtNumber(n)} views`;

const search = (page: Page) => page.getByRole("searchbox", { name: "Search posts" });
const chip = (page: Page, name: string) =>
  page.getByRole("group", { name: "Filter by topic" }).getByRole("button", { name, exact: true });
const stat = (page: Page, key: string) => page.locator(`[data-stat="${key}"] dd`);
const reader = (page: Page) => page.getByRole("dialog");
const card = (page: Page, title: string | RegExp) => page.getByRole("article").filter({ hasText: title });

async function expectStats(page: Page, [publishedCount, totalViews, draftCount, topics]: readonly string[]) {
  await expect(stat(page, "published")).toHaveText(publishedCount!);
  await expect(stat(page, "totalViews")).toHaveText(totalViews!);
  await expect(stat(page, "drafts")).toHaveText(draftCount!);
  await expect(stat(page, "topics")).toHaveText(topics!);
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
    const chips = page.getByRole("group", { name: "Filter by topic" }).getByRole("button");
    await expect(chips).toHaveText(shownTopics);
    for (const name of shownTopics) {
      await expect(chip(page, name)).toHaveAttribute("aria-pressed", name === "All" ? "true" : "false");
    }
    await expectStats(page, specStats(posts));

    if (featured) {
      const hero = card(page, "Featured Article");
      await expect(hero.getByRole("heading")).toHaveText(featured.title);
      await expect(hero).toContainText(fmtDate(featured.date));
      await expect(hero).toContainText(views(featured.views));
      await expect(hero.getByRole("button", { name: "Read Full Article" })).toBeVisible();
    }

    // "More articles" under a featured post; without one, plain "Articles".
    const others = page.getByRole("region", { name: featured ? "More articles" : "Articles", exact: true }).getByRole("article");
    await expect(others).toHaveCount(firstPageCount(posts));
    const post = card(page, main.title);
    await expect(post).toContainText("Published");
    await expect(post).toContainText(fmtDate(main.date));
    await expect(post).toContainText(main.readTime);
    await expect(post).toContainText(views(main.views));
    await expect(post).toContainText(`#${main.tags[0]}`);
    await expect(post).toContainText(opening(main));
    await expect(post.locator("p.italic")).toHaveText(/.{100,}…$/);
    await expect(post.getByRole("button", { name: "Read More" })).toBeVisible();

    if (draft) {
      const announced = card(page, draft.title);
      await expect(announced).toContainText("Draft");
      await expect(announced).toContainText("Coming Soon");
      await expect(announced).toContainText(views(draft.views));
      await expect(announced.getByRole("button")).toHaveCount(0);
    }
  });

  test("previews are the first 120 characters of the text plus an ellipsis", async ({ page }) => {
    await openBlog(page);
    const preview = await card(page, second.title).locator("p.italic").textContent();
    expect(preview).toMatch(/…$/);
    expect(preview?.length).toBeLessThanOrEqual(121);
    expect(preview?.startsWith(opening(second))).toBe(true);
  });

  // Queries from the posts themselves: a word of one title in capitals (search ignores case), a
  // tag, and a word of an excerpt; each with a topic chip. The expected cards and stats follow
  // the spec's rules over whatever the posts are.
  const titleWord = main ? (main.title.split(/\s+/).find((w) => w.length > 4) ?? main.title) : "";
  const combinations = !main ? [] : [
    { query: "", topic: "ML" },
    { query: "", topic: "Optimization" },
    { query: "", topic: "LLMs" },
    { query: titleWord.toUpperCase(), topic: "All" },
    { query: main.tags[0]!.toLowerCase(), topic: ["Optimization", "ML", "LLMs"].find((t) => specFilter([main], "", t).length > 0) ?? "All" },
    { query: second.excerpt.split(/\s+/).slice(1, 3).join(" "), topic: "All" },
  ];
  for (const c of combinations) {
    test(`search "${c.query}" with topic ${c.topic}`, async ({ page }) => {
      const found = specFilter(posts, c.query, c.topic);
      // A topic chip is the specification's; the owner's posts may have none in it.
      test.skip(found.length === 0 && c.query === "", `no post is in the ${c.topic} topic`);
      await openBlog(page);
      await search(page).fill(c.query);
      await chip(page, c.topic).click();
      await expect(chip(page, c.topic)).toHaveAttribute("aria-pressed", "true");
      expect(found.length, "the query finds some post").toBeGreaterThan(0);
      await expectStats(page, specStats(found));
      const withFeatured = featured !== undefined && found.includes(featured);
      await expect(page.getByRole("button", { name: "Read Full Article" })).toHaveCount(withFeatured ? 1 : 0);
      await expect(page.locator("main article")).toHaveCount(firstPageCount(found) + (withFeatured ? 1 : 0));
    });
  }

  test("shows a clear empty state and can reset the filters", async ({ page }) => {
    const topic = shownTopics[1];
    test.skip(!topic, "no topic chip besides All: the owner's posts are in none of content/filters.yaml's topics");
    await openBlog(page);
    const query = "qzxv no such words";
    expect(specFilter(posts, query, topic!)).toEqual([]);
    await search(page).fill(query);
    await chip(page, topic!).click();
    await expect(page.getByText("No posts found")).toBeVisible();
    await expect(page.getByText(`Nothing matches “${query}” in the ${topic} topic.`)).toBeVisible();
    await expectStats(page, ["0", "0", "0", "0"]);
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(search(page)).toHaveValue("");
    await expect(chip(page, "All")).toHaveAttribute("aria-pressed", "true");
    await expectStats(page, specStats(posts));
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
    const opener = card(page, rich.title).getByRole("button", { name: "Read More" });
    await opener.click();
    const dialog = await expectReaderFor(page, rich.title);
    await expect(page).toHaveURL(new RegExp(`/blog\\?post=${rich.slug}$`));
    await expect(dialog).toContainText(fmtDate(rich.date));
    await expect(dialog).toContainText(rich.readTime);
    await expect(dialog).toContainText(views(rich.views));
    await expect(dialog).toContainText(`By ${site.ownerName}`);
    await expect(dialog.getByRole("list", { name: "Tags" })).toContainText(`#${rich.tags.at(-1)}`);
    await expect(dialog.locator("[data-reader-body]")).toContainText(opening(rich));
    if (hasSection(rich)) await expect(dialog.getByRole("heading", { level: 3, name: firstSection(rich) })).toBeVisible();
    if (hasCode(rich)) await expect(dialog.locator("pre code .hljs-keyword").first()).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(opener).toBeFocused();
  });

  test("closes with the close icon and the Close button", async ({ page }) => {
    await openBlog(page);
    test.skip(!featured, "no post is featured");
    const opener = card(page, "Featured Article").getByRole("button", { name: "Read Full Article" });
    await opener.click();
    await expectReaderFor(page, featured!.title);
    await reader(page).getByRole("button", { name: "Close article" }).click();
    await expect(reader(page)).toBeHidden();
    await expect(opener).toBeFocused();

    const other = card(page, second.title).getByRole("button", { name: "Read More" });
    await other.click();
    await reader(page).getByRole("button", { name: "Close", exact: true }).click();
    await expect(reader(page)).toBeHidden();
    await expect(other).toBeFocused();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("keeps focus inside, stays within 90 % of the viewport and scrolls inside", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await openBlog(page);
    await card(page, longest.title).getByRole("button", { name: "Read More" }).click();
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
    if (hasSection(longest)) await expect(dialog.getByRole("heading", { level: 3 }).first()).toBeVisible();
    const body = dialog.locator("[data-reader-body]");
    await expect(body).toContainText(opening(longest));
    const scrolls = await body.evaluate((el) => el.scrollHeight > el.clientHeight + 100);
    expect(scrolls).toBe(true);
    await body.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect(dialog.getByText(`By ${site.ownerName}`)).toBeInViewport();
  });

  test("keeps the search text and topic while a post is open and after it closes", async ({ page }) => {
    await openBlog(page);
    // A word of the post's title and a topic it is in (the spec's chips), so it stays listed.
    const query = main.title.split(/\s+/)[0]!.toLowerCase();
    const topic = ["ML", "Optimization", "LLMs"].find((t) => specFilter([main], query, t).length > 0) ?? "All";
    await search(page).fill(query);
    await chip(page, topic).click();
    await card(page, main.title).getByRole("button", { name: "Read More" }).click();
    await expect(reader(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(reader(page)).toBeHidden();
    await expect(search(page)).toHaveValue(query);
    await expect(chip(page, topic)).toHaveAttribute("aria-pressed", "true");
    await expectStats(page, specStats(specFilter(posts, query, topic)));
  });

  test("a ?post= link opens the post; closing removes it and focuses the post's button", async ({ page }) => {
    await openBlog(page, `/blog?post=${third.slug}`);
    await expectReaderFor(page, third.title);
    await page.keyboard.press("Escape");
    await expect(reader(page)).toBeHidden();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(card(page, third.title).getByRole("button", { name: "Read More" })).toBeFocused();
  });

  test("a link to a draft or an unknown post opens nothing", async ({ page }) => {
    for (const slug of [...drafts.map((p) => p.slug), "no-such-post"]) {
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
    await card(page, third.title).getByRole("button", { name: "Read More" }).click();
    await expectReaderFor(page, third.title);
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
  await openBlog(page, `/blog?post=${main.slug}`);
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
    expect(xml.match(/<item>/g)).toHaveLength(published.length);
    for (const post of published) expect(xml).toContain(`<link>${site.siteUrl}/blog/${post.slug}</link>`);
    for (const post of drafts) expect(xml).not.toContain(`/blog/${post.slug}<`);
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
    await card(page, rich.title).getByRole("button", { name: "Read More" }).click();
    await expect(reader(page).locator("[data-reader-body]")).toContainText(opening(rich));
    await expectNoAxeViolations(page);
  });
}

test("the blog does not scroll sideways at 375 px, even with the reader open", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  // The longest post: the widest code, tables and equations are the likeliest to overflow.
  const longest = [...published].sort((a, b) => b.html.length - a.html.length)[0]!;
  await openBlog(page, `/blog?post=${longest.slug}`);
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
    if (featured) {
      await expect(card(page, "Featured Article").getByRole("heading").getByRole("link")).toHaveAttribute("href", `/blog/${featured.slug}`);
    }
    await expect(card(page, main.title).getByRole("link", { name: main.title })).toHaveAttribute("href", `/blog/${main.slug}`);
    if (draft) await expect(card(page, draft.title).getByRole("link")).toHaveCount(0);
  });

  test("/blog's HTML and route data hold no post body", async ({ request }) => {
    // A sentence from deep inside a body, and the highlighter's markup, appear nowhere.
    const body = /[A-Za-z][A-Za-z ]{30,}/.exec(main.text.slice(main.text.length / 2))![0];
    for (const path of ["/blog", "/blog.data"]) {
      const text = await (await request.get(path)).text();
      expect(text).toContain(main.slug);
      expect(text).not.toContain(body);
      // Highlighted markup carries the highlighter's classes.
      expect(text).not.toContain(`class="hljs-`);
    }
    expect(await (await request.get(`/blog/${main.slug}.data`)).text()).toContain(body);
  });
});

test.describe("reader loads bodies on demand", () => {
  test("shows a loading state, then the body fetched from the post's page data", async ({ page }) => {
    await openBlog(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const requests: string[] = [];
    await page.route(`**/blog/${main.slug}.data*`, async (route) => {
      requests.push(route.request().url());
      await held;
      await route.continue();
    });
    await card(page, main.title).getByRole("button", { name: "Read More" }).click();
    const dialog = reader(page);
    await expect(dialog.getByRole("status").filter({ hasText: "Loading article…" })).toBeVisible();
    release();
    await expect(dialog.locator("[data-reader-body]")).toContainText(opening(main));
    if (hasSection(main)) await expect(dialog.getByRole("heading", { level: 3, name: firstSection(main) })).toBeVisible();
    await expect(dialog.getByRole("status").filter({ hasText: "Loading article…" })).toHaveCount(0);
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0]!).origin).toBe(new URL(page.url()).origin);
  });

  test("a failed fetch says so in words, keeps focus in the dialog, and Retry loads the body", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/Failed to load resource/);
    await openBlog(page);
    await page.route("**/*.data*", (route) => route.abort("internetdisconnected"));
    await card(page, rich.title).getByRole("button", { name: "Read More" }).click();
    const dialog = reader(page);
    await expect(dialog.getByRole("alert")).toHaveText(/The article could not be loaded\. Check your connection, then try again\./);
    const retry = dialog.getByRole("button", { name: "Retry" });
    await retry.focus();
    await page.unroute("**/*.data*");
    await page.keyboard.press("Enter");
    await expect(dialog.locator("[data-reader-body]")).toContainText(opening(rich));
    if (hasSection(rich)) await expect(dialog.getByRole("heading", { level: 3, name: firstSection(rich) })).toBeVisible();
    expect(await page.evaluate(() => document.activeElement?.closest("dialog") !== null)).toBe(true);
    // Nothing else broke: the page behind still works once the reader closes.
    await page.keyboard.press("Escape");
    const topic = shownTopics.at(-1)!;
    await chip(page, topic).click();
    await expect(stat(page, "published")).toHaveText(specStats(specFilter(posts, "", topic))[0]);
  });

  test("Open as page goes to the post's own page", async ({ page }) => {
    await openBlog(page, `/blog?post=${third.slug}`);
    await reader(page).getByRole("link", { name: "Open as page" }).click();
    await expect(page).toHaveURL(`/blog/${third.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(third.title);
    await expect(reader(page)).toHaveCount(0);
  });
});
