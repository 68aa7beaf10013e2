import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { featuredOf, listedPosts } from "../app/lib/content/blog-listing";
import { type Post, postLang, postPath } from "../app/lib/content/blog-post";
import { loadAllPostsSync } from "../app/lib/content/posts.server";
import { site } from "../app/lib/content/site";
import { tagSlug } from "../app/lib/content/tags";
import { topicsOf } from "../app/features/blog/filter";
import { expect, expectNoAxeViolations, test, useStoredTheme, waitForHydration } from "./fixtures";

/**
 * The Swedish blog (issue 36, item 4): /sv/blog lists the Swedish posts and the English ones
 * without a Swedish translation, each English entry marked as such and leading to its English
 * page; the reader, the tag pages and the Swedish post speak Swedish in sv-SE formats; a
 * translated pair links each other; none of the blog's English interface is left.
 */

// The posts these tests read, found by what they are rather than by name: a Swedish post that
// translates an English one (in the samples, the UIC 406 guide), and an English post without a
// translation, with sections, code and a tag no Swedish post has (the MILP post).
const all = loadAllPostsSync();
const published = all.filter((p) => p.status === "Published");
const guide = published.find((p) => p.lang === "sv" && p.translationOf);
const original = all.find((p) => p.slug === guide?.translationOf);
const NO_PAIR = "no Swedish post translates an English one";
const swedishTags = new Set(all.filter((p) => p.lang === "sv").flatMap((p) => p.tags.map(tagSlug)));
// The MILP post's kind when there is one; else any English post without a translation, whose
// section and code are then not checked.
const untranslated = published.filter((p) => p.lang === "en" && !p.translations?.sv);
const NO_UNTRANSLATED = "every English post has a Swedish translation";
const englishPost =
  untranslated.find((p) => p.html.includes("<pre") && /<h2 /.test(p.html) && p.tags.some((t) => !swedishTags.has(tagSlug(t)))) ??
  untranslated.find((p) => p.tags.some((t) => !swedishTags.has(tagSlug(t)))) ??
  untranslated[0];
const SV = guide?.slug ?? "";
const SV_TITLE = guide?.title ?? "";
const ORIGINAL = original?.slug ?? "";
const ORIGINAL_TITLE = original?.title ?? "";
const CREW = englishPost?.slug ?? "";
const CREW_TITLE = englishPost?.title ?? "";
/** The English post's own tag (none of the Swedish posts has it) and its first section's heading. */
const CREW_TAG = englishPost?.tags.find((t) => !swedishTags.has(tagSlug(t))) ?? englishPost?.tags[0] ?? "";
/** Undefined when the post has no `##` section. */
const CREW_SECTION = /<h2 id="[^"]*"><a class="heading-anchor"[^>]*><span[^>]*>#<\/span>([^<]*)<\/a><\/h2>/.exec(englishPost?.html ?? "")?.[1];
const CREW_CODE = englishPost?.html.includes("<pre") ?? false;
/** A tag of the Swedish posts that no English post has: it gets a Swedish page only. */
const englishTags = new Set(all.filter((p) => postLang(p) === "en").flatMap((p) => p.tags.map(tagSlug)));
const SV_TAG = guide?.tags.find((t) => !englishTags.has(tagSlug(t)));

