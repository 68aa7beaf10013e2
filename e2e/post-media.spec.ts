import { bodyHtml } from "../app/lib/content/body";
import type { Page } from "@playwright/test";
import { type Post, postPath } from "../app/lib/content/blog-post";
import { MATH_STYLESHEET as MATH_SHEET } from "../app/lib/content/math";
import { loadAllPostsSync } from "../app/lib/content/posts.server";
import { expect, expectNoAxeViolations, test, useStoredTheme, waitForHydration } from "./fixtures";

// Issue 27: figures, math, footnotes, callouts, tables and contents, each tried on the first
// published post that has it (in the samples, the UIC 406 guide and the MILP post).
const published = loadAllPostsSync().filter((p) => p.status === "Published" && p.lang === "en");
const first = (part: string) => published.find((p) => bodyHtml(p.body).includes(part));
const pathOf = (post: Post | undefined) => (post ? postPath(post.slug) : "");
/** An attribute or element's text as the page shows it: tags dropped, entities read. */
const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .trim();

const FIGURE_POST = first('<figure class="post-figure">');
const FIGURE = FIGURE_POST ? /<figure class="post-figure">[\s\S]*?<\/figure>/.exec(bodyHtml(FIGURE_POST.body))![0] : "";
const figureFact = (re: RegExp) => plain(re.exec(FIGURE)?.[1] ?? "");
const figure = {
  path: pathOf(FIGURE_POST),
  alt: figureFact(/ alt="([^"]*)"/),
  caption: figureFact(/<figcaption>([\s\S]*?)<\/figcaption>/),
  width: Number(figureFact(/ width="(\d+)"/)),
  height: Number(figureFact(/ height="(\d+)"/)),
  avif480: figureFact(/(\/assets\/media\/[^" ]+-480\.avif) 480w/),
};
// Posts with display math whose formulas use KaTeX's italic face (every sample formula does).
const MATH_POSTS = published.filter((p) => bodyHtml(p.body).includes('class="math-display"') && bodyHtml(p.body).includes("mathnormal"));
const MATH = MATH_POSTS[0];
const NO_MATH = published.find((p) => !bodyHtml(p.body).includes('class="katex'));
const FOOTNOTE = first("data-footnote-ref");
const CALLOUT = first('class="callout ');
const TABLE = first('class="table-scroll"');
const CONTENTS = published.find((p) => p.toc.length > 0 && p.toc.filter((t) => t.depth === 2).length >= 2);
/** Every post with one of the features above, each once, named by what it shows. */
const FEATURES: Array<[Post | undefined, string]> = [
  [FIGURE_POST, "figure"],
  [MATH, "math"],
  [FOOTNOTE, "footnote"],
  [CALLOUT, "callout"],
  [TABLE, "table"],
];
const MEDIA = [...new Set(FEATURES.flatMap(([post]) => (post ? [post] : [])))].map((post) => ({
  path: pathOf(post),
  shows: FEATURES.filter(([p]) => p === post)
    .map(([, name]) => name)
    .join(", "),
}));

/** Layout shifts so far (those right after an input are not counted, as in CLS). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
            if (!e.hadRecentInput) total += e.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 0);
      }),
  );
}

/** Every box KaTeX drew, relative to its formula, to the pixel: the same sheet rules give the same list. */
function mathBoxes(page: Page): Promise<string[]> {
  return page.locator(".katex-html").evaluateAll((roots) =>
    roots.flatMap((root) => {
      const origin = root.getBoundingClientRect();
      return [root, ...root.querySelectorAll("*")].map((e) => {
        const r = e.getBoundingClientRect();
        return [r.x - origin.x, r.y - origin.y, r.width, r.height].map(Math.round).join(" ");
      });
    }),
  );
}

/** Waits until KaTeX's italic face, which every sample formula uses, has loaded. */
function mathFontLoaded(page: Page): Promise<void> {
  return page.evaluate(async () => {
    while (![...document.fonts].some((f) => f.family.replace(/"/g, "") === "KaTeX_Math" && f.status === "loaded")) await new Promise((r) => setTimeout(r, 50));
  });
}

async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
  });
}

test.describe("figures", () => {
  test("a post with a figure does not shift while it loads on a slow link", async ({ page, browserName }) => {
    test.skip(browserName !== "chromium", "network throttling through CDP");
    await page.setViewportSize({ width: 375, height: 812 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    // Lighthouse's slow 4G: 150 ms round trips, 1.6 Mbit/s down.
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 });
    test.skip(!FIGURE_POST, "no post has a figure");
    await page.goto(figure.path);
    // The first screen, as Lighthouse sees it, while the scripts and the math fonts arrive (on a
    // phone they start after the first paint; a visitor who scrolls to a formula before they
    // land sees it move as with any web font: decisions.md).
    await waitForHydration(page);
    if (bodyHtml(FIGURE_POST!.body).includes("mathnormal")) await mathFontLoaded(page);
    await page.evaluate(() => document.fonts.ready);
    expect(await layoutShift(page)).toBe(0);
    // Then the figure, lazy below the first screen. Scrolling is not an input: shifts count.
    const image = page.getByRole("img", { name: figure.alt, exact: true });
    await scrollThrough(page);
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 20_000 }).toBe(true);
    expect(await layoutShift(page)).toBe(0);
  });

  test("the figure is a captioned picture; Chromium takes the AVIF at the width it needs", async ({ page }) => {
    // At 1× density a 343 px wide figure needs the 480 px file.
    test.skip(!figure.avif480, "no post has a figure 480 px wide or wider");
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(figure.path);
    const image = page.getByRole("figure", { name: figure.caption, exact: true }).getByRole("img", { name: figure.alt, exact: true });
    await expect(image).toHaveAttribute("loading", "lazy");
    await expect(image).toHaveAttribute("decoding", "async");
    await expect(image).toHaveAttribute("width", String(figure.width));
    await expect(image).toHaveAttribute("height", String(figure.height));
    await image.scrollIntoViewIfNeeded();
    // The build's name for the 480 px AVIF: the file's name, its content hash, its width.
    expect(figure.avif480).toMatch(/^\/assets\/media\/.+-[0-9a-f]{10}-480\.avif$/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(figure.avif480);
    // Laid out at its own aspect ratio before and after the file arrived.
    const box = await image.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(375);
    expect(Math.abs(box!.height - (box!.width * figure.height) / figure.width)).toBeLessThan(3);
  });
});

test.describe("math", () => {
  for (const theme of ["dark", "light"] as const) {
    for (const { path, shows } of MEDIA) {
      test(`${path} (${shows}) has no axe violations in ${theme} theme`, async ({ page }) => {
        // axe over KaTeX's many nodes takes a while on a loaded machine.
        test.setTimeout(60_000);
        await useStoredTheme(page, theme);
        await page.goto(path);
        await expect(page.getByRole("button", { name: "Copy link" })).toBeVisible();
        // Every lazy part loaded, then back at the top: a control half under the sticky bars
        // mid-scroll is not what a visitor meets.
        await scrollThrough(page);
        await page.evaluate(() => window.scrollTo(0, 0));
        await expectNoAxeViolations(page);
      });
    }
  }

  test("equations are MathML for assistive technology, drawn by KaTeX for the eye", async ({ page }) => {
    test.skip(!MATH, "no post has display math");
    await page.goto(pathOf(MATH));
    const display = page.locator(".math-display math[display=block]");
    await expect(display).toHaveCount(bodyHtml(MATH!.body).split('class="math-display"').length - 1);
    // The TeX the post was written in, kept beside the formula.
    const tex = plain(/<div class="math-display"[\s\S]*?<annotation encoding="application\/x-tex">([\s\S]*?)<\/annotation>/.exec(bodyHtml(MATH!.body))![1]!);
    await expect(display.first().locator("annotation")).toHaveText(tex);
    await expect(page.getByRole("math").first()).toBeAttached();
    await expect(page.locator(".math-display .katex-html")).toBeVisible();
    await expect(page.locator(".math-display .katex-html")).toHaveAttribute("aria-hidden", "true");
    // KaTeX's stylesheet applies: its font draws the formula.
    expect(await page.locator(".math-display .mord.mathnormal").first().evaluate((e) => getComputedStyle(e).fontFamily)).toContain("KaTeX_Math");
  });

  test("no math request before the first paint: on a phone the fonts start after it, with JavaScript or without", async ({ page, browser }) => {
    /** Once KaTeX's italic face has loaded: when each math font was requested, and when the page first painted. */
    const fontTimes = async (p: Page) => {
      await mathFontLoaded(p);
      return p.evaluate(() => ({
        starts: performance.getEntriesByType("resource").filter((e) => e.name.endsWith(".woff2")).map((e) => e.startTime),
        paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      }));
    };
    test.skip(!MATH, "no post has display math");
    // Nothing of KaTeX's is requested before the first paint: its rules are in the page.
    const served = await (await page.request.get(pathOf(MATH))).text();
    expect(served).not.toMatch(/<link[^>]*\/assets\/math\//);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(pathOf(MATH));
    const { starts, paint } = await fontTimes(page);
    expect(starts.length).toBeGreaterThan(0);
    for (const start of starts) expect(start).toBeGreaterThan(paint!);
    // Once painted, every formula is let go and drawn in KaTeX's fonts.
    const italicFont = (p: Page) => p.locator(".katex .mathnormal").first().evaluate((e) => getComputedStyle(e).fontFamily);
    await expect(page.locator("[data-font-hold]")).toHaveCount(0);
    expect(await italicFont(page)).toContain("KaTeX_Math");

    // Without JavaScript nothing would let them go later: nothing holds them.
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
    const noJs = await context.newPage();
    await noJs.goto(pathOf(MATH));
    expect((await fontTimes(noJs)).starts.length).toBeGreaterThan(0);
    expect(await noJs.locator("[data-font-hold]").count()).toBeGreaterThan(0);
    expect(await italicFont(noJs)).toContain("KaTeX_Math");
    await context.close();
  });

  test("a math post's own part of KaTeX's stylesheet draws its formulas as the whole sheet does", async ({ page }) => {
    test.skip(MATH_POSTS.length === 0, "no post has display math");
    for (const path of MATH_POSTS.map(pathOf)) {
      await page.goto(path);
      await waitForHydration(page);
      // The page links no KaTeX file, hydrated or not: its formulas' rules are in the page.
      const whole = page.locator('head link[rel=stylesheet][href^="/assets/math/katex-"]');
      await expect(whole).toHaveCount(0);
      await page.evaluate(() => document.fonts.ready);
      const withPart = await mathBoxes(page);
      // The whole sheet in its place draws nothing differently.
      await page.evaluate(
        (href) =>
          new Promise((resolve, reject) => {
            const part = [...document.head.querySelectorAll("style:not([media])")].find((s) => s.textContent!.includes(".katex"))!;
            const link = Object.assign(document.createElement("link"), { rel: "stylesheet", href, onerror: reject });
            link.onload = () => resolve(part.remove());
            part.before(link);
          }),
        MATH_SHEET,
      );
      await page.evaluate(() => document.fonts.ready);
      const withWhole = await mathBoxes(page);
      expect(withPart, path).toEqual(withWhole);
      expect(withWhole.length).toBeGreaterThan(20);
    }
  });

  test("a math post opened from another one has every rule its own formulas need", async ({ page }) => {
    // Two math posts, one the other's Previous post (older, next in the blog's order). Each page
    // holds only its own formulas' rules.
    const byDate = [...published].sort((a, b) => b.date.localeCompare(a.date));
    const newer = byDate.find((p, i) => MATH_POSTS.includes(p) && byDate[i + 1] && MATH_POSTS.includes(byDate[i + 1]!));
    test.skip(!newer, "no two math posts follow each other");
    const older = byDate[byDate.indexOf(newer!) + 1]!;
    await page.goto(pathOf(older));
    await page.evaluate(() => document.fonts.ready);
    const direct = await mathBoxes(page);
    await page.goto(pathOf(newer));
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "More articles" }).getByRole("link", { name: /Previous post/ }).click();
    await expect(page).toHaveURL(pathOf(older));
    await expect(page.locator(".math-display")).toHaveCount(bodyHtml(older.body).split('class="math-display"').length - 1);
    await page.evaluate(() => document.fonts.ready);
    await expect.poll(() => mathBoxes(page)).toEqual(direct);
  });

  test("only a page with math loads math CSS and fonts", async ({ page }) => {
    const math: string[] = [];
    // Loaded for the page itself, as a stylesheet or a font. A next post's stylesheet fetched
    // ahead once the page is idle is not the page's (it counts against the 40 KB of e2e/prefetch.spec.ts).
    page.on("request", (r) => {
      if (r.url().includes("/assets/math/") && ["stylesheet", "font"].includes(r.resourceType())) math.push(new URL(r.url()).pathname);
    });
    test.skip(!MATH, "no post has display math");
    for (const path of ["/", "/blog", ...(NO_MATH ? [pathOf(NO_MATH)] : [])]) {
      await page.goto(path, { waitUntil: "networkidle" });
    }
    expect(math).toEqual([]);
    await page.goto(pathOf(MATH), { waitUntil: "networkidle" });
    await page.evaluate(() => document.fonts.ready);
    // The stylesheet is in the page itself (no render-blocking request); the fonts its formulas use follow.
    expect(await page.locator("head style").evaluateAll((styles) => styles.some((s) => s.textContent?.includes("KaTeX_Main")))).toBe(true);
    expect(math.filter((p) => p.endsWith(".woff2")).length).toBeGreaterThan(0);
    expect(math.filter((p) => p.endsWith(".woff2")).length).toBeLessThan(6);
  });

  test("the blog's reader shows a math post with KaTeX's stylesheet", async ({ page }) => {
    test.skip(!MATH, "no post has display math");
    await page.goto(`/blog?post=${MATH!.slug}`);
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { level: 2 })).toHaveText(MATH!.title);
    await expect(dialog.locator(".math-display .katex-html").first()).toBeVisible();
    await expect(page.locator(`head link[rel=stylesheet][href="${MATH_SHEET}"]`)).toHaveCount(1);
    expect(await dialog.locator(".math-display .mord.mathnormal").first().evaluate((e) => getComputedStyle(e).fontFamily)).toContain("KaTeX_Math");
  });
});

