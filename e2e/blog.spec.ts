import { bodyHtml } from "../app/lib/content/body";
import type { Locator, Page, Response } from "@playwright/test";
import { expect, expectNoAxeViolations, test, useStoredTheme, waitForHydration } from "./fixtures";
import { site } from "../app/lib/content/site";
import { PAGE_SIZE } from "../app/lib/content/blog-listing";
import { type Post, postLang, postPath } from "../app/lib/content/blog-post";
import { tagSlug } from "../app/lib/content/tags";
import { loadOwnerData } from "../app/lib/content/data.server";
import {
  NO_REGULAR_POST,
  allPosts,
  blogIn,
  drafts,
  featured,
  firstPageCount,
  firstSection,
  hasCode,
  hasSection,
  opening,
  posts,
  published,
  regular,
  shownTopics,
  specFilter,
  specStats,
} from "./blog-content";
import { LOCALES, at, escapeRegExp, expectNone } from "./locales";

/**
 * The blog in each language (issue 57 merged e2e/sv-blog.spec.ts in): the list, the filters and
 * the reader with the language's words and formats, over the posts that language's blog lists
 * (on /sv/blog, the Swedish posts and the English ones without a translation, marked English).
 * What works the same in every language (search combinations, focus, loading, the feed) is
 * tested once, in English.
 */

// The English posts the language-apart tests open: the first three published ones that are not
// featured (the same post when the owner has fewer), and a draft. A reader test takes a post
// with a section heading and code when there is one, and checks those only then.
test.skip(regular.length === 0, NO_REGULAR_POST);
type Listed = (typeof regular)[number];
const [main, second = main, third = second] = regular as [Listed, Listed?, Listed?];
const rich = regular.find((p) => hasSection(p) && hasCode(p)) ?? regular.find(hasSection) ?? main;
const longest = [...regular].sort((a, b) => b.text.length - a.text.length)[0]!;

const stat = (page: Page, key: string) => page.locator(`[data-stat="${key}"] dd`);
const reader = (page: Page) => page.getByRole("dialog");
const card = (page: Page, title: string | RegExp) => page.getByRole("article").filter({ hasText: title });
/** A card's preview: the opening of the post's text, then an ellipsis. */
const preview = (scope: Locator, post: Post) => scope.locator("p").filter({ hasText: new RegExp(`^${escapeRegExp(opening(post))}[^]*…$`) });

/** The filters and the reader work once React has hydrated the prerendered page. */
async function openBlog(page: Page, path = "/blog") {
  await page.goto(path);
  await page.waitForFunction(() => {
    const button = document.querySelector("[data-read-slug]");
    return button !== null && Object.keys(button).some((k) => k.startsWith("__reactFiber"));
  });
}