// What /sv/blog lists (its own posts and the English ones it does not translate), and the
// counts and sums the page must show for them, whatever the posts are.
const listed = listedPosts(all, "sv");
const featured = featuredOf(listed);
/** sv-SE formats, from Intl rather than the site's own code: "12 mars 2025", "3 240". */
const svDate = (iso: string) => new Intl.DateTimeFormat("sv-SE", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
const svNumber = (n: number) => n.toLocaleString("sv-SE");
const views = (posts: typeof listed) => svNumber(posts.reduce((sum, p) => sum + p.views, 0));
const note = (found: number) => `// ${found} av ${listed.length} inlägg`;
const matching = (query: string) => listed.filter((p) => [p.title, p.excerpt, ...p.tags].some((f) => f.toLowerCase().includes(query)));

/**
 * The blog's and the post page's English interface: every English message of both catalogues
 * that Swedish words differently, cut at its placeholders into the phrases a page would show
 * (the topic chips' names left out: English posts keep their English tags, e.g. #Optimization),
 * the short ones by hand, and the words the build writes into a post body.
 */
function englishInterface(): string[] {
  const phrases = new Set<string>(["min read", "views", "E-mail", "Tags", "Draft", "Retry", "Close", "Footnotes", "Back to reference", "Table 1", `By ${site.ownerName}`]);
  for (const area of ["blog", "post"]) {
    const read = (lang: string) => JSON.parse(readFileSync(join(process.cwd(), "messages", area, `${lang}.json`), "utf8")) as Record<string, string>;
    const en = read("en");
    const sv = read("sv");
    for (const [key, text] of Object.entries(en)) {
      if (/^blog_topic_(all|ml|optimization|llms)$/.test(key) || text === sv[key]) continue;
      for (const piece of text.split(/\{[a-z]+\}/)) {
        const phrase = piece.trim();
        if (phrase.includes(" ") || phrase.length >= 8) phrases.add(phrase);
      }
    }
  }
  return [...phrases];
}
const ENGLISH = englishInterface();

/**
 * The page's interface text: text and labelling attributes, leaving out scripts, code and (unless
 * `all`) what is marked English.
 */
async function interfaceText(page: Page, all = false): Promise<string> {
  return page.evaluate((all) => {
    const parts: string[] = [];
    const english = (el: Element) => !all && (el.closest("[lang]")?.getAttribute("lang")?.startsWith("en") ?? false);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node instanceof Element ? node : node.parentElement;
      if (!el || english(el) || el.closest("script, style, code, pre, .katex")) continue;
      if (node instanceof Element) {
        for (const name of ["aria-label", "title", "placeholder", "alt"]) {
          const value = node.getAttribute(name);
          if (value) parts.push(value);
        }
      } else {
        parts.push(node.textContent ?? "");
      }
    }
    parts.push(document.title);
    return parts.join("\n");
  }, all);
}

async function expectNoEnglish(page: Page, where: string) {
  const text = await interfaceText(page);
  for (const phrase of ENGLISH) expect(text, `${where}: "${phrase}"`).not.toContain(phrase);
}

const search = (page: Page) => page.getByRole("searchbox", { name: "Sök bland inläggen" });
const chip = (page: Page, name: string) =>
  page.getByRole("group", { name: "Filtrera på ämne" }).getByRole("button", { name, exact: true });
const stat = (page: Page, key: string) => page.locator(`[data-stat="${key}"] dd`);
const reader = (page: Page) => page.getByRole("dialog");
const card = (page: Page, title: string) => page.locator("main article").filter({ hasText: title });
const textOf = (locator: Locator) => locator.evaluate((el) => el.textContent ?? "");

/** The filters and the reader work once React has hydrated the prerendered page. */
async function openBlog(page: Page, path = "/sv/blog") {
  await page.goto(path);
  await page.waitForFunction(() => {
    const button = document.querySelector("[data-read-slug]");
    return button !== null && Object.keys(button).some((k) => k.startsWith("__reactFiber"));
  });
}

test("the phrase list is live: the English blog and post show many of its phrases", async ({ page }) => {
  test.skip(!englishPost, NO_UNTRANSLATED);
  for (const path of [`/blog?post=${CREW}`, ...(original ? [`/blog/${ORIGINAL}`] : [])]) {
    await openBlogOrPost(page, path);
    const text = await interfaceText(page, true);
    expect(ENGLISH.filter((phrase) => text.includes(phrase)).length, path).toBeGreaterThan(8);
  }
});

