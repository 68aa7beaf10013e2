import type { Page } from "@playwright/test";
import { loadPostsSync } from "../app/lib/content/posts.server";
import { site } from "../app/lib/content/site";
import { PAGE_SIZE } from "../app/lib/content/blog-listing";
import { tagGroups, tagSlug } from "../app/lib/content/tags";
import { expect, expectNoAxeViolations, test, useStoredTheme, waitForHydration } from "./fixtures";

// Tag pages (issue 27): /blog/tags/<tag> for every tag of a published post.
// The tags under test are found by what they hold, not by name: the one a draft shares with the
// most published posts (Optimization in the samples), else the one with the most posts; a tag
// only drafts carry (Simulation in the samples) where there is one.
const posts = loadPostsSync();
const groups = tagGroups(posts);
const drafts = posts.filter((p) => p.status === "Draft");
const bySize = [...groups].sort((a, b) => b.posts.length - a.posts.length);
const optimization = bySize.find((g) => drafts.some((d) => d.tags.includes(g.name))) ?? bySize[0]!;
const draftOnlyTag = [...new Set(drafts.flatMap((d) => d.tags))].find((t) => !groups.some((g) => g.slug === tagSlug(t)));
const draftOnly = draftOnlyTag === undefined ? [] : [`/blog/tags/${tagSlug(draftOnlyTag)}`];
const featured = (slug: string) => posts.find((p) => p.slug === slug)?.featured;
const NOT_FOUND_LOG = /404 Error: User attempted to access non-existent route/;

const articles = (page: Page) => page.getByRole("region", { name: "Articles" }).getByRole("article");

async function expectTagPage(page: Page, name: string) {
  await expect(page).toHaveURL(new RegExp(`/blog/tags/${groups.find((g) => g.name === name)!.slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Posts tagged #${name}`);
}

test("a tag page lists exactly its published posts, newest first, with the blog's cards", async ({ page }) => {
  // When a draft has the tag too, it must not be listed.
  const draft = drafts.find((d) => d.tags.includes(optimization.name));

  await page.goto(`/blog/tags/${optimization.slug}`);
  await expectTagPage(page, optimization.name);
  const titles = await articles(page).getByRole("heading", { level: 3 }).allTextContents();
  const expected = posts
    .filter((p) => p.status === "Published" && p.tags.includes(optimization.name))
    .sort((a, b) => b.date.localeCompare(a.date))
    .map((p) => p.title)
    .slice(0, PAGE_SIZE);
  expect(titles.length).toBeGreaterThan(0);
  expect(titles).toEqual(expected);
  if (draft) expect(titles).not.toContain(draft.title);
  // The same card as /blog: title link, Read More, tags that link to their pages.
  const first = articles(page).first();
  await expect(first.getByRole("button", { name: "Read More" })).toBeVisible();
  await expect(first.getByRole("list", { name: "Tags" }).getByRole("link", { name: `#${optimization.name}`, exact: true })).toHaveAttribute(
    "href",
    `/blog/tags/${optimization.slug}`,
  );
});

test("each tag page has its own title, description and canonical link", async ({ request }) => {
  const descriptions = new Set<string>();
  for (const g of groups) {
    const html = await (await request.get(`/blog/tags/${g.slug}`)).text();
    expect(html).toContain(`<title>Posts tagged “${g.name}” · ${site.ownerName}</title>`);
    expect(html).toContain(`<link rel="canonical" href="${site.siteUrl}/blog/tags/${g.slug}"/>`);
    const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(description).toContain(`tagged ${g.name}`);
    descriptions.add(description);
    expect(html).toMatch(/<meta http-equiv="Content-Security-Policy"/);
  }
  expect(descriptions.size).toBe(groups.length);
});

test("the sitemap lists every tag page, and each answers 200", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const g of groups) {
    expect(sitemap).toContain(`<loc>${site.siteUrl}/blog/tags/${g.slug}</loc>`);
    expect((await request.get(`/blog/tags/${g.slug}`)).status()).toBe(200);
  }
  // A tag only drafts carry: no page, no entry.
  for (const path of draftOnly) expect(sitemap).not.toContain(`${path}<`);
});

test("an unknown tag, or a tag only a draft has, is the not-found page with status 404", async ({ page, consoleGuard }) => {
  consoleGuard.allow(NOT_FOUND_LOG, /Failed to load resource.*404/);
  for (const path of ["/blog/tags/no-such-tag", ...draftOnly]) {
    const data = page.waitForResponse((r) => new URL(r.url()).pathname === `${path}.data`);
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText("404");
    expect((await data).status(), path).toBe(404);
    // Hydrated without a mismatch (the guard fails on one), still the not-found page, once (not
    // a second shell beside the prerendered one), 404 logged.
    await expect.poll(() => consoleGuard.errors.some((e) => e.includes(path))).toBe(true);
    await expect(page.getByRole("main")).toHaveCount(1);
    await expect(heading).toHaveText("404");
    await expect(page.getByTestId("breadcrumb-file")).toHaveText("index.js");
  }
});