test.describe("footnotes, callouts, tables", () => {
  test("a footnote reference and its note link to each other", async ({ page }) => {
    test.skip(!FOOTNOTE, "no post has a footnote");
    const label = /<a id="footnote-ref-([^"]+)"/.exec(bodyHtml(FOOTNOTE!.body))![1]!;
    await page.goto(pathOf(FOOTNOTE));
    await page.locator(`#footnote-ref-${label}`).click();
    await expect(page).toHaveURL(new RegExp(`#footnote-${label}$`));
    const note = page.locator(`#footnote-${label}`);
    await expect(note).toBeInViewport();
    await note.getByRole("link", { name: `Back to reference ${label}` }).click();
    await expect(page).toHaveURL(new RegExp(`#footnote-ref-${label}$`));
    await expect(page.locator(`#footnote-ref-${label}`)).toBeInViewport();
  });

  test("a callout is a note named by its title", async ({ page }) => {
    test.skip(!CALLOUT, "no post has a callout");
    const [, title, body] = /<p class="callout-title"[^>]*>([\s\S]*?)<\/p>\s*<p>([\s\S]*?)<\/p>/.exec(bodyHtml(CALLOUT!.body))!;
    await page.goto(pathOf(CALLOUT));
    const callout = page.getByRole("note", { name: plain(title!), exact: true });
    await expect(callout).toContainText(plain(body!).slice(0, 40));
  });

  test("at 375 px tables and display math scroll inside themselves, never the page", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const paths = [...new Set([TABLE, ...MATH_POSTS].filter((p): p is Post => p !== undefined).map(pathOf))];
    test.skip(paths.length === 0, "no post has a table or display math");
    for (const path of paths) {
      await page.goto(path);
      await scrollThrough(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
      const boxes = await page.locator(".post-body :is(.table-scroll, .math-display)").all();
      expect(boxes.length, path).toBeGreaterThan(0);
      for (const box of boxes) {
        expect((await box.boundingBox())!.width).toBeLessThanOrEqual(375);
      }
    }
  });

  test("at 375 px a table wider than the phone scrolls in its own box, which takes keyboard focus", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const tables = published.filter((p) => bodyHtml(p.body).includes('class="table-scroll"'));
    let wide: string | undefined;
    for (const post of tables) {
      await page.goto(pathOf(post));
      const regions = await page.locator(".post-body .table-scroll").all();
      expect(regions.length).toBeGreaterThan(0);
      for (const region of regions) if (await region.evaluate((e) => e.scrollWidth > e.clientWidth)) wide ??= (await region.getAttribute("aria-label"))!;
      if (wide) break;
    }
    test.skip(!wide, "no post has a table wider than a phone");
    const table = page.getByRole("region", { name: wide, exact: true });
    await table.focus();
    await expect(table).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => table.evaluate((e) => e.scrollLeft)).toBeGreaterThan(0);
  });
});

