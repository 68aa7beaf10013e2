import { bodyHtml } from "../app/lib/content/body";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, useStoredTheme, waitForHydration } from "./fixtures";
import { site } from "../app/lib/content/site";
import { type Post, postLang, postPath } from "../app/lib/content/blog-post";
import { POST_LABELS } from "../app/lib/content/markdown.server";
import { tagSlug } from "../app/lib/content/tags";
import { INVITATIONS } from "../app/lib/i18n/invitations";
import { allPosts, blogIn, drafts, firstSection, hasSection, opening, published } from "./blog-content";
import { LOCALES, at, escapeRegExp, expectNone, otherLocale, wordsOf } from "./locales";

const withCode = (p: Post) => bodyHtml(p.body).includes("<pre");
/** Published posts in a language by date, oldest first. */
const byDateIn = (locale: (typeof LOCALES)[number]) =>
  allPosts
    .filter((p) => p.status === "Published" && postLang(p) === locale)
    .sort((a, b) => a.date.localeCompare(b.date) || a.slug.localeCompare(b.slug));
/**
 * The post a language's tests read: one with an older and a newer post and code when one has;
 * else the first with code, or with a section, or the first. What it lacks, the tests of it skip,
 * saying why.
 */
function postIn(locale: (typeof LOCALES)[number]): Post | undefined {
  const byDate = byDateIn(locale);
  return (
    byDate.find((p, i) => i > 0 && i < byDate.length - 1 && withCode(p)) ??
    byDate.find(withCode) ??
    byDate.find((p) => p.toc.some((t) => t.depth === 2)) ??
    byDate[0]
  );
}
const byDate = byDateIn("en");
const POST = postIn("en")!;
const [OLDER, NEWER] = [byDate[byDate.indexOf(POST) - 1], byDate[byDate.indexOf(POST) + 1]];
const NO_NEIGHBOURS = "no published post with code has an older and a newer one";
const CODE = withCode(POST);
const NO_CODE = "no published post has a code block";
const SLUG = POST.slug;
const TITLE = POST.title;
const PATH = `/blog/${SLUG}`;
/** A run of words from the middle of the post's body: in its article only. */
const SENTENCE = /[A-Za-z][A-Za-z ]{30,}/.exec(POST.text.slice(POST.text.length / 2))![0].trim();
const SECTION = POST.toc.find((t) => t.depth === 2);
const NO_SECTION = `${POST.slug} has no section heading`;
const missing = drafts[0]?.slug ?? "no-such-draft";
const unescape = (html: string) =>
  html.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
/** A post's counterpart in another language: its translation, or the original it translates. */
const counterpart = (post: Post) => {
  const slug = post.translationOf ?? Object.values(post.translations ?? {})[0];
  return allPosts.find((p) => p.slug === slug && p.status === "Published");
};

/** Waits until React has hydrated the page (the share bar's Copy link button turns visible). */
async function openPost(page: Page, path = PATH, copyLink = "Copy link") {
  await page.goto(path);
  await expect(page.getByRole("button", { name: copyLink })).toBeVisible();
}