for (const locale of LOCALES) {
  const blog = blogIn(locale);
  const { t, fmtDate, views, readTime, topicLabel } = blog;
  const listed = blog.posts;
  const search = (page: Page) => page.getByRole("searchbox", { name: t("blog_search_label") });
  const chip = (page: Page, topic: string) =>
    page.getByRole("group", { name: t("blog_topic_group") }).getByRole("button", { name: topicLabel(topic), exact: true });
  const expectStats = async (page: Page, [publishedCount, totalViews, draftCount, topics]: readonly string[]) => {
    await expect(stat(page, "published")).toHaveText(publishedCount!);
    await expect(stat(page, "totalViews")).toHaveText(totalViews!);
    await expect(stat(page, "drafts")).toHaveText(draftCount!);
    await expect(stat(page, "topics")).toHaveText(topics!);
  };
  /** The line under the stats, when every match is on the page (the listing has one page). */
  const onePage = listed.length - (blog.featured ? 1 : 0) <= PAGE_SIZE;
  const expectNote = async (page: Page, matches: number) => {
    if (onePage) await expect(page.locator("[data-results-note]")).toHaveText(t("blog_note_matches", { matches, total: listed.length }));
  };
  const ENGLISH = blog.english;
  /** A post's reader is its own language's: its button names it in the page's words. */
  const opener = (page: Page, post: Post) =>
    card(page, post.title).getByRole("button", { name: t(post === blog.featured ? "blog_read_full" : "blog_read_more") });
  // The reader's posts: one in the language (with a section and code when one has), and another:
  // a post in another language when the blog lists one, else a second of its own.
  const own = blog.published.filter((p) => postLang(p) === locale);
  const ownPost = own.find((p) => hasSection(p) && hasCode(p)) ?? own.find(hasSection) ?? own[0];
  const otherPost = blog.foreign.find((p) => hasSection(p) && hasCode(p)) ?? blog.foreign[0] ?? own.find((p) => p !== ownPost);

  test.describe(`the blog (${locale})`, () => {
    test("lists its posts with the language's words and formats: search, chips, stats, the featured article, the cards", async ({ page }) => {
      await openBlog(page, at(locale, "/blog"));
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.getByRole("heading", { level: 1, name: loadOwnerData(locale).pageTexts["/blog"]!.heading })).toBeVisible();
      await expect(search(page)).toHaveAttribute("placeholder", t("blog_search_placeholder"));
      await expect(page.getByRole("group", { name: t("blog_topic_group") }).getByRole("button")).toHaveText(blog.shownTopics.map(topicLabel));
      for (const topic of blog.shownTopics) await expect(chip(page, topic)).toHaveAttribute("aria-pressed", String(topic === "All"));
      await expectStats(page, blog.specStats(listed));
      await expect(page.locator("[data-stat=totalViews] dt")).toHaveText(t("blog_stat_views"));
      await expectNote(page, listed.length);

      // Each card as its post's language has it: the title and excerpt of a post in another
      // language marked so, its link leading to its own language's page.
      const expectCard = async (scope: Locator, post: Post) => {
        const lang = postLang(post);
        const foreign = lang !== locale;
        const heading = scope.getByRole("heading", { level: 3 });
        await expect(heading).toHaveText(post.title);
        if (foreign) {
          await expect(heading).toHaveAttribute("lang", lang);
          await expect(scope.getByText(post.excerpt)).toHaveAttribute("lang", lang);
          await expect(scope.getByText(t("blog_in_english"), { exact: true })).toBeVisible();
        } else {
          await expect(heading).not.toHaveAttribute("lang", /./);
        }
        await expect(scope).toContainText(fmtDate(post.date));
        await expect(scope).toContainText(readTime(post));
        await expect(scope).toContainText(views(post.views));
        const link = scope.getByRole("link", { name: post.title });
        await expect(link).toHaveAttribute("href", postPath(post.slug, lang));
        if (foreign) await expect(link).toHaveAttribute("hreflang", lang);
        const tag = post.tags[0]!;
        await expect(scope.getByRole("link", { name: `#${tag}`, exact: true })).toHaveAttribute("href", at(locale, `/blog/tags/${tagSlug(tag)}`));
      };
      if (blog.featured) {
        const hero = card(page, t("blog_featured"));
        await expectCard(hero, blog.featured);
        await expect(hero.getByRole("button", { name: t("blog_read_full") })).toBeVisible();
      }
      // "More articles" under a featured post; without one, plain "Articles".
      const others = page.getByRole("region", { name: t(blog.featured ? "blog_more_articles" : "blog_articles"), exact: true }).getByRole("article");
      await expect(others).toHaveCount(firstPageCount(listed, blog.featured));
      for (const post of new Set([blog.regular[0], ...blog.foreign].filter((p) => p && p !== blog.featured) as Post[])) {
        const scope = card(page, post.title);
        await expectCard(scope, post);
        await expect(scope).toContainText(t("blog_status_published"));
        await expect(preview(scope, post)).toHaveText(/.{100,}…$/);
        await expect(scope.getByRole("button", { name: t("blog_read_more") })).toBeVisible();
      }
      const draft = blog.drafts[0];
      if (draft) {
        const announced = card(page, draft.title);
        await expect(announced).toContainText(t("blog_status_draft"));
        await expect(announced).toContainText(t("blog_coming_soon"));
        await expect(announced).toContainText(views(draft.views));
        await expect(announced.getByRole("button")).toHaveCount(0);
      }
      // A post this blog does not list (another language's; an original beside its translation) is not shown.
      for (const post of allPosts.filter((p) => !listed.includes(p))) {
        await expect(page.getByRole("heading", { name: post.title, exact: true })).toHaveCount(0);
      }
      await expectNone(page.locator("body"), ENGLISH, at(locale, "/blog"));
    });

    test("filters by topic and search in its words, says when nothing matches, and clears", async ({ page }) => {
      const topic = blog.shownTopics[1];
      test.skip(!topic, "no topic chip besides All: the owner's posts are in none of content/filters.yaml's topics");
      await openBlog(page, at(locale, "/blog"));
      // A topic finds the posts whose tags hold its name or its word in any language (Optimering, Optimization).
      await chip(page, topic!).click();
      await expect(chip(page, topic!)).toHaveAttribute("aria-pressed", "true");
      await expect(page).toHaveURL(`${at(locale, "/blog")}?topic=${encodeURIComponent(topic!)}`);
      const inTopic = specFilter(listed, "", topic!);
      await expectStats(page, blog.specStats(inTopic));
      await expectNote(page, inTopic.length);

      const query = "qzxv no such words";
      expect(specFilter(listed, query, topic!)).toEqual([]);
      await search(page).fill(query);
      await expect(page.getByText(t("blog_empty_title"))).toBeVisible();
      await expect(page.getByText(t("blog_empty_both", { query, topic: topicLabel(topic!) }))).toBeVisible();
      await expectStats(page, ["0", "0", "0", "0"]);
      await expectNone(page.locator("body"), ENGLISH, `${at(locale, "/blog")}, nothing found`);
      await page.getByRole("button", { name: t("blog_clear_filters") }).click();
      await expect(search(page)).toHaveValue("");
      await expect(chip(page, "All")).toHaveAttribute("aria-pressed", "true");
      await expectStats(page, blog.specStats(listed));
    });

    test("the reader shows a post of the language in its words, and a post of another language marked so", async ({ page }) => {
      test.skip(!ownPost, `no published post in ${locale}`);
      if (!ownPost) return;
      await openBlog(page, at(locale, "/blog"));
      const button = opener(page, ownPost);
      await button.click();
      const dialog = reader(page);
      await expect(dialog.getByRole("heading", { level: 2 })).toHaveText(ownPost.title);
      await expect(dialog.getByRole("heading", { level: 2 })).not.toHaveAttribute("lang", /./);
      await expect(page).toHaveURL(`${at(locale, "/blog")}?post=${ownPost.slug}`);
      await expect(dialog).toContainText(fmtDate(ownPost.date));
      await expect(dialog).toContainText(readTime(ownPost));
      await expect(dialog).toContainText(views(ownPost.views));
      await expect(dialog).toContainText(t("post_by", { name: site.ownerName }));
      await expect(dialog.getByRole("list", { name: t("blog_tags") })).toContainText(`#${ownPost.tags.at(-1)}`);
      const body = dialog.locator("[data-reader-body]");
      await expect(body).toContainText(opening(ownPost));
      await expect(dialog.locator("[data-post-body]")).not.toHaveAttribute("lang", /./);
      if (hasSection(ownPost)) await expect(dialog.getByRole("heading", { level: 3, name: firstSection(ownPost) })).toBeVisible();
      if (hasCode(ownPost)) await expect(dialog.locator("pre code .hljs-keyword").first()).toBeVisible();
      await expect(dialog.getByRole("link", { name: t("blog_reader_open_page") })).toHaveAttribute("href", postPath(ownPost.slug, locale));
      await expectNone(page.locator("body"), ENGLISH, `${at(locale, "/blog")}, reader`);
      await dialog.getByRole("button", { name: t("blog_reader_close_label") }).click();
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
      await expect(page).toHaveURL(at(locale, "/blog"));

      if (!otherPost) return;
      const lang = postLang(otherPost);
      const foreign = lang !== locale;
      const other = opener(page, otherPost);
      await other.click();
      await expect(dialog.getByRole("heading", { level: 2 })).toHaveText(otherPost.title);
      if (foreign) {
        await expect(dialog.getByRole("heading", { level: 2 })).toHaveAttribute("lang", lang);
        await expect(dialog.getByText(t("blog_in_english"), { exact: true })).toBeVisible();
        const otherBody = dialog.locator("[data-post-body]");
        await expect(otherBody).toHaveAttribute("lang", lang);
        if (hasSection(otherPost)) await expect(otherBody.getByRole("heading", { level: 3, name: firstSection(otherPost) })).toBeVisible();
        // The code blocks' buttons are the page's: its words, marked as its language inside the foreign body.
        if (hasCode(otherPost)) {
          const copy = otherBody.getByRole("button", { name: t("post_copy_code") }).first();
          await expect(copy).toHaveText(t("post_copy"));
          await expect(copy).toHaveAttribute("lang", locale);
        }
        await expect(dialog).toContainText(readTime(otherPost));
        const open = dialog.getByRole("link", { name: t("blog_reader_open_page") });
        await expect(open).toHaveAttribute("href", postPath(otherPost.slug, lang));
        await expect(open).toHaveAttribute("hreflang", lang);
        await expectNone(page.locator("body"), ENGLISH, `${at(locale, "/blog")}?post=${otherPost.slug}`);
      }
      await dialog.getByRole("button", { name: t("blog_reader_close"), exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(other).toBeFocused();
    });
  });
}

test("searches each language's blog before any script runs", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const word = main.title.split(/\s+/).find((w) => /^[a-z]{4,}$/i.test(w))!.toLowerCase();
  for (const locale of LOCALES) {
    await page.goto(at(locale, "/blog"));
    await page.getByRole("searchbox", { name: blogIn(locale).t("blog_search_label") }).fill(word);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${at(locale, "/blog")}?q=${word}`);
  }
  await context.close();
});

test.describe("blog list (language apart)", () => {
  const search = (page: Page) => page.getByRole("searchbox", { name: "Search posts" });
  const chip = (page: Page, name: string) =>
    page.getByRole("group", { name: "Filter by topic" }).getByRole("button", { name, exact: true });

  test("previews are the first 120 characters of the text plus an ellipsis", async ({ page }) => {
    await openBlog(page);
    const text = await preview(card(page, second.title), second).textContent();
    expect(text?.length).toBeLessThanOrEqual(121);
  });

  // Queries from the posts themselves: a word of one title in capitals (search ignores case), a
  // tag, and a word of an excerpt; each with a topic chip. The expected cards and stats follow
  // the spec's rules over whatever the posts are; one page load, a combination after another.
  test("search and topic combinations show the cards and stats the rules give", async ({ page }) => {
    const titleWord = main.title.split(/\s+/).find((w) => w.length > 4) ?? main.title;
    const combinations = [
      ...shownTopics.slice(1).map((topic) => ({ query: "", topic })),
      { query: titleWord.toUpperCase(), topic: "All" },
      { query: main.tags[0]!.toLowerCase(), topic: shownTopics.slice(1).find((t) => specFilter([main], "", t).length > 0) ?? "All" },
      { query: second.excerpt.split(/\s+/).slice(1, 3).join(" "), topic: "All" },
    ];
    await openBlog(page);
    for (const c of combinations) {
      await test.step(`"${c.query}" in ${c.topic}`, async () => {
        const found = specFilter(posts, c.query, c.topic);
        expect(found.length, "the query finds some post").toBeGreaterThan(0);
        await search(page).fill(c.query);
        await chip(page, c.topic).click();
        await expect(chip(page, c.topic)).toHaveAttribute("aria-pressed", "true");
        const [publishedCount, totalViews, draftCount, topics] = specStats(found);
        await expect(stat(page, "published")).toHaveText(publishedCount);
        await expect(stat(page, "totalViews")).toHaveText(totalViews);
        await expect(stat(page, "drafts")).toHaveText(draftCount);
        await expect(stat(page, "topics")).toHaveText(topics);
        const withFeatured = featured !== undefined && found.includes(featured);
        await expect(page.getByRole("button", { name: "Read Full Article" })).toHaveCount(withFeatured ? 1 : 0);
        await expect(page.locator("main article")).toHaveCount(firstPageCount(found) + (withFeatured ? 1 : 0));
      });
    }
  });

  test("the reader keeps focus inside, stays within 90 % of the viewport and scrolls inside", async ({ page }) => {
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

  test("the reader keeps the search text and topic while a post is open and after Escape closes it", async ({ page }) => {
    await openBlog(page);
    // A word of the post's title and a topic it is in (the spec's chips), so it stays listed.
    const query = main.title.split(/\s+/)[0]!.toLowerCase();
    const topic = shownTopics.slice(1).find((t) => specFilter([main], query, t).length > 0) ?? "All";
    await search(page).fill(query);
    await chip(page, topic).click();
    await card(page, main.title).getByRole("button", { name: "Read More" }).click();
    await expect(reader(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(reader(page)).toBeHidden();
    await expect(search(page)).toHaveValue(query);
    await expect(chip(page, topic)).toHaveAttribute("aria-pressed", "true");
    await expect(stat(page, "published")).toHaveText(specStats(specFilter(posts, query, topic))[0]);
  });

  test("a ?post= link opens the post; closing removes it and focuses the post's button", async ({ page }) => {
    await openBlog(page, `/blog?post=${third.slug}`);
    await expect(reader(page).getByRole("heading", { level: 2 })).toHaveText(third.title);
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

  test("the reader opens after client-side navigation from another page", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    await page.getByRole("link", { name: "blog.md" }).first().click();
    await expect(page).toHaveURL(/\/blog$/);
    await card(page, third.title).getByRole("button", { name: "Read More" }).click();
    await expect(reader(page).getByRole("heading", { level: 2 })).toHaveText(third.title);
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

// One language a theme: the reader's parts are the same in both, their colours the same in both
// languages; the Swedish reader holds an English post (lang marks inside it) when there is one.
// One Swedish page of each route, the blog's without the reader, is axe-checked in the dark theme in e2e/languages.spec.ts.
for (const [theme, locale] of [["dark", "en"], ["light", "sv"]] as const) {
  test(`the blog (${locale}) has no axe violations in the ${theme} theme, with and without the reader`, async ({ page }) => {
    // An axe run takes 5–10 s when the machine is shared; 30 s is too short for two or three.
    test.setTimeout(60_000);
    const blog = blogIn(locale);
    const post = blog.foreign.find(hasSection) ?? blog.foreign[0] ?? blog.regular.find((p) => hasSection(p) && hasCode(p)) ?? blog.published[0]!;
    await useStoredTheme(page, theme);
    await openBlog(page, at(locale, "/blog"));
    await expectNoAxeViolations(page);
    await card(page, post.title).getByRole("button").click();
    await expect(reader(page).locator("[data-reader-body]")).toContainText(opening(post));
    await expectNoAxeViolations(page);
  });
}

test("the blog does not scroll sideways at 375 px, even with the reader open", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  // The longest post: the widest code, tables and equations are the likeliest to overflow.
  const longest = [...published].sort((a, b) => bodyHtml(b.body).length - bodyHtml(a.body).length)[0]!;
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
    const draft = drafts[0];
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
    await page.getByRole("group", { name: "Filter by topic" }).getByRole("button", { name: topic, exact: true }).click();
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
