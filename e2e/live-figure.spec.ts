import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { analyse } from "../app/lib/capacity/analyse";
import { capacityModel } from "../app/lib/capacity/model";
import { percent } from "../app/features/capacity/lab-text";
import { decodeScenario } from "../app/lib/capacity/codec";
import type { Scenario } from "../app/lib/capacity/scenario";
import { validateScenario } from "../app/lib/capacity/validate";
import { postPath } from "../app/lib/content/blog-post";
import { loadAllPostsSync } from "../app/lib/content/posts.server";
import { expect, expectNoAxeViolations, test, useStoredTheme, waitForHydration } from "./fixtures";
import { wordsOf } from "./locales";

/** A post file's ```lab blocks in order, checked as the build checks them: the test's own expectation. */
function blocksOf(file: string): Scenario[] {
  return [...readFileSync(file, "utf8").matchAll(/```lab\n([\s\S]*?)\n```/g)].map(([, body]) => {
    const checked = validateScenario(JSON.parse(body!));
    if (!checked.ok) throw new Error(`${file}: a lab block does not validate`);
    return checked.value;
  });
}

const POSTS_DIR = "content/posts";
const posts = loadAllPostsSync();
/** The file a post is written in: its front matter names the slug, whatever the file is called. */
const fileOf = (slug: string) =>
  readdirSync(POSTS_DIR)
    .filter((f) => f.endsWith(".md"))
    .map((f) => join(POSTS_DIR, f))
    .find((f) => new RegExp(`^slug: ${slug}$`, "m").test(readFileSync(f, "utf8")))!;
/** Each language's first published post with a live figure (the sample UIC 406 guide and its translation). */
const GUIDES = (["en", "sv"] as const).flatMap((lang) => {
  const post = posts.find((p) => p.status === "Published" && p.lang === lang && p.body.some((part) => "figure" in part));
  if (!post) return [];
  return [{ lang, path: postPath(post.slug, lang), file: fileOf(post.slug), word: lang === "sv" ? "Flaskhals" : "Bottleneck", lab: lang === "sv" ? "/sv/lab" : "/lab" }];
});

/** The model's result for counts in the scenario's order: the figure must say the same. */
function expected(scenario: Scenario, counts: readonly number[], lang: "en" | "sv") {
  const result = analyse(capacityModel(scenario), counts, scenario.order);
  const pct = (o: number) => percent(o, lang);
  const s = result.sections[result.bottleneck]!;
  return { sections: result.sections.map((x) => ({ name: `${x.from} – ${x.to}`, pct: pct(x.occupancy) })), bottleneck: `${s.from} – ${s.to}, ${pct(s.occupancy)}` };
}

const figures = (page: Page) => page.locator("[data-live-figure]");
const figure = (page: Page) => figures(page).first();
// The figure's own code (lab-figure.tsx's chunk), not the few lines that wrap it in an island,
// which the post and case-study routes share.
const CHUNK = /\/assets\/lab-figure-(?!island-)[\w-]+\.js$/;

/** The page's figure at an index, scrolled to and hydrated. */
async function figureReady(page: Page, index = 0) {
  await figures(page).nth(index).scrollIntoViewIfNeeded();
  await page.waitForFunction((i) => {
    const input = document.querySelectorAll("[data-live-figure]")[i]?.querySelector("input");
    return input != null && Object.keys(input).some((k) => k.startsWith("__reactProps"));
  }, index);
}