// The post page in each language (issue 57 merged the Swedish post's checks of
// e2e/sv-blog.spec.ts in): the article, its chrome and its links in the language's words.
for (const locale of LOCALES) {
  const post = postIn(locale);
  const t = wordsOf(locale);
  const blog = blogIn(locale);

  test(`the post page (${locale}) holds the whole article in the editor chrome, in the language's words`, async ({ page }) => {
    test.skip(!post, `no published post in ${locale}`);
    if (!post) return;
    const path = postPath(post.slug, locale);
    await openPost(page, path, t("post_copy_link"));
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
    await expect(page.locator("h1")).toHaveCount(1);
    const article = page.getByRole("article");
    await expect(article).toContainText(blog.fmtDate(post.date));
    await expect(article).toContainText(blog.readTime(post));
    await expect(article).toContainText(blog.views(post.views));
    await expect(article).toContainText(t("post_by", { name: site.ownerName }));
    const tag = post.tags.at(-1)!;
    await expect(article.getByRole("list", { name: t("blog_tags") }).getByRole("link", { name: `#${tag}`, exact: true })).toHaveAttribute(
      "href",
      at(locale, `/blog/tags/${tagSlug(tag)}`),
    );
    const section = post.toc.find((e) => e.depth === 2);
    if (section) await expect(article.getByRole("heading", { level: 2, name: section.text })).toBeVisible();
    if (post.toc.length > 0) await expect(page.getByRole("navigation", { name: t("post_toc_label") }).first()).toBeAttached();
    if (withCode(post)) await expect(article.locator("pre code .hljs-keyword").first()).toBeVisible();
    if (bodyHtml(post.body).includes("data-footnote-ref")) await expect(article.locator("#footnote-label")).toHaveText(POST_LABELS[locale].footnotes);

    // blog.md is the current entry; the open file is the post's own Markdown file.
    await expect(page.getByRole("navigation", { name: t("chrome_explorer_nav") }).getByRole("link", { name: "blog.md" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("navigation", { name: t("chrome_open_files") }).getByRole("link", { name: "blog.md" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("breadcrumb-file")).toHaveText(`${post.slug}.md`);
    await expect(page.getByTestId("status-file")).toHaveText(`${post.slug}.md`);

    const share = page.getByRole("region", { name: t("post_share_heading") });
    await expect(share.getByRole("heading", { level: 2, name: t("post_share_heading") })).toBeVisible();
    await expect(share.getByRole("link", { name: new RegExp(`^${t("post_share_email")}`) })).toBeVisible();
    const more = page.getByRole("navigation", { name: t("post_nav_label") });
    await expect(more.getByRole("link", { name: t("post_nav_all") })).toHaveAttribute("href", at(locale, "/blog"));

    // A translated post links its counterpart in that language's words, marked so; any other links none.
    const pair = counterpart(post);
    for (const other of LOCALES.filter((l) => l !== locale)) {
      const link = page.getByRole("link", { name: INVITATIONS[other].readPost });
      if (pair && postLang(pair) === other) {
        await expect(link).toHaveAttribute("href", postPath(pair.slug, other));
        await expect(link).toHaveAttribute("hreflang", other);
        await expect(link).toHaveAttribute("lang", other);
      } else {
        await expect(link).toHaveCount(0);
      }
    }
    await expectNone(page.locator("body"), blog.english, path);
  });
}

test("a translated pair links each other, both ways", async ({ page }) => {
  const translation = allPosts.find((p) => p.status === "Published" && p.translationOf !== undefined);
  const original = translation && counterpart(translation);
  test.skip(!translation || !original, "no post translates another");
  if (!translation || !original) return;
  const lang = postLang(translation);
  await page.goto(postPath(translation.slug, lang));
  await waitForHydration(page);
  await page.getByRole("link", { name: INVITATIONS.en.readPost }).click();
  await expect(page).toHaveURL(postPath(original.slug));
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(original.title);
  await page.getByRole("link", { name: INVITATIONS[lang].readPost }).click();
  await expect(page).toHaveURL(postPath(translation.slug, lang));
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(translation.title);
});

test.describe("post page", () => {
  test("carries its body once: in the article, not again in the page's hydration data, and keeps it when hydrated", async ({ page, request }) => {
    const sentence = SENTENCE;
    const html = await (await request.get(PATH)).text();
    expect(html.split(sentence)).toHaveLength(2);
    // The .data file that client-side navigation and the blog's reader fetch still holds it.
    expect(await (await request.get(`${PATH}.data`)).text()).toContain(sentence);
    await openPost(page);
    const article = page.getByRole("article");
    await expect(article.getByText(sentence)).toBeVisible();
    if (SECTION) await expect(article.getByRole("heading", { level: 2, name: SECTION.text })).toBeVisible();
    // Hydrated: the code blocks' Copy buttons (shown by PostBody's effect) work on the page's body.
    if (CODE) await expect(article.getByRole("button", { name: "Copy code" }).first()).toBeVisible();
  });

  test("links to the older and newer posts by date and back to the list", async ({ page }) => {
    test.skip(!OLDER || !NEWER, NO_NEIGHBOURS);
    if (!OLDER || !NEWER) return;
    await openPost(page);
    const nav = page.getByRole("navigation", { name: "More articles" });
    await expect(nav.getByRole("link", { name: /Previous post/ })).toHaveAttribute("href", `/blog/${OLDER.slug}`);
    await expect(nav.getByRole("link", { name: /Previous post/ })).toContainText(OLDER.title);
    await expect(nav.getByRole("link", { name: /Next post/ })).toHaveAttribute("href", `/blog/${NEWER.slug}`);
    await expect(nav.getByRole("link", { name: /Next post/ })).toContainText(NEWER.title);
    await expect(nav.getByRole("link", { name: "All articles" })).toHaveAttribute("href", "/blog");

    // The newest post has no newer one; the oldest none older.
    await openPost(page, `/blog/${byDate.at(-1)!.slug}`);
    await expect(page.getByRole("navigation", { name: "More articles" }).getByRole("link", { name: /Next post/ })).toHaveCount(0);
    await openPost(page, `/blog/${byDate[0]!.slug}`);
    await expect(page.getByRole("navigation", { name: "More articles" }).getByRole("link", { name: /Previous post/ })).toHaveCount(0);
  });

  test("navigates between the list and post pages without reloading", async ({ page }) => {
    test.skip(!NEWER, NO_NEIGHBOURS);
    if (!NEWER) return;
    await page.goto("/blog");
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole("link", { name: TITLE }).click();
    await expect(page).toHaveURL(PATH);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLE);
    await expect(page).toHaveTitle(`${TITLE} — ${site.ownerName}`);
    await expect(page.getByTestId("status-file")).toHaveText(`${SLUG}.md`);

    await page.getByRole("link", { name: /Next post/ }).click();
    await expect(page).toHaveURL(`/blog/${NEWER.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(NEWER.title);
    if (hasSection(NEWER)) await expect(page.getByRole("heading", { level: 2, name: firstSection(NEWER) })).toBeVisible();
    await expect(page.getByRole("article")).toContainText(opening(NEWER));

    await page.getByRole("link", { name: "All articles" }).click();
    await expect(page).toHaveURL("/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
    await expect(page.getByTestId("status-file")).toHaveText("blog.md");
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  test("a link in a post's body to another page is fetched on intent and moves without reloading", async ({ page }) => {
    // A published English post whose body links another English page of the site (not a file).
    const inSite = (p: Post) => [...bodyHtml(p.body).matchAll(/<a href="(\/(?!sv\/|\/)[^"#?.]*)(?:#[^"]*)?"/g)].map((m) => m[1]!).find((to) => to !== `/blog/${p.slug}`);
    const post = byDate.find(inSite);
    test.skip(!post, "no published post's body links another page of the site");
    if (!post) return;
    const to = inSite(post)!;
    // Its data, asked for once the page is idle (when it is a likely next page) or on the hover.
    const data = `${to === "/" ? "/_root" : to}.data`;
    let fetchedAhead = false;
    page.on("request", (r) => (fetchedAhead ||= new URL(r.url()).pathname === data));
    await openPost(page, `/blog/${post.slug}`);
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const link = page.locator(`[data-post-body] a[href^="${to}"]`).first();
    await link.hover();
    await expect.poll(() => fetchedAhead).toBe(true);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`^[^#?]*${escapeRegExp(to)}([#?].*)?$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  test("a failed fetch during client-side navigation says so and Retry loads the article", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/Failed to load resource/);
    await page.goto("/blog");
    await waitForHydration(page);
    await page.route("**/*.data*", (route) => route.abort());
    await page.getByRole("link", { name: TITLE }).click();
    await expect(page.getByRole("alert")).toContainText("The article could not be loaded");
    await page.unroute("**/*.data*");
    await page.getByRole("button", { name: "Retry" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLE);
  });
});

test.describe("reading comforts", () => {
  test("every section heading has an id and an anchor link that shows on focus", async ({ page }) => {
    test.skip(!SECTION, NO_SECTION);
    if (!SECTION) return;
    await openPost(page);
    const headings = page.locator(".post-body :is(h2, h3)");
    const ids = await headings.evaluateAll((els) => els.map((e) => e.id));
    expect(ids.length).toBeGreaterThan(3);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain(SECTION.id);

    // The heading's own link (the table of contents links there too).
    const anchor = page.getByRole("heading", { name: SECTION.text }).getByRole("link");
    await expect(anchor).toHaveAttribute("href", `#${SECTION.id}`);
    const mark = anchor.locator(".heading-mark");
    await expect(mark).toBeHidden();
    await anchor.focus();
    await expect(mark).toBeVisible();
    await anchor.press("Enter");
    await expect(page).toHaveURL(`${PATH}#${SECTION.id}`);
  });

  test("a code block's Copy button copies its code and announces Copied", async ({ page, context }) => {
    test.skip(!CODE, NO_CODE);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openPost(page);
    const block = page.locator(".code-block").first();
    const copy = block.getByRole("button", { name: "Copy code" });
    await copy.focus();
    await page.keyboard.press("Enter");
    await expect(copy).toHaveText("Copied");
    await expect(page.getByRole("status").filter({ hasText: "Copied" })).toHaveCount(1);
    const clip = await page.evaluate(() => navigator.clipboard.readText());
    expect(clip).toBe(await block.locator("pre code").textContent());
    expect(clip.trim()).not.toBe("");
    await expect(copy).toHaveText("Copy", { timeout: 4000 });
  });

  test("share links open in a new tab; Copy link copies the post's address", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openPost(page);
    const share = page.getByRole("region", { name: "Share this article" });
    const url = `${site.siteUrl}${PATH}`;
    for (const [name, start] of [
      ["LinkedIn", "https://www.linkedin.com/sharing/share-offsite/?url="],
      ["X", "https://x.com/intent/tweet?url="],
      ["E-mail", "mailto:?subject="],
    ] as const) {
      const link = share.getByRole("link", { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute("href", new RegExp(`^${start.replace(/[?.]/g, "\\$&")}`));
      await expect(link).toHaveAttribute("href", new RegExp(encodeURIComponent(url).replace(/[.]/g, "\\.")));
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    await share.getByRole("button", { name: "Copy link" }).click();
    await expect(share.getByRole("status")).toHaveText("Copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  });
});

test.describe("metadata", () => {
  test("the post's head has its own title, description, canonical, article tags, card and JSON-LD", async ({ request }) => {
    const html = await (await request.get(PATH)).text();
    const url = `${site.siteUrl}${PATH}`;
    const get = (re: RegExp) => html.match(re)?.[1];
    expect(get(/<title>([^<]+)<\/title>/)).toBe(`${TITLE} — ${site.ownerName}`);
    expect(unescape(get(/<meta name="description" content="([^"]+)"/)!)).toBe(POST.excerpt);
    expect(get(/<link rel="canonical" href="([^"]+)"/)).toBe(url);
    expect(get(/<meta property="og:type" content="([^"]+)"/)).toBe("article");
    expect(get(/<meta property="og:url" content="([^"]+)"/)).toBe(url);
    expect(get(/<meta property="article:published_time" content="([^"]+)"/)).toBe(POST.date);
    expect([...html.matchAll(/<meta property="article:tag" content="([^"]+)"/g)].map((m) => unescape(m[1]!))).toEqual(POST.tags);
    expect(get(/<meta name="twitter:card" content="([^"]+)"/)).toBe("summary_large_image");
    expect(get(/<meta name="twitter:title" content="([^"]+)"/)).toBe(`${TITLE} — ${site.ownerName}`);

    const image = get(/<meta property="og:image" content="([^"]+)"/);
    expect(image).toBe(`${site.siteUrl}/og/posts/${SLUG}.png`);
    expect(get(/<meta name="twitter:image" content="([^"]+)"/)).toBe(image);
    const png = await (await request.get(new URL(image!).pathname)).body();
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);

    const data = JSON.parse(get(/<script type="application\/ld\+json">([^<]+)<\/script>/)!) as { "@graph": Array<Record<string, unknown>> };
    const posting = data["@graph"].find((n) => n["@type"] === "BlogPosting");
    expect(posting).toMatchObject({ headline: TITLE, datePublished: POST.date, url, keywords: POST.tags.join(", ") });
    expect(posting?.author).toMatchObject({ "@type": "Person", name: site.ownerName });
  });

  test("every post has its own title, description and card", async ({ request }) => {
    const seen = { title: new Set<string>(), image: new Set<string>() };
    for (const post of published) {
      const html = await (await request.get(`/blog/${post.slug}`)).text();
      seen.title.add(html.match(/<title>([^<]+)/)![1]!);
      // The description is the post's own excerpt (two posts may share one).
      expect(unescape(html.match(/<meta name="description" content="([^"]+)"/)![1]!), post.slug).toBe(post.excerpt);
      seen.image.add(html.match(/<meta property="og:image" content="([^"]+)"/)![1]!);
    }
    expect([seen.title.size, seen.image.size]).toEqual([published.length, published.length]);
  });

  test("the sitemap lists every post page and the feed links to them", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${site.siteUrl}${PATH}</loc>`);
    for (const draft of drafts) expect(sitemap).not.toContain(`/blog/${draft.slug}<`);
    const rss = await (await request.get("/rss.xml")).text();
    expect(rss).toContain(`<link>${site.siteUrl}${PATH}</link>`);
    expect(rss).toContain(`<guid isPermaLink="true">${site.siteUrl}${PATH}</guid>`);
  });
});

test.describe("drafts and unknown posts", () => {
  test("a draft's or an unknown post's address answers 404 with the not-found page", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/404/);
    for (const slug of [...drafts.map((p) => p.slug), "no-such-post"]) {
      // Hydrated, the route asks for the post's data, which is a 404 too.
      const data = page.waitForResponse((r) => new URL(r.url()).pathname === `/blog/${slug}.data`);
      const res = await page.goto(`/blog/${slug}`);
      expect(res?.status(), slug).toBe(404);
      await expect(page.getByText("Oops! Page not found")).toBeVisible();
      expect((await data).status(), slug).toBe(404);
      // Hydrated without a mismatch (the guard fails on one) and the 404 is logged.
      await expect.poll(() => consoleGuard.errors.some((e) => e.includes(`/blog/${slug}`))).toBe(true);
      // The page React took over, once: not a second shell beside the prerendered one.
      await expect(page.getByRole("main")).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
    }
  });

  test("a post has no page in a language it is not written in", async ({ request }) => {
    for (const post of allPosts.filter((p) => p.status === "Published")) {
      const other = otherLocale(postLang(post));
      expect((await request.get(postPath(post.slug, other))).status(), postPath(post.slug, other)).toBe(404);
    }
  });

  test("client-side navigation to an unknown post shows the not-found page", async ({ page, consoleGuard }) => {
    consoleGuard.allow(new RegExp(`404 Error: User attempted to access non-existent route: /blog/${missing}`));
    // One route serves every post (app/routes.ts), so the browser asks for the draft's data and
    // the server answers 404, which Chromium logs; that 404 is what shows the not-found page.
    consoleGuard.allow(/Failed to load resource: the server responded with a status of 404/);
    await openPost(page);
    await page.evaluate((slug) => (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => void } }).__reactRouterDataRouter.navigate(`/blog/${slug}`), missing);
    await expect(page).toHaveURL(`/blog/${missing}`);
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
  });
});

test("the post page works with JavaScript off", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PATH);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLE);
  if (SECTION) await expect(page.getByRole("heading", { level: 2, name: POST.toc.filter((t) => t.depth === 2).at(-1)!.text })).toBeVisible();
  await expect(page.getByRole("article").getByText(SENTENCE)).toBeVisible();
  // Controls that need the script do not show without it.
  await expect(page.getByRole("button", { name: "Copy code" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Copy link" })).toBeHidden();
  if (NEWER) await expect(page.getByRole("link", { name: /Next post/ })).toBeVisible();
  await context.close();
});

for (const theme of ["dark", "light"] as const) {
  test(`post page has no axe violations in ${theme} theme`, async ({ page }) => {
    await useStoredTheme(page, theme);
    await openPost(page);
    await expectNoAxeViolations(page);
  });
}

test("the post page does not scroll sideways at 375 px, in either language", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  for (const locale of LOCALES) {
    const t = wordsOf(locale);
    // The longest post: the widest code, tables and equations are the likeliest to overflow.
    const longest = byDateIn(locale).sort((a, b) => bodyHtml(b.body).length - bodyHtml(a.body).length)[0];
    if (!longest) continue;
    await openPost(page, postPath(longest.slug, locale), t("post_copy_link"));
    expect(await page.evaluate(() => document.documentElement.scrollWidth), longest.slug).toBeLessThanOrEqual(375);
    // The long file name shortens in the status bar instead of hiding the required items.
    for (const text of [t("chrome_status_connected"), t("chrome_status_ai_ready"), site.productName, `© ${site.copyrightYear}`]) {
      await expect(page.getByRole("contentinfo").getByText(text, { exact: true })).toBeInViewport();
    }
  }
});
