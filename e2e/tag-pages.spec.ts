import type { Page } from "@playwright/test";
import { loadPostsSync } from "../app/lib/content/posts.server";
import { site } from "../app/lib/content/site";
import { PAGE_SIZE } from "../app/lib/content/blog-listing";
import { postLang, postPath } from "../app/lib/content/blog-post";
import { tagGroups, tagSlug } from "../app/lib/content/tags";
import { expect, expectNoAxeViolations, test, useStoredTheme, waitForHydration } from "./fixtures";
import { allPosts, blogIn } from "./blog-content";
import { LOCALES, at, expectNone, otherLocale } from "./locales";

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

// A tag page in each language (issue 57 merged the Swedish tag pages' tests of
// e2e/sv-blog.spec.ts in): the language's tag with the most posts (one a draft shares, when
// there is one), and a tag only this language's posts carry, which the other language has no page for.
for (const locale of LOCALES) {
  const blog = blogIn(locale);
  const { t } = blog;
  const own = tagGroups(allPosts, locale);
  const largest = [...own].sort((a, b) => b.posts.length - a.posts.length);
  const tag = largest.find((g) => blog.drafts.some((d) => d.tags.includes(g.name))) ?? largest[0];
  const elsewhere = new Set(tagGroups(allPosts, otherLocale(locale)).map((g) => g.slug));
  const onlyHere = own.find((g) => !elsewhere.has(g.slug));

  test(`a tag page (${locale}) lists exactly its published posts, newest first, with the blog's cards in the language's words`, async ({ page, request }) => {
    test.skip(!tag, `no published post in ${locale} has a tag`);
    if (!tag) return;
    const listed = blog.published.filter((p) => p.tags.includes(tag.name)).sort((a, b) => b.date.localeCompare(a.date));
    await page.goto(at(locale, `/blog/tags/${tag.slug}`));
    await waitForHydration(page);
    await expect(page).toHaveTitle(`${t("blog_tag_title", { tag: tag.name })} · ${site.ownerName}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${t("blog_tag_heading")} #${tag.name}`);
    await expect(page.getByText(t(listed.length === 1 ? "blog_tag_intro_one" : "blog_tag_intro", { count: listed.length, tag: tag.name }))).toBeVisible();
    const cards = page.getByRole("region", { name: t("blog_articles") }).getByRole("article");
    const titles = await cards.getByRole("heading", { level: 3 }).allTextContents();
    expect(titles).toEqual(listed.map((p) => p.title).slice(0, PAGE_SIZE));
    // When a draft has the tag too, it is not listed.
    for (const draft of blog.drafts.filter((d) => d.tags.includes(tag.name))) expect(titles).not.toContain(draft.title);
    // The same card as the blog's: title link, Read More, date, tags that link to their pages;
    // a post in another language marked so, leading to its own page.
    for (const [i, post] of listed.slice(0, PAGE_SIZE).entries()) {
      const card = cards.nth(i);
      const lang = postLang(post);
      await expect(card.getByRole("link", { name: post.title })).toHaveAttribute("href", postPath(post.slug, lang));
      if (lang !== locale) await expect(card.getByText(t("blog_in_english"), { exact: true })).toBeVisible();
      await expect(card).toContainText(blog.fmtDate(post.date));
      await expect(card.getByRole("button", { name: t("blog_read_more") })).toBeVisible();
      await expect(card.getByRole("list", { name: t("blog_tags") }).getByRole("link", { name: `#${tag.name}`, exact: true })).toHaveAttribute(
        "href",
        at(locale, `/blog/tags/${tag.slug}`),
      );
    }
    await expect(page.getByRole("main").getByRole("link", { name: t("blog_tag_all_posts") })).toHaveAttribute("href", at(locale, "/blog"));
    await expectNone(page.locator("body"), blog.english, at(locale, `/blog/tags/${tag.slug}`));

    // A tag only this language's posts carry has a page here and none in the other language.
    if (onlyHere) {
      await page.goto(at(locale, `/blog/tags/${onlyHere.slug}`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${t("blog_tag_heading")} #${onlyHere.name}`);
      expect((await request.get(at(otherLocale(locale), `/blog/tags/${onlyHere.slug}`))).status()).toBe(404);
    }
  });
}

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

// One language a theme (the cards' colours are the same in both); a Swedish tag page is also
// axe-checked at 1440 px in the dark theme in e2e/languages.spec.ts.
for (const [theme, locale] of [["dark", "en"], ["light", "sv"]] as const) {
  test(`a tag page (${locale}) has no axe violations in the ${theme} theme, at 1440 and 375 px`, async ({ page }) => {
    // An axe run takes 5–10 s when the machine is shared; 30 s is too short for two or three.
    test.setTimeout(60_000);
    const tag = [...tagGroups(allPosts, locale)].sort((a, b) => b.posts.length - a.posts.length)[0]!;
    await useStoredTheme(page, theme);
    await page.goto(at(locale, `/blog/tags/${tag.slug}`));
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoAxeViolations(page);
    // Nothing scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
}
