import type { Page } from "@playwright/test";
import { loadAllPostsSync } from "../app/content/posts.server";
import { expect, expectNoAxeViolations, test, useStoredTheme, waitForHydration } from "./fixtures";

// Issue 27: figures, math, footnotes, callouts, tables and contents in the sample posts.
const UIC = "/blog/uic-406-timetable-compression";
const uicPost = loadAllPostsSync().find((p) => `/blog/${p.slug}` === UIC)!;
const MILP = "/blog/milp-crew-scheduling";
const MATH_SHEET = "/assets/math/katex-0.18.4.css";
const FIGURE_ALT = /^Time-distance diagram of a 24 km section/;

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
    await page.goto(UIC);
    // The first screen, as Lighthouse sees it, while the scripts and the math fonts arrive (on a
    // phone they start after the first paint; a visitor who scrolls to a formula before they
    // land sees it move as with any web font: decisions.md).
    await waitForHydration(page);
    await mathFontLoaded(page);
    await page.evaluate(() => document.fonts.ready);
    expect(await layoutShift(page)).toBe(0);
    // Then the figure, lazy below the first screen. Scrolling is not an input: shifts count.
    const image = page.getByRole("img", { name: FIGURE_ALT });
    await scrollThrough(page);
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 20_000 }).toBe(true);
    expect(await layoutShift(page)).toBe(0);
  });

  test("the figure is a captioned picture; Chromium takes the AVIF at the width it needs", async ({ page }) => {
    // At 1× density a 343 px wide figure needs the 480 px file.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(UIC);
    const figure = page.getByRole("figure", { name: /Four trains on a 24 km section/ });
    const image = figure.getByRole("img", { name: FIGURE_ALT });
    await expect(image).toHaveAttribute("loading", "lazy");
    await expect(image).toHaveAttribute("decoding", "async");
    await expect(image).toHaveAttribute("width", "1440");
    await expect(image).toHaveAttribute("height", "820");
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/assets\/media\/uic-406-timetable-compression\/compressed-timetable-[0-9a-f]{10}-480\.avif$/);
    // Laid out at its own aspect ratio before and after the file arrived.
    const box = await image.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(375);
    expect(Math.abs(box!.height - (box!.width * 820) / 1440)).toBeLessThan(3);
  });
});

test.describe("math", () => {
  for (const theme of ["dark", "light"] as const) {
    for (const path of [MILP, UIC]) {
      test(`${path} (math${path === UIC ? ", figure, table, callout" : ", footnote"}) has no axe violations in ${theme} theme`, async ({ page }) => {
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
    await page.goto(MILP);
    const display = page.locator(".math-display math[display=block]");
    await expect(display).toHaveCount(1);
    await expect(display.locator("annotation")).toContainText("\\sum_{j \\in J} a_{ij} x_j = 1");
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
    // Nothing of KaTeX's is requested before the first paint: its rules are in the page.
    const served = await (await page.request.get(UIC)).text();
    expect(served).not.toMatch(/<link[^>]*\/assets\/math\//);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(UIC);
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
    await noJs.goto(UIC);
    expect((await fontTimes(noJs)).starts.length).toBeGreaterThan(0);
    expect(await noJs.locator("[data-font-hold]").count()).toBeGreaterThan(0);
    expect(await italicFont(noJs)).toContain("KaTeX_Math");
    await context.close();
  });

  test("a math post's own part of KaTeX's stylesheet draws its formulas as the whole sheet does", async ({ page }) => {
    for (const path of [UIC, MILP]) {
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
    await page.goto(MILP);
    await page.evaluate(() => document.fonts.ready);
    const direct = await mathBoxes(page);
    // The UIC 406 post's page holds only its own formulas' rules; its Previous post is the MILP one.
    await page.goto(UIC);
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "More articles" }).getByRole("link", { name: /Previous post/ }).click();
    await expect(page).toHaveURL(MILP);
    await expect(page.locator(".math-display")).toHaveCount(1);
    await page.evaluate(() => document.fonts.ready);
    await expect.poll(() => mathBoxes(page)).toEqual(direct);
  });

  test("only a page with math loads math CSS and fonts", async ({ page }) => {
    const math: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/assets/math/")) math.push(new URL(r.url()).pathname);
    });
    for (const path of ["/", "/blog", "/blog/rl-train-dispatching"]) {
      await page.goto(path, { waitUntil: "networkidle" });
    }
    expect(math).toEqual([]);
    await page.goto(MILP, { waitUntil: "networkidle" });
    await page.evaluate(() => document.fonts.ready);
    // The stylesheet is in the page itself (no render-blocking request); the fonts its formulas use follow.
    expect(await page.locator("head style").evaluateAll((styles) => styles.some((s) => s.textContent?.includes("KaTeX_Main")))).toBe(true);
    expect(math.filter((p) => p.endsWith(".woff2")).length).toBeGreaterThan(0);
    expect(math.filter((p) => p.endsWith(".woff2")).length).toBeLessThan(6);
  });

  test("the blog's reader shows a math post with KaTeX's stylesheet", async ({ page }) => {
    await page.goto("/blog?post=milp-crew-scheduling");
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { level: 3, name: "The set-partitioning model" })).toBeVisible();
    await expect(dialog.locator(".math-display .katex-html")).toBeVisible();
    await expect(page.locator(`head link[rel=stylesheet][href="${MATH_SHEET}"]`)).toHaveCount(1);
    expect(await dialog.locator(".math-display .mord.mathnormal").first().evaluate((e) => getComputedStyle(e).fontFamily)).toContain("KaTeX_Math");
  });
});

