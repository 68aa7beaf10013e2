import type { Page, Request } from "@playwright/test";
import { capacityLab, capacityLine, capacityTrainTypes } from "../app/lib/content/capacity";
import { limitText, percent } from "../app/features/capacity/lab-text";
import { analyse } from "../app/lib/capacity/analyse";
import { capacityModel } from "../app/lib/capacity/model";
import { scenarioOf } from "../app/lib/capacity/scenario";
import { loadOwnerData } from "../app/lib/content/data.server";
import { expect, expectNoAxeViolations, test, useStoredTheme } from "./fixtures";
import { escapeRegExp, wordsOf } from "./locales";

/** The English island's own chunk (capacity-lab-en.tsx), which imports the shared component's. */
const CHUNK = /\/assets\/capacity-lab-en-[\w-]+\.js$/;
const model = capacityModel(scenarioOf(capacityLine, capacityTrainTypes));
const lab = { analyse: (counts: number[], optimised: boolean) => analyse(model, counts, optimised ? "optimised" : "timetabled") };
const formatPercent = (occupancy: number) => percent(occupancy, "en");
const t = wordsOf("en");

// The owner's line (content/capacity.yaml) sets every figure below: the train types, their
// starting counts, the most a field takes. The tests compute what the lab must show from it.
const defaults = capacityTrainTypes.map((type) => type.defaultCount);
const max = capacityLab.maxPerType;
const zeros = defaults.map(() => 0);
/** The starting counts with the first type's changed. */
const withFirst = (count: number) => defaults.map((c, i) => (i === 0 ? count : c));
/** A count the first field takes that differs from its start. */
const otherCount = defaults[0] === max ? max - 1 : max;
/** The first count field's id, as count-inputs.tsx builds it. */
const FIRST_ID = `capacity-${capacityTrainTypes[0]!.id}`;

/** Each language's line, as its home page's lab reads it. */
const owners = { en: loadOwnerData("en"), sv: loadOwnerData("sv") };
const models = { en: model, sv: capacityModel(scenarioOf(owners.sv.capacityLine, owners.sv.capacityTrainTypes)) };

/** The summary line the lab shows for these counts, from the model and the catalogue. */
function summaryFor(counts: readonly number[], optimised = false, locale: "en" | "sv" = "en"): string {
  const words = wordsOf(locale);
  const a = analyse(models[locale], counts, optimised ? "optimised" : "timetabled");
  if (a.bottleneck < 0) return words("capacity_no_trains");
  const s = a.sections[a.bottleneck]!;
  const limit = limitText(owners[locale].recommendedOccupancy, locale);
  const wording = a.status === "over" ? words("capacity_over") : words(a.status === "above" ? "capacity_above" : "capacity_within", { limit });
  return words("capacity_summary", { from: s.from, to: s.to, pct: percent(s.occupancy, locale), wording });
}

/** Text as React writes it into HTML. */
const asHtml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#x27;");

const panel = (page: Page) => page.locator("#capacity");
const summary = (page: Page) => panel(page).getByRole("status");
/** The count field of the i-th train type. */
const field = (page: Page, i: number) => page.getByLabel(t("capacity_count_label", { name: capacityTrainTypes[i]!.name }));
const rows = (page: Page) => panel(page).getByRole("table").locator("tbody tr");
const optimiseButton = (page: Page) => panel(page).getByRole("button", { name: t("capacity_optimise") });

/** Records whether the lab's chunk has been requested. */
function watchChunk(page: Page) {
  const seen: string[] = [];
  page.on("request", (r: Request) => CHUNK.test(r.url()) && seen.push(r.url()));
  return seen;
}

/** The page is hydrated (the hero's links are live); the lab may still be server HTML. */
async function openHome(page: Page) {
  await page.goto("/");
  await page.waitForFunction(() => {
    const link = document.querySelector("main a[href='/portfolio']");
    return link !== null && Object.keys(link).some((k) => k.startsWith("__reactProps"));
  });
}

/** The lab's own inputs are live. */
async function labReady(page: Page) {
  await panel(page).scrollIntoViewIfNeeded();
  await page.waitForFunction((id) => {
    const input = document.getElementById(id);
    return input !== null && Object.keys(input).some((k) => k.startsWith("__reactProps"));
  }, FIRST_ID);
}

async function setCounts(page: Page, counts: readonly number[]) {
  for (const [i, count] of counts.entries()) await field(page, i).fill(String(count));
}

