import type { Page, Request } from "@playwright/test";
import { capacityLab, capacityLine, capacityTrainTypes } from "../app/lib/content/capacity";
import { percent } from "../app/features/capacity/lab-text";
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

const panel = (page: Page) => page.locator("#capacity");
const summary = (page: Page) => panel(page).getByRole("status");
const field = (page: Page, type: "Commuter" | "Regional" | "Freight") => page.getByLabel(`${type} trains per hour`);
const rows = (page: Page) => panel(page).getByRole("table").locator("tbody tr");

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
  await page.waitForFunction(() => {
    const input = document.querySelector("#capacity-commuter");
    return input !== null && Object.keys(input).some((k) => k.startsWith("__reactProps"));
  });
}

async function setCounts(page: Page, commuter: number, regional: number, freight: number) {
  await field(page, "Commuter").fill(String(commuter));
  await field(page, "Regional").fill(String(regional));
  await field(page, "Freight").fill(String(freight));
}

test.describe("capacity lab", () => {
  test("the prerendered HTML already holds the default result and the table", async ({ request }) => {
    // React separates adjacent text with <!-- -->; a reader never sees those.
    const html = (await (await request.get("/")).text()).replaceAll("<!-- -->", "");
    const has = (text: string) => expect(html.includes(text), `static HTML holds "${text}"`).toBe(true);
    has("Bottleneck: Solna – Upplands Väsby, 47.2 %, within the recommended limit of 75 %.");
    for (const s of lab.analyse([4, 2, 1], false).sections) {
      has(`${s.from} – ${s.to}`);
      has(formatPercent(s.occupancy));
    }
    has('aria-label="Time–distance graph of the compressed hour on Solna – Upplands Väsby');
    // Only a dynamic import of the chunk ships with the page, never the chunk itself.
    expect(html.match(/capacity-lab-[\w-]+\.js/)).toBeNull();
  });

  test("loads its code only when scrolled near, without moving a pixel, then works", async ({ page }) => {
    const seen = watchChunk(page);
    await openHome(page);
    await page.waitForTimeout(500);
    expect(seen, "chunk requested before the panel was near").toEqual([]);
    await expect(summary(page)).toHaveText(/47\.2 %/); // the server HTML, still in place
    const before = await panel(page).boundingBox();

    await panel(page).scrollIntoViewIfNeeded();
    await expect.poll(() => seen.length).toBe(1);
    await labReady(page);
    const after = await panel(page).boundingBox();
    expect(after?.height).toBe(before?.height);

    await field(page, "Commuter").fill("6");
    await field(page, "Regional").fill("0");
    await field(page, "Freight").fill("0");
    await expect(summary(page)).toHaveText("Bottleneck: Knivsta – Uppsala C, 34.4 %, within the recommended limit of 75 %.");
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
    await page.evaluate(() => document.querySelector<HTMLInputElement>("#capacity-commuter")!.focus({ preventScroll: true }));
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
    await page.keyboard.press("Control+A");
    await page.keyboard.type("12");
    await expect.poll(() => seen.length).toBe(1);
    await expect(field(page, "Commuter")).toHaveValue("12");
    release();
    await labReady(page);
    await expect(field(page, "Commuter")).toHaveValue("12");
    const expected = lab.analyse([12, 2, 1], false);
    await expect(summary(page)).toContainText(formatPercent(expected.sections[expected.bottleneck]!.occupancy));
  });

  test("reproduces the issue's worked examples through the inputs", async ({ page }) => {
    await openHome(page);
    await labReady(page);
    await expect(summary(page)).toHaveText("Bottleneck: Solna – Upplands Väsby, 47.2 %, within the recommended limit of 75 %.");
    await expect(rows(page)).toHaveCount(5);
    await expect(rows(page).nth(1)).toContainText("bottleneck");
    await expect(rows(page).filter({ hasText: "bottleneck" })).toHaveCount(1);

    await panel(page).getByRole("button", { name: "Optimise order" }).click();
    await expect(panel(page).getByRole("button", { name: "Optimise order" })).toHaveAttribute("aria-pressed", "true");
    await expect(summary(page)).toHaveText("Bottleneck: Märsta – Knivsta, 43.0 %, within the recommended limit of 75 %.");
    await expect(rows(page).nth(3)).toContainText("bottleneck");
    await expect(page.getByRole("img", { name: /compressed hour on Märsta – Knivsta/ })).toBeVisible();
    await panel(page).getByRole("button", { name: "Optimise order" }).click(); // back to the timetable

    const cases: [number, number, number, string][] = [
      [12, 0, 0, "68.9 %, within the recommended limit of 75 %."],
      [6, 3, 2, "74.5 %, within the recommended limit of 75 %."],
      [4, 4, 4, "87.9 %, above the recommended limit of 75 %."],
      [12, 6, 3, "141.1 %, over capacity."],
    ];
    for (const [c, r, f, text] of cases) {
      await setCounts(page, c, r, f);
      await expect(summary(page)).toContainText(text);
    }
    await expect(rows(page).locator("td")).toHaveText(lab.analyse([12, 6, 3], false).sections.map((s) => formatPercent(s.occupancy)));

    await panel(page).getByRole("button", { name: "Reset" }).click();
    await expect(field(page, "Commuter")).toHaveValue("4");
    await expect(field(page, "Regional")).toHaveValue("2");
    await expect(field(page, "Freight")).toHaveValue("1");
    await expect(summary(page)).toContainText("47.2 %");
  });

  test("clamps or refuses bad input with a message, never NaN, and says when there are no trains", async ({ page }) => {
    await openHome(page);
    await labReady(page);
    await field(page, "Freight").fill("15");
    const using = panel(page).getByText("Enter a whole number from 0 to 12; using 12.");
    await expect(using).toBeVisible();
    await expect(field(page, "Freight")).toHaveAttribute("aria-invalid", "true");
    // Optimise pressed straight after: focus leaves the field on the press's way down, the field
    // takes the count in use, and nothing moves under the pointer before it comes up.
    const optimise = panel(page).getByRole("button", { name: "Optimise order" });
    const box = (await optimise.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await expect(field(page, "Freight")).toHaveValue("12");
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect(using).toBeVisible();
    await page.mouse.up();
    await expect(optimise).toHaveAttribute("aria-pressed", "true");
    await optimise.click();
    await field(page, "Regional").fill("");
    await expect(panel(page).getByText("Enter a whole number from 0 to 12; still using 2.")).toBeVisible();
    await field(page, "Regional").blur();
    await expect(field(page, "Regional")).toHaveValue("2"); // the count in use, written back
    await expect(panel(page)).not.toContainText("NaN");

    await setCounts(page, 0, 0, 0);
    await expect(summary(page)).toHaveText("No trains: every section is free all hour.");
    await expect(rows(page).locator("td")).toHaveText(Array(5).fill("0.0 %"));
    await expect(panel(page).getByText("No trains to draw")).toBeVisible();
    await expect(panel(page)).not.toContainText("NaN");
  });

  test("works with the keyboard alone", async ({ page }) => {
    await openHome(page);
    await labReady(page);
    await field(page, "Freight").focus();
    await page.keyboard.press("ArrowUp"); // 1 → 2
    await expect(field(page, "Freight")).toHaveValue("2");
    await page.keyboard.press("Tab");
    await expect(panel(page).getByRole("button", { name: "Optimise order" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(panel(page).getByRole("button", { name: "Optimise order" })).toHaveAttribute("aria-pressed", "true");
    const expected = lab.analyse([4, 2, 2], true);
    await expect(summary(page)).toContainText(formatPercent(expected.sections[expected.bottleneck]!.occupancy));
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    await expect(field(page, "Freight")).toHaveValue("1");
    await expect(panel(page).getByRole("button", { name: "Optimise order" })).toHaveAttribute("aria-pressed", "false");
  });

  test("loads at once and works after client-side navigation to the home page", async ({ page }) => {
    await page.goto("/about");
    await page.waitForFunction(() => [...document.querySelectorAll("a")].some((a) => Object.keys(a).some((k) => k.startsWith("__reactProps"))));
    const seen = watchChunk(page);
    await page.getByRole("link", { name: "index.js" }).first().click();
    await expect(page).toHaveURL("/");
    await expect.poll(() => seen.length).toBe(1); // no server HTML to keep: no waiting for the viewport
    await labReady(page);
    await field(page, "Regional").fill("4");
    await field(page, "Freight").fill("4");
    await expect(summary(page)).toContainText("87.9 %, above the recommended limit of 75 %.");
  });

  test("links to the article its content names", async ({ page }) => {
    const article = capacityLab.article;
    test.skip(!article, "content/capacity.yaml names no published post as the lab's article");
    await openHome(page);
    await expect(panel(page).getByRole("link", { name: article!.text })).toHaveAttribute("href", article!.href);
  });

  for (const theme of ["dark", "light"] as const) {
    test(`has no axe violations in the ${theme} theme, loaded and over capacity`, async ({ page }) => {
      await useStoredTheme(page, theme);
      await openHome(page);
      await labReady(page);
      await setCounts(page, 12, 6, 13);
      await expect(summary(page)).toContainText("over capacity");
      await expectNoAxeViolations(page);
    });
  }

  test("fits a 375 px phone with 44 px touch targets", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openHome(page);
    await labReady(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    for (const target of [field(page, "Commuter"), panel(page).getByRole("button", { name: "Optimise order" }), panel(page).getByRole("button", { name: "Reset" })]) {
      expect((await target.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    }
  });

  // Moved from e2e/sv-home.spec.ts (issue 57): the words are the Swedish catalogue's.
  test("the Swedish lab speaks Swedish, with sv-SE figures", async ({ page }) => {
    const t = wordsOf("sv");
    const { capacityTrainTypes: types, capacityLab: svLab } = loadOwnerData("sv");
    const count = (i: number) => panel(page).getByLabel(t("capacity_count_label", { name: types[i]!.name }));
    await page.goto("/sv");
    await panel(page).scrollIntoViewIfNeeded();
    await expect.poll(() => count(0).evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactProps")))).toBe(true);
    const { sections, bottleneck } = lab.analyse([4, 2, 1], false);
    const within = t("capacity_summary", { from: sections[bottleneck]!.from, to: sections[bottleneck]!.to, pct: "PCT", wording: t("capacity_within", { limit: "LIMIT" }) });
    const svPercent = "\\d+(,\\d)?\\s%";
    await expect(summary(page)).toHaveText(new RegExp(`^${escapeRegExp(within).replace("PCT", svPercent).replace("LIMIT", svPercent)}$`));
    await count(2).fill("13");
    await expect(panel(page).getByText(t("capacity_count_using", { max: 12, count: 12 }))).toBeVisible();
    await panel(page).getByRole("button", { name: t("capacity_optimise") }).click();
    await expect(panel(page).getByText(t("capacity_order_optimised"))).toBeVisible();
    await expect(panel(page).getByRole("table", { name: t("capacity_table_caption_optimised") })).toBeVisible();
    await expect(panel(page).getByRole("img", { name: new RegExp(`^${escapeRegExp(t.upTo("capacity_graph_label"))}`) })).toBeVisible();
    if (svLab.article) await expect(panel(page).getByRole("link", { name: svLab.article.text })).toHaveAttribute("href", svLab.article.href);
  });
});