test.describe("footnotes, callouts, tables", () => {
  test("a footnote reference and its note link to each other", async ({ page }) => {
    await page.goto(MILP);
    await page.getByRole("link", { name: "1", exact: true }).click();
    await expect(page).toHaveURL(/#footnote-cover$/);
    const note = page.locator("#footnote-cover");
    await expect(note).toBeInViewport();
    await expect(note).toContainText("set covering");
    await note.getByRole("link", { name: "Back to reference cover" }).click();
    await expect(page).toHaveURL(/#footnote-ref-cover$/);
    await expect(page.locator("#footnote-ref-cover")).toBeInViewport();
  });

  test("a callout is a note named by its title", async ({ page }) => {
    await page.goto(UIC);
    const callout = page.getByRole("note", { name: "Warning" });
    await expect(callout).toContainText("Two occupancy rates are only comparable");
  });

  test("at 375 px tables and display math scroll inside themselves, never the page", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    for (const path of [UIC, MILP]) {
      await page.goto(path);
      await scrollThrough(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
      const boxes = await page.locator(".post-body :is(.table-scroll, .math-display)").all();
      expect(boxes.length, path).toBeGreaterThan(0);
      for (const box of boxes) {
        expect((await box.boundingBox())!.width).toBeLessThanOrEqual(375);
      }
    }
    // The limits table is wider than a phone: it scrolls in its own box, which takes keyboard focus.
    await page.goto(UIC);
    const table = page.getByRole("region", { name: "Table 1" });
    expect(await table.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
    await table.focus();
    await expect(table).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => table.evaluate((e) => e.scrollLeft)).toBeGreaterThan(0);
  });
});

test.describe("contents", () => {
  test("beside the text on a wide screen; its links land on their headings", async ({ page }) => {
    await page.goto(UIC);
    const contents = page.getByRole("navigation", { name: "Contents" });
    await expect(contents).toHaveCount(1);
    await expect(contents).toBeVisible();
    const sections = uicPost.toc.filter((t) => t.depth === 2);
    await expect(contents.getByRole("link")).toHaveText(sections.map((t) => t.text));
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
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.goto(MILP);
    const contents = page.getByRole("navigation", { name: "Contents" });
    await expect(contents).toBeHidden();
    await page.getByText("Contents", { exact: true }).click();
    await expect(contents).toBeVisible();
    await contents.getByRole("link", { name: "Getting integer solutions" }).click();
    await expect(page).toHaveURL(/#getting-integer-solutions$/);
    await expect(page.getByRole("heading", { level: 2, name: "Getting integer solutions" })).toBeInViewport();
    await context.close();
  });
});
