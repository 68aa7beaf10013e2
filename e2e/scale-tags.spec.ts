import { site } from "../app/lib/content/site";
import { PAGE_SIZE } from "../app/lib/content/blog-listing";
import { type Taggable, tagGroups, tagPageCount } from "../app/lib/content/tags";
import { fixtureExtras, fixturePosts } from "../scripts/author/fixture-posts.mjs";
import { expect, test } from "./fixtures";

/**
 * Tag pages at 200 posts and more (issue 27), against the fixture build (`npm run build:fixture`): a tag
 * with more posts than a listing page holds is paged as /blog is, 12 posts a page.
 */

type FrontMatter = Taggable & { title: string };
// The fixture's own posts besides the generated ones, never content/posts.
const samples = fixtureExtras() as FrontMatter[];
const groups = tagGroups<FrontMatter>([...samples, ...(fixturePosts(200) as FrontMatter[])]);
const railway = groups.find((g) => g.slug === "railway")!;

test("every tag page stays under 100 KB and lists at most a listing page's posts", async ({ request }) => {
  expect(railway.posts.length).toBeGreaterThan(2 * PAGE_SIZE);
  const sizes: Record<string, number> = {};
  for (const g of groups) {
    for (let n = 1; n <= tagPageCount(g.posts.length); n++) {
      const path = n === 1 ? `/blog/tags/${g.slug}` : `/blog/tags/${g.slug}/page/${n}`;
      const res = await request.get(path, { headers: { "Accept-Encoding": "identity" } });
      expect(res.status(), path).toBe(200);
      const html = await res.text();
      sizes[path] = html.length;
      expect(html.length, path).toBeLessThan(100_000);
      const expected = g.posts.slice((n - 1) * PAGE_SIZE, n * PAGE_SIZE);
      expect((html.match(/data-read-slug="/g) ?? []).length, path).toBe(expected.length);
    }
    expect((await request.get(`/blog/tags/${g.slug}/page/${tagPageCount(g.posts.length) + 1}`)).status()).toBe(404);
  }
  console.log("largest tag page (bytes):", Math.max(...Object.values(sizes)));
});

test("a tag's pages run newest to oldest, linked by Older and Newer posts", async ({ page }) => {
  const last = tagPageCount(railway.posts.length);
  await page.goto("/blog/tags/railway");
  const titles = page.getByRole("region", { name: "Articles" }).getByRole("heading", { level: 3 });
  await expect(titles).toHaveText(railway.posts.slice(0, PAGE_SIZE).map((p) => p.title));
  await page.getByRole("navigation", { name: "Pages of posts tagged Railway" }).getByRole("link", { name: "Older posts" }).click();
  await expect(page).toHaveURL("/blog/tags/railway/page/2");
  await expect(titles.first()).toHaveText(railway.posts[PAGE_SIZE]!.title);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${site.siteUrl}/blog/tags/railway/page/2`);
  await page.goto(`/blog/tags/railway/page/${last}`);
  await expect(titles.last()).toHaveText(railway.posts.at(-1)!.title);
  await expect(page.getByRole("link", { name: "Older posts" })).toHaveCount(0);
});

test("the sitemap lists every tag page", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  for (const g of groups) {
    for (let n = 1; n <= tagPageCount(g.posts.length); n++) {
      expect(xml).toContain(`<loc>${site.siteUrl}/blog/tags/${g.slug}${n === 1 ? "" : `/page/${n}`}</loc>`);
    }
  }
});