for (const guide of GUIDES) {
  const scenarios = blocksOf(guide.file);
  const scenario = scenarios[0]!;
  const counts = scenario.trainTypes.map((t) => t.perHour);

  test.describe(`live figure (${guide.lang})`, () => {
    test("is whole without JavaScript: each figure's result, every section, the graph, the lab link", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(guide.path);
      await expect(figures(page)).toHaveCount(scenarios.length);
      for (const [k, s] of scenarios.entries()) {
        const fig = figures(page).nth(k);
        const want = expected(s, s.trainTypes.map((t) => t.perHour), guide.lang);
        await expect(fig.getByRole("status")).toContainText(`${guide.word}: ${want.bottleneck}`);
        const rows = fig.getByRole("table").locator("tbody tr");
        await expect(rows).toHaveCount(want.sections.length);
        for (const [i, section] of want.sections.entries()) {
          await expect(rows.nth(i).getByRole("rowheader")).toContainText(section.name);
          await expect(rows.nth(i).getByRole("cell")).toHaveText(section.pct);
        }
        await expect(fig.getByRole("img")).toHaveCount(1);
        for (const type of s.trainTypes) await expect(fig.getByRole("spinbutton", { name: new RegExp(`^${type.name}`) })).toHaveValue(String(type.perHour));
        const href = (await fig.getByRole("link", { name: guide.lang === "sv" ? "Öppna i labbet" : "Open in the lab" }).getAttribute("href")) ?? "";
        expect(href.startsWith(`${guide.lab}#v1.`)).toBe(true);
        const decoded = decodeScenario(href.slice(href.indexOf("#")));
        expect(decoded && decoded.ok && decoded.value).toEqual(s);
        if (guide.lang === "sv") await expect(fig.getByRole("status")).toHaveText(/\d,\d\s%/);
      }
      await context.close();
    });

    // A second figure on the page is its own island: its order toggle follows the model too.
    for (const [k, s] of scenarios.entries()) {
      if (k === 0) continue;
      test(`figure ${k + 1} follows the model when its order is optimised`, async ({ page }) => {
        await page.goto(guide.path);
        await waitForHydration(page);
        await figureReady(page, k);
        const fig = figures(page).nth(k);
        const perHour = s.trainTypes.map((t) => t.perHour);
        await fig.getByRole("button", { name: wordsOf(guide.lang)("capacity_optimise") }).click();
        const want = expected({ ...s, order: s.order === "timetabled" ? "optimised" : "timetabled" }, perHour, guide.lang);
        await expect(fig.getByRole("status")).toContainText(`${guide.word}: ${want.bottleneck}`);
        expect(want.bottleneck).not.toBe(expected(s, perHour, guide.lang).bottleneck);
      });
    }

    test("loads no script of its own until near, then follows the model as two counts change", async ({ page }) => {
      const seen: string[] = [];
      page.on("request", (r) => CHUNK.test(r.url()) && seen.push(r.url()));
      // A short window, so that a figure below the first paragraphs is out of reach.
      await page.setViewportSize({ width: 1440, height: 500 });
      await page.goto(guide.path);
      await waitForHydration(page);
      const top = await figure(page).evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      // The island loads within 400 px of the window (lazy-island.tsx): a figure that close is needed at once.
      test.skip(top < 500 + 400, "the post's live figure is within 400 px of the first screen, so it loads at once");
      await page.waitForTimeout(500);
      expect(seen, "the figure's chunk came before the reader neared it").toEqual([]);
      await figureReady(page);
      expect(seen.length).toBe(1);

      const changed = [...counts];
      changed[0] = 8;
      changed[changed.length - 1] = 0;
      await figure(page).getByRole("spinbutton", { name: new RegExp(`^${scenario.trainTypes[0]!.name}`) }).fill("8");
      await figure(page).getByRole("spinbutton", { name: new RegExp(`^${scenario.trainTypes[changed.length - 1]!.name}`) }).fill("0");
      const want = expected(scenario, changed, guide.lang);
      await expect(figure(page).getByRole("status")).toContainText(`${guide.word}: ${want.bottleneck}`);
      expect(want.bottleneck).not.toBe(expected(scenario, counts, guide.lang).bottleneck);
    });

    test("opens the same scenario in the lab", async ({ page }) => {
      await page.goto(guide.path);
      const link = figure(page).getByRole("link", { name: guide.lang === "sv" ? "Öppna i labbet" : "Open in the lab" });
      const href = (await link.getAttribute("href")) ?? "";
      expect(href.startsWith(`${guide.lab}#v1.`)).toBe(true);
      const decoded = decodeScenario(href.slice(href.indexOf("#")));
      expect(decoded && decoded.ok && decoded.value).toEqual(scenario);
      await waitForHydration(page);
      await figureReady(page);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${guide.lab}#v1\\.`));
      // The lab shows the scenario: its stations in the section table, and its file is the block's.
      const sections = page.getByRole("table", { name: guide.lang === "sv" ? /Kapacitetsutnyttjande per linjeavsnitt/ : /Occupancy of each line section/ }).getByRole("rowheader");
      await expect(sections.first()).toContainText(`${scenario.line.stations[0]!.name} – ${scenario.line.stations[1]!.name}`);
      await expect(sections).toHaveCount(scenario.line.stations.length - 1);
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: guide.lang === "sv" ? "Ladda ner JSON" : "Download JSON" }).click()]);
      const file = JSON.parse(readFileSync(await download.path(), "utf8")) as Scenario;
      expect(file.line.stations).toEqual(scenario.line.stations);
      expect(file.trainTypes).toEqual(scenario.trainTypes);
    });

    // In English: each Swedish route is swept by axe in e2e/languages.spec.ts, and the words are
    // all that differ here (issue 57: the Swedish runs added an axe run each and found nothing more).
    for (const theme of guide.lang === "en" ? (["dark", "light"] as const) : []) {
      test(`has no axe violation, hydrated, in the ${theme} theme`, async ({ page }) => {
        await useStoredTheme(page, theme);
        await page.goto(guide.path);
        await waitForHydration(page);
        await figureReady(page);
        // Back to the top: scrolled to the figure's edge, the sticky tab bar covers its first row.
        await page.evaluate(() => window.scrollTo(0, 0));
        await expectNoAxeViolations(page);
      });
    }
  });
}

test("a post with a figure starts with no more script than one without (within 6 KB)", async ({ browser }) => {
  test.skip(GUIDES[0]?.lang !== "en", "no English post has a live figure");
  const plainPost = posts.find((p) => p.status === "Published" && p.lang === "en" && !p.body.some((part) => "figure" in part));
  test.skip(!plainPost, "every English post has a live figure: none to compare with");
  if (!plainPost) return;
  const scriptBytes = async (path: string) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const sizes: Promise<number>[] = [];
    page.on("requestfinished", (r) => {
      if (r.resourceType() === "script") sizes.push(r.sizes().then((s) => s.responseBodySize));
    });
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForTimeout(500);
    const total = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
    await context.close();
    return total;
  };
  const plain = await scriptBytes(postPath(plainPost.slug, "en"));
  const withFigure = await scriptBytes(GUIDES[0]!.path);
  // Measured, not missed: a hydrated post loads tens of KB of script.
  expect(plain).toBeGreaterThan(20 * 1024);
  expect(withFigure).toBeLessThanOrEqual(plain + 6 * 1024);
});