test.describe("contents", () => {
  test("beside the text on a wide screen; its links land on their headings", async ({ page }) => {
    test.skip(!CONTENTS, "no post has contents");
    await page.goto(pathOf(CONTENTS));
    const contents = page.getByRole("navigation", { name: "Contents" });
    await expect(contents).toHaveCount(1);
    await expect(contents).toBeVisible();
    await expect(contents.getByRole("link")).toHaveText(CONTENTS!.toc.map((t) => t.text));
    const sections = CONTENTS!.toc.filter((t) => t.depth === 2);
    // Beside the article, not above it.
    const article = (await page.getByRole("article").boundingBox())!;
    expect((await contents.boundingBox())!.x).toBeGreaterThan(article.x + article.width - 1);
    const target = sections[1]!;
    await contents.getByRole("link", { name: target.text }).click();
    await expect(page).toHaveURL(new RegExp(`#${target.id}$`));
    const heading = page.getByRole("heading", { level: 2, name: target.text });
    await expect(heading).toBeInViewport();
    // Below the sticky tab bar, at the top of the screen.
    await expect.poll(async () => (await heading.boundingBox())!.y).toBeLessThan(150);
  });

  test("collapsed at the top on a phone, and working without JavaScript", async ({ browser }) => {
    test.skip(!CONTENTS, "no post has contents");
    const target = CONTENTS!.toc.filter((t) => t.depth === 2).at(-1)!;
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.goto(pathOf(CONTENTS));
    const contents = page.getByRole("navigation", { name: "Contents" });
    await expect(contents).toBeHidden();
    await page.getByText("Contents", { exact: true }).click();
    await expect(contents).toBeVisible();
    await contents.getByRole("link", { name: target.text, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#${target.id}$`));
    await expect(page.getByRole("heading", { level: 2, name: target.text })).toBeInViewport();
    await context.close();
  });
});