async function openBlogOrPost(page: Page, path: string) {
  if (path.startsWith("/blog?")) {
    await openBlog(page, path);
    await expect(reader(page).locator("[data-post-body]").first()).toBeVisible();
  } else {
    await page.goto(path);
    await waitForHydration(page);
  }
}

test.describe("the Swedish blog", () => {
  test("lists the Swedish post and the English ones without a translation, in Swedish and sv-SE formats", async ({ page }) => {
    await openBlog(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "sv");
    await expect(page.getByRole("heading", { level: 1, name: "Blogg" })).toBeVisible();
    await expect(search(page)).toHaveAttribute("placeholder", "Sök inlägg…");
    // The chips the Swedish blog's posts make, by their Swedish names (an owner's own topic as written).
    const swedish: Record<string, string> = { All: "Alla", Optimization: "Optimering", LLMs: "LLM" };
    for (const name of topicsOf(listed)) await expect(chip(page, swedish[name] ?? name)).toBeVisible();
    await expect(chip(page, "Alla")).toHaveAttribute("aria-pressed", "true");
    expect(await textOf(stat(page, "totalViews"))).toBe(views(listed));
    await expect(stat(page, "published")).toHaveText(String(listed.filter((p) => p.status === "Published").length));
    await expect(stat(page, "drafts")).toHaveText(String(listed.filter((p) => p.status === "Draft").length));
    await expect(page.locator("[data-stat=totalViews] dt")).toHaveText("Visningar totalt");
    await expect(page.locator("[data-results-note]")).toHaveText(note(listed.length));

    if (featured) {
      const top = card(page, "Utvald artikel");
      await expect(top.getByRole("heading", { level: 3 })).toHaveText(featured.title);
      if (featured.lang === "sv") await expect(top.getByRole("heading", { level: 3 })).not.toHaveAttribute("lang", /./);
      await expect(top).toContainText(svDate(featured.date));
      await expect(top).toContainText(featured.readTime.replace(/ min read$/, " min läsning"));
      await expect(top).toContainText(`${svNumber(featured.views)} visningar`);
      await expect(top.getByRole("link", { name: featured.title })).toHaveAttribute("href", postPath(featured.slug, postLang(featured)));
      const tag = featured.tags[0]!;
      await expect(top.getByRole("link", { name: `#${tag}` })).toHaveAttribute("href", `/sv/blog/tags/${tagSlug(tag)}`);
      await expect(top.getByRole("button", { name: "Läs hela artikeln" })).toBeVisible();
    }

    // The English original is not listed beside its translation.
    if (original) await expect(page.getByText(ORIGINAL_TITLE)).toHaveCount(0);

    // An English post: marked as English, its title and excerpt in lang="en", linking to its English page.
    if (englishPost) {
      const crew = card(page, CREW_TITLE);
      await expect(crew.getByText("på engelska", { exact: true })).toBeVisible();
      await expect(crew.getByRole("heading", { level: 3 })).toHaveAttribute("lang", "en");
      await expect(crew.getByText(englishPost.excerpt)).toHaveAttribute("lang", "en");
      const title = crew.getByRole("link", { name: CREW_TITLE });
      await expect(title).toHaveAttribute("href", `/blog/${CREW}`);
      await expect(title).toHaveAttribute("hreflang", "en");
      await expect(crew).toContainText(svDate(englishPost.date));
      await expect(crew).toContainText(englishPost.readTime.replace(/ min read$/, " min läsning"));
      expect(await textOf(crew.locator("p").first())).toContain(`${svNumber(englishPost.views)} visningar`);
      await expect(crew.getByRole("link", { name: `#${CREW_TAG}` })).toHaveAttribute("href", `/sv/blog/tags/${tagSlug(CREW_TAG)}`);
      await expect(crew.getByRole("button", { name: "Läs mer" })).toBeVisible();
    }

    const draftPost = listed.find((p) => p.status === "Draft");
    if (draftPost) {
      const draft = card(page, draftPost.title);
      await expect(draft).toContainText("Utkast");
      await expect(draft).toContainText("Kommer snart");
      await expect(draft).toContainText(`${svNumber(draftPost.views)} visningar`);
    }

    await expectNoEnglish(page, "/sv/blog");
  });

  test("searches and filters in Swedish, over both languages' posts", async ({ page }) => {
    await openBlog(page);
    // Optimering finds the Swedish post tagged Optimering and the English ones tagged Optimization,
    // where the owner's posts have that topic at all.
    if (topicsOf(listed).includes("Optimization")) {
      await chip(page, "Optimering").click();
      await expect(chip(page, "Optimering")).toHaveAttribute("aria-pressed", "true");
      const optimering = listed.filter((p) => p.tags.some((t) => /optimization|optimering/i.test(t)));
      await expect(page.locator("[data-results-note]")).toHaveText(note(optimering.length));
      expect(await textOf(stat(page, "totalViews"))).toBe(views(optimering));
      if (featured && optimering.includes(featured)) await expect(card(page, "Utvald artikel")).toBeVisible();
      await expect(page).toHaveURL(/\/sv\/blog\?topic=Optimization$/);
    }

    await chip(page, "Alla").click();
    await search(page).fill("kapacitetsutnyttjande");
    await expect(page.locator("[data-results-note]")).toHaveText(note(matching("kapacitetsutnyttjande").length));

    await search(page).fill("zqxv");
    await expect(page.getByText("Inga inlägg hittades")).toBeVisible();
    await expect(page.getByText("Inget matchar ”zqxv”. Prova ett annat ord eller ämne.")).toBeVisible();
    await expectNoEnglish(page, "/sv/blog, empty");
    await page.getByRole("button", { name: "Rensa filter" }).click();
    await expect(search(page)).toHaveValue("");
    await expect(page.locator("[data-results-note]")).toHaveText(note(listed.length));
  });

  test("searches /sv/blog before any script runs", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/sv/blog");
    await page.getByRole("searchbox", { name: "Sök bland inläggen" }).fill("kapacitet");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/sv\/blog\?q=kapacitet$/);
    await context.close();
  });

  test("the reader opens the Swedish post in Swedish", async ({ page }) => {
    test.skip(!guide, NO_PAIR);
    await openBlog(page);
    const opener = card(page, SV_TITLE).getByRole("button", { name: guide === featured ? "Läs hela artikeln" : "Läs mer" });
    await opener.click();
    const dialog = reader(page);
    await expect(dialog.getByRole("heading", { level: 2 })).toHaveText(SV_TITLE);
    await expect(page).toHaveURL(new RegExp(`/sv/blog\\?post=${SV}$`));
    const section = /<h2 id="[^"]*"><a class="heading-anchor"[^>]*><span[^>]*>#<\/span>([^<]*)<\/a><\/h2>/.exec(guide!.html)![1]!;
    await expect(dialog.getByRole("heading", { level: 3, name: section })).toBeVisible();
    await expect(dialog.locator("[data-post-body]")).not.toHaveAttribute("lang", /./);
    await expect(dialog).toContainText(svDate(guide!.date));
    await expect(dialog).toContainText(`Av ${site.ownerName}`);
    await expect(dialog.getByRole("link", { name: "Öppna som sida" })).toHaveAttribute("href", `/sv/blog/${SV}`);
    await expectNoEnglish(page, "/sv/blog, reader");
    await dialog.getByRole("button", { name: "Stäng artikeln" }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(page).toHaveURL(/\/sv\/blog$/);
  });

  test("the reader opens an English post with Swedish chrome and the post marked English", async ({ page }) => {
    test.skip(!englishPost, NO_UNTRANSLATED);
    if (!englishPost) return;
    await openBlog(page, `/sv/blog?post=${CREW}`);
    const dialog = reader(page);
    await expect(dialog.getByRole("heading", { level: 2 })).toHaveText(CREW_TITLE);
    await expect(dialog.getByRole("heading", { level: 2 })).toHaveAttribute("lang", "en");
    await expect(dialog.getByText("på engelska", { exact: true })).toBeVisible();
    const body = dialog.locator("[data-post-body]");
    await expect(body).toHaveAttribute("lang", "en");
    if (CREW_SECTION) await expect(body.getByRole("heading", { level: 3, name: CREW_SECTION })).toBeVisible();
    // The code blocks' buttons are the page's: Swedish words, marked Swedish inside the English body.
    if (CREW_CODE) {
      const copy = body.getByRole("button", { name: "Kopiera koden" }).first();
      await expect(copy).toHaveText("Kopiera");
      await expect(copy).toHaveAttribute("lang", "sv");
    }
    await expect(dialog).toContainText(englishPost.readTime.replace(/ min read$/, " min läsning"));
    const open = dialog.getByRole("link", { name: "Öppna som sida" });
    await expect(open).toHaveAttribute("href", `/blog/${CREW}`);
    await expect(open).toHaveAttribute("hreflang", "en");
    await expectNoEnglish(page, `/sv/blog?post=${CREW}`);
    await dialog.getByRole("button", { name: "Stäng", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page, CREW_TITLE).getByRole("button", { name: "Läs mer" })).toBeFocused();
  });
});