test.describe("capacity lab", () => {
  test("the prerendered HTML already holds the default result and the table", async ({ request }) => {
    // React separates adjacent text with <!-- -->; a reader never sees those.
    const html = (await (await request.get("/")).text()).replaceAll("<!-- -->", "");
    const has = (text: string) => expect(html.includes(text), `static HTML holds "${text}"`).toBe(true);
    has(asHtml(summaryFor(defaults)));
    const start = lab.analyse(defaults, false);
    for (const s of start.sections) {
      has(asHtml(`${s.from} – ${s.to}`));
      has(formatPercent(s.occupancy));
    }
    const bottleneck = start.sections[start.bottleneck];
    if (bottleneck) has(`aria-label="${asHtml(`${t.upTo("capacity_graph_label")}${bottleneck.from} – ${bottleneck.to}`)}`);
    // Only a dynamic import of the chunk ships with the page, never the chunk itself.
    expect(html.match(/capacity-lab-[\w-]+\.js/)).toBeNull();
  });

  test("loads its code only when scrolled near, without moving a pixel, then works", async ({ page }) => {
    const seen = watchChunk(page);
    await openHome(page);
    await page.waitForTimeout(500);
    expect(seen, "chunk requested before the panel was near").toEqual([]);
    await expect(summary(page)).toHaveText(summaryFor(defaults)); // the server HTML, still in place
    const before = await panel(page).boundingBox();

    await panel(page).scrollIntoViewIfNeeded();
    await expect.poll(() => seen.length).toBe(1);
    await labReady(page);
    const after = await panel(page).boundingBox();
    expect(after?.height).toBe(before?.height);

    const firstOnly = zeros.map((_, i) => (i === 0 ? otherCount : 0));
    await setCounts(page, firstOnly);
    await expect(summary(page)).toHaveText(summaryFor(firstOnly));
  });

  test("loads when used before it is near, keeping what was typed while the code travelled", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 500 });
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(CHUNK, async (route) => {
      await held;
      await route.continue();
    });
    const seen = watchChunk(page);
    await openHome(page);
    expect(seen).toEqual([]);
    // Focus without scrolling, so only the interaction (focusin) can start the load;
    // the typing then goes into the server HTML.
    const scrollY = await page.evaluate(() => window.scrollY);
    await page.evaluate((id) => document.getElementById(id)!.focus({ preventScroll: true }), FIRST_ID);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
    await page.keyboard.press("Control+A");
    await page.keyboard.type(String(otherCount));
    await expect.poll(() => seen.length).toBe(1);
    await expect(field(page, 0)).toHaveValue(String(otherCount));
    release();
    await labReady(page);
    await expect(field(page, 0)).toHaveValue(String(otherCount));
    await expect(summary(page)).toHaveText(summaryFor(withFirst(otherCount)));
  });

  test("shows the model's result for what is typed, in either order, and Reset brings back the start", async ({ page }) => {
    await openHome(page);
    await labReady(page);
    const start = lab.analyse(defaults, false);
    await expect(summary(page)).toHaveText(summaryFor(defaults));
    await expect(rows(page)).toHaveCount(start.sections.length);
    await expect(rows(page).filter({ hasText: t("capacity_bottleneck_badge") })).toHaveCount(start.bottleneck < 0 ? 0 : 1);
    if (start.bottleneck >= 0) await expect(rows(page).nth(start.bottleneck)).toContainText(t("capacity_bottleneck_badge"));

    await optimiseButton(page).click();
    await expect(optimiseButton(page)).toHaveAttribute("aria-pressed", "true");
    await expect(summary(page)).toHaveText(summaryFor(defaults, true));
    const optimised = lab.analyse(defaults, true);
    const at = optimised.sections[optimised.bottleneck];
    if (at) {
      await expect(rows(page).nth(optimised.bottleneck)).toContainText(t("capacity_bottleneck_badge"));
      await expect(panel(page).getByRole("img", { name: new RegExp(`^${escapeRegExp(`${t.upTo("capacity_graph_label")}${at.from} – ${at.to}`)}`) })).toBeVisible();
    }
    await optimiseButton(page).click(); // back to the timetable

    // One type alone at its most, then the same count of every type, the least within the
    // limit, above it and over capacity, where the owner's line has each.
    const uniform = Array.from({ length: max }, (_, k) => defaults.map(() => k + 1));
    const least = (status: "within" | "above" | "over") => uniform.filter((counts) => lab.analyse(counts, false).status === status).slice(0, 1);
    const cases = [zeros.map((_, i) => (i === 0 ? max : 0)), ...least("within"), ...least("above"), ...least("over")];
    for (const counts of cases) {
      await setCounts(page, counts);
      await expect(summary(page)).toHaveText(summaryFor(counts));
    }
    await expect(rows(page).locator("td")).toHaveText(lab.analyse(cases.at(-1)!, false).sections.map((s) => formatPercent(s.occupancy)));

    await panel(page).getByRole("button", { name: t("capacity_reset") }).click();
    for (const [i, count] of defaults.entries()) await expect(field(page, i)).toHaveValue(String(count));
    await expect(summary(page)).toHaveText(summaryFor(defaults));
  });

  test("clamps or refuses bad input with a message, never NaN, and says when there are no trains", async ({ page }) => {
    await openHome(page);
    await labReady(page);
    const last = defaults.length - 1;
    // An emptied field keeps the count in use, and writes it back when left.
    await field(page, 0).fill("");
    await expect(panel(page).getByText(t("capacity_count_still_using", { max, count: defaults[0]! }))).toBeVisible();
    await field(page, 0).blur();
    await expect(field(page, 0)).toHaveValue(String(defaults[0]));

    await field(page, last).fill(String(max + 3));
    const using = panel(page).getByText(t("capacity_count_using", { max, count: max }));
    await expect(using).toBeVisible();
    await expect(field(page, last)).toHaveAttribute("aria-invalid", "true");
    // Optimise pressed straight after: focus leaves the field on the press's way down, the field
    // takes the count in use, and nothing moves under the pointer before it comes up.
    const box = (await optimiseButton(page).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await expect(field(page, last)).toHaveValue(String(max));
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect(using).toBeVisible();
    await page.mouse.up();
    await expect(optimiseButton(page)).toHaveAttribute("aria-pressed", "true");
    await expect(panel(page)).not.toContainText("NaN");

    await setCounts(page, zeros);
    await expect(summary(page)).toHaveText(t("capacity_no_trains"));
    await expect(rows(page).locator("td")).toHaveText(lab.analyse(zeros, true).sections.map(() => formatPercent(0)));
    await expect(panel(page).getByText(t("capacity_graph_empty"))).toBeVisible();
    await expect(panel(page)).not.toContainText("NaN");
  });

  test("works with the keyboard alone", async ({ page }) => {
    await openHome(page);
    await labReady(page);
    const last = defaults.length - 1;
    const up = defaults[last]! < max;
    const changed = defaults.map((c, i) => (i === last ? c + (up ? 1 : -1) : c));
    await field(page, last).focus();
    await page.keyboard.press(up ? "ArrowUp" : "ArrowDown");
    await expect(field(page, last)).toHaveValue(String(changed[last]));
    await page.keyboard.press("Tab");
    await expect(optimiseButton(page)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(optimiseButton(page)).toHaveAttribute("aria-pressed", "true");
    await expect(summary(page)).toHaveText(summaryFor(changed, true));
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    await expect(field(page, last)).toHaveValue(String(defaults[last]));
    await expect(optimiseButton(page)).toHaveAttribute("aria-pressed", "false");
  });

  test("loads at once and works after client-side navigation to the home page", async ({ page }) => {
    await page.goto("/about");
    await page.waitForFunction(() => [...document.querySelectorAll("a")].some((a) => Object.keys(a).some((k) => k.startsWith("__reactProps"))));
    const seen = watchChunk(page);
    await page.getByRole("link", { name: "index.js" }).first().click();
    await expect(page).toHaveURL("/");
    await expect.poll(() => seen.length).toBe(1); // no server HTML to keep: no waiting for the viewport
    await labReady(page);
    await field(page, 0).fill(String(otherCount));
    await expect(summary(page)).toHaveText(summaryFor(withFirst(otherCount)));
  });

  test("links to the article its content names", async ({ page }) => {
    const article = capacityLab.article;
    test.skip(!article, "content/capacity.yaml names no published post as the lab's article");
    await openHome(page);
    await expect(panel(page).getByRole("link", { name: article!.text })).toHaveAttribute("href", article!.href);
  });

  for (const theme of ["dark", "light"] as const) {
    test(`has no axe violations in the ${theme} theme, loaded and at its most traffic`, async ({ page }) => {
      await useStoredTheme(page, theme);
      await openHome(page);
      await labReady(page);
      const most = defaults.map(() => max);
      await setCounts(page, most);
      await expect(summary(page)).toHaveText(summaryFor(most));
      await expectNoAxeViolations(page);
    });
  }

  test("fits a 375 px phone with 44 px touch targets", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openHome(page);
    await labReady(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    for (const target of [field(page, 0), optimiseButton(page), panel(page).getByRole("button", { name: t("capacity_reset") })]) {
      expect((await target.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    }
  });

  // Moved from e2e/sv-home.spec.ts (issue 57): the words are the Swedish catalogue's.
  test("the Swedish lab speaks Swedish, with sv-SE figures", async ({ page }) => {
    const sv = wordsOf("sv");
    const { capacityTrainTypes: types, capacityLab: svLab } = owners.sv;
    const count = (i: number) => panel(page).getByLabel(sv("capacity_count_label", { name: types[i]!.name }));
    await page.goto("/sv");
    await panel(page).scrollIntoViewIfNeeded();
    await expect.poll(() => count(0).evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactProps")))).toBe(true);
    await expect(summary(page)).toHaveText(summaryFor(types.map((type) => type.defaultCount), false, "sv"));
    await count(types.length - 1).fill(String(svLab.maxPerType + 1));
    await expect(panel(page).getByText(sv("capacity_count_using", { max: svLab.maxPerType, count: svLab.maxPerType }))).toBeVisible();
    await panel(page).getByRole("button", { name: sv("capacity_optimise") }).click();
    await expect(panel(page).getByText(sv("capacity_order_optimised"))).toBeVisible();
    await expect(panel(page).getByRole("table", { name: sv("capacity_table_caption_optimised") })).toBeVisible();
    await expect(panel(page).getByRole("img", { name: new RegExp(`^${escapeRegExp(sv.upTo("capacity_graph_label"))}`) })).toBeVisible();
    if (svLab.article) await expect(panel(page).getByRole("link", { name: svLab.article.text })).toHaveAttribute("href", svLab.article.href);
  });
});