test("a tag on a card opens its page, not the reader; Read More still opens the reader", async ({ page }) => {
  await page.goto("/blog");
  await waitForHydration(page);
  // A card, not the featured article (its button is Read Full Article).
  const post = optimization.posts.find((p) => !featured(p.slug));
  test.skip(!post, `every post tagged ${optimization.name} is the featured one`);
  if (!post) return;
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: post.title }) });
  await card.getByRole("button", { name: "Read More" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page).toHaveURL(/\?post=/);
  await page.getByRole("dialog").getByRole("button", { name: "Close", exact: true }).click();
  await expect(page.getByRole("dialog")).toBeHidden();

  await card.getByRole("link", { name: `#${optimization.name}`, exact: true }).click();
  await expectTagPage(page, optimization.name);
  await expect(page).not.toHaveURL(/\?post=/);
  await expect(page.getByRole("dialog")).toBeHidden();
  // The editor shows it under blog.md, named by its tag.
  await expect(page.getByTestId("breadcrumb-file")).toHaveText(`#${optimization.slug}`);
  await expect(page.getByRole("navigation", { name: "Open files" }).getByRole("link", { name: /blog\.md/ })).toHaveAttribute(
    "aria-current",
    "page",
  );
});

test("a tag in the reader and on a post page opens its page", async ({ page }) => {
  const post = posts.find((p) => p.status === "Published" && p.tags.length >= 2);
  test.skip(!post, "no published post has two tags");
  if (!post) return;
  const [inReader, onPage] = post.tags as [string, string];
  await page.goto(`/blog?post=${post.slug}`);
  await waitForHydration(page);
  await page.getByRole("dialog").getByRole("link", { name: `#${inReader}`, exact: true }).click();
  await expectTagPage(page, inReader);

  await page.goto(`/blog/${post.slug}`);
  await page.getByRole("article").getByRole("link", { name: `#${onPage}`, exact: true }).first().click();
  await expectTagPage(page, onPage);
});

test("the reader opens on a tag page too", async ({ page }) => {
  const tag = bySize.at(-1)!;
  await page.goto(`/blog/tags/${tag.slug}`);
  await waitForHydration(page);
  await articles(page).first().getByRole("button", { name: "Read More" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page.getByRole("dialog").getByRole("heading", { level: 2 })).toHaveText(tag.posts[0]!.title);
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("tag links on a card and on a post page are plain links that work", async ({ page }) => {
    await page.goto("/blog");
    await page.getByRole("article").first().getByRole("link", { name: /^#/ }).first().click();
    await expect(page).toHaveURL(/\/blog\/tags\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Posts tagged #");

    // A published post's tag that the fewest posts share, and every published post under it, newest first.
    const published = posts.filter((p) => p.status === "Published");
    const under = (tag: string) => published.filter((p) => p.tags.includes(tag));
    const post = published[0]!;
    const tag = [...post.tags].sort((a, b) => under(a).length - under(b).length)[0]!;
    await page.goto(`/blog/${post.slug}`);
    await page.getByRole("link", { name: `#${tag}`, exact: true }).click();
    await expectTagPage(page, tag);
    await expect(articles(page).getByRole("heading", { level: 3 })).toHaveText(under(tag).slice(0, PAGE_SIZE).map((p) => p.title));
  });
});

test("the palette finds a tag and goes to its page", async ({ page }) => {
  await page.goto("/about");
  await waitForHydration(page);
  await page.keyboard.press("Control+p");
  const palette = page.getByRole("dialog", { name: "Command palette" });
  // A tag of two words when there is one (UIC 406, Reinforcement Learning in the samples).
  const tag = groups.find((g) => g.name.includes(" ")) ?? groups[0]!;
  await palette.getByRole("combobox").fill(tag.name.toLowerCase());
  await expect(palette.getByRole("option", { name: new RegExp(`Tag: ${tag.name.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}`) })).toBeVisible();
  await palette.getByRole("combobox").fill(`Tag: ${tag.name}`);
  await expect(palette.getByRole("option").first()).toContainText(`Tag: ${tag.name}`);
  await palette.getByRole("combobox").press("Enter");
  await expectTagPage(page, tag.name);
});

for (const theme of ["dark", "light"] as const) {
  test(`a tag page has no axe violations in the ${theme} theme, at 1440 and 375 px`, async ({ page }) => {
    await useStoredTheme(page, theme);
    await page.goto(`/blog/tags/${optimization.slug}`);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoAxeViolations(page);
    // Nothing scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
}