test.describe("a translated pair", () => {
  test("the Swedish post is in Swedish and links its English original", async ({ page }) => {
    test.skip(!guide, NO_PAIR);
    await page.goto(`/sv/blog/${SV}`);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(SV_TITLE);
    const article = page.getByRole("article");
    await expect(article).toContainText(svDate(guide!.date));
    await expect(article).toContainText(guide!.readTime);
    await expect(article).toContainText(`Av ${site.ownerName}`);
    const english = page.getByRole("link", { name: "Read in English" });
    await expect(english).toHaveAttribute("href", `/blog/${ORIGINAL}`);
    await expect(english).toHaveAttribute("hreflang", "en");
    await expect(english).toHaveAttribute("lang", "en");
    const tag = guide!.tags.at(-1)!;
    await expect(article.getByRole("link", { name: `#${tag}` })).toHaveAttribute("href", `/sv/blog/tags/${tagSlug(tag)}`);
    if (guide!.toc.length > 0) await expect(page.getByRole("navigation", { name: "Innehåll" }).first()).toBeAttached();
    if (guide!.html.includes("data-footnote-ref")) await expect(article.locator("#footnote-label")).toHaveText("Fotnoter");
    await expect(page.getByRole("heading", { level: 2, name: "Dela artikeln" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Kopiera länk" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^E-post/ })).toBeVisible();
    const more = page.getByRole("navigation", { name: "Fler artiklar" });
    await expect(more.getByRole("link", { name: "Alla artiklar" })).toHaveAttribute("href", "/sv/blog");
    await expectNoEnglish(page, `/sv/blog/${SV}`);

    await english.click();
    await expect(page).toHaveURL(new RegExp(`/blog/${ORIGINAL}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ORIGINAL_TITLE);
  });

  test("the English original links its translation; an untranslated post links none, and its language control leads to /sv/blog", async ({ page }) => {
    if (guide) {
      await page.goto(`/blog/${ORIGINAL}`);
      const swedish = page.getByRole("link", { name: "Läs på svenska" });
      await expect(swedish).toHaveAttribute("href", `/sv/blog/${SV}`);
      await expect(swedish).toHaveAttribute("hreflang", "sv");
      await expect(swedish).toHaveAttribute("lang", "sv");
    }

    if (!englishPost) return; // every English post has a translation
    await page.goto(`/blog/${CREW}`);
    await waitForHydration(page);
    await expect(page.getByRole("main").locator('a[hreflang="sv"]')).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Läs på svenska" })).toHaveCount(0);
    const control = page.getByRole("contentinfo").locator('a[hreflang="sv"]');
    await expect(control).toHaveAttribute("href", "/sv/blog");
    await control.click();
    await expect(page).toHaveURL(/\/sv\/blog$/);
    await expect(page.getByRole("heading", { level: 1, name: "Blogg" })).toBeVisible();
  });

  test("an English post has no Swedish copy", async ({ request }) => {
    if (englishPost) expect((await request.get(`/sv/blog/${CREW}`)).status()).toBe(404);
    if (guide) expect((await request.get(`/blog/${SV}`)).status()).toBe(404);
  });
});

test.describe("Swedish tag pages", () => {
  test("a Swedish post's tag has a Swedish page only", async ({ page, request }) => {
    test.skip(!SV_TAG, "no Swedish translation has a tag of its own");
    const slug = tagSlug(SV_TAG!);
    const count = listed.filter((p: Post) => p.status === "Published" && p.tags.some((t) => tagSlug(t) === slug)).length;
    expect((await request.get(`/blog/tags/${slug}`)).status()).toBe(404);
    await page.goto(`/sv/blog/tags/${slug}`);
    await waitForHydration(page);
    await expect(page).toHaveTitle(`Inlägg med taggen ”${SV_TAG}” · ${site.ownerName}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Inlägg med taggen #${SV_TAG}`);
    await expect(page.getByText(`${count} ${count === 1 ? "artikel" : "artiklar"} med taggen ${SV_TAG}, nyast först.`)).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Alla inlägg" })).toHaveAttribute("href", "/sv/blog");
    await expect(card(page, SV_TITLE)).toContainText(svDate(guide!.date));
    await expectNoEnglish(page, `/sv/blog/tags/${slug}`);
    // No English page for this tag: the language control leads to the English blog.
    await expect(page.getByRole("contentinfo").locator('a[hreflang="en"]')).toHaveAttribute("href", "/blog");
  });

  test("an English post's tag has a Swedish page listing it as English", async ({ page }) => {
    test.skip(!englishPost, NO_UNTRANSLATED);
    const slug = tagSlug(CREW_TAG);
    await page.goto(`/sv/blog/tags/${slug}`);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Inlägg med taggen #${CREW_TAG}`);
    const crew = card(page, CREW_TITLE);
    await expect(crew.getByText("på engelska", { exact: true })).toBeVisible();
    await expect(crew.getByRole("link", { name: CREW_TITLE })).toHaveAttribute("href", `/blog/${CREW}`);
    await expectNoEnglish(page, `/sv/blog/tags/${slug}`);
    // The same tag's page in English, both ways.
    await expect(page.getByRole("contentinfo").locator('a[hreflang="en"]')).toHaveAttribute("href", `/blog/tags/${slug}`);
    await expect(page.locator('head link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", `${site.siteUrl}/blog/tags/${slug}`);
  });
});

for (const theme of ["dark", "light"] as const) {
  test(`the Swedish blog, its reader, tag page and post have no axe violations in the ${theme} theme`, async ({ page }) => {
    await useStoredTheme(page, theme);
    test.skip(!englishPost, NO_UNTRANSLATED);
    await openBlog(page, `/sv/blog?post=${CREW}`);
    await expect(reader(page).locator("[data-post-body]").first()).toBeAttached();
    if (CREW_SECTION) await expect(reader(page).getByRole("heading", { level: 3, name: CREW_SECTION })).toBeAttached();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    // Checked once the reader has closed: mid-close, it partly covers the tag links (axe target-size).
    await expect(reader(page)).toBeHidden();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of [`/sv/blog/tags/${tagSlug(CREW_TAG)}`, ...(guide ? [`/sv/blog/${SV}`] : [])]) {
      await page.goto(path);
      await waitForHydration(page);
      await test.step(path, () => expectNoAxeViolations(page));
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${path} scrolls sideways`).toBe(true);
    }
  });
}
