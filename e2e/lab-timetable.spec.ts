import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { SAMPLES } from "../app/features/capacity/lab-page/samples";
import { type Scenario, scenarioTitle } from "../app/lib/capacity/scenario";
import { meetScenario } from "../app/lib/capacity/test-scenario";
import { expect, expectNoAxeViolations, test } from "./fixtures";

// The lab's timetable graph (issue 59): the whole line's hour as an image, with a table of every
// train of the hour as its text alternative, there before JavaScript and after every import.

const messages = { en: JSON.parse(readFileSync("messages/lab/en.json", "utf8")), sv: JSON.parse(readFileSync("messages/lab/sv.json", "utf8")) };
const PAGES = [
  { path: "/lab", locale: "en" as const, graph: "Timetable graph of", table: "Timetable of" },
  { path: "/sv/lab", locale: "sv" as const, graph: "Grafisk tidtabell för", table: "Tidtabell för" },
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const trainsPerHour = (s: Scenario) => s.trainTypes.reduce((n, t) => n + t.perHour, 0);
const graph = (page: Page, prefix: string, s: Scenario) => page.getByRole("img", { name: new RegExp(`^${escape(`${prefix} ${scenarioTitle(s)}`)}`) });
const table = (page: Page, prefix: string, s: Scenario) => page.getByRole("table", { name: `${prefix} ${scenarioTitle(s)}`, exact: true });
/** The table's body rows: each has a row header, the row of column headings none. */
const trainRows = (page: Page, prefix: string, s: Scenario) => table(page, prefix, s).getByRole("row").filter({ has: page.getByRole("rowheader") });

/** The single-track line worked by hand in the unit tests (a loop at C, trains both ways), with a name to escape. */
const single: Scenario = { ...meetScenario, name: `Enkel <linje> & "co"` };

for (const { path, locale, graph: graphName, table: tableName } of PAGES) {
  const sample = SAMPLES[locale];

  test(`${path} draws the sample's timetable graph with one table row per train of the hour`, async ({ page }) => {
    await page.goto(path);
    await expect(graph(page, graphName, sample)).toBeVisible();
    await expect(trainRows(page, tableName, sample)).toHaveCount(trainsPerHour(sample));
  });

  test(`${path} shows the timetable graph and its table without JavaScript`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(path);
    await expect(graph(page, graphName, sample)).toBeVisible();
    await expect(trainRows(page, tableName, sample)).toHaveCount(trainsPerHour(sample));
    await context.close();
  });

  test(`${path}: an imported single-track line redraws the graph, its table at the crossing stations`, async ({ page }) => {
    // axe over the whole lab page takes most of the default 30 s on a busy 2-core machine.
    test.slow();
    await page.goto(path);
    // Hydrated: the order button is live.
    await page.waitForFunction(() => [...document.querySelectorAll("button[aria-pressed]")].some((b) => Object.keys(b).some((k) => k.startsWith("__reactProps"))));
    await page.getByLabel(messages[locale].lab_import_choose).setInputFiles({ name: "single.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(single)) });
    await expect(graph(page, graphName, single)).toBeVisible();
    await expect(trainRows(page, tableName, single)).toHaveCount(trainsPerHour(single));
    // The train column, then A, C and D: the ends and the loop, not the halt.
    await expect(table(page, tableName, single).getByRole("columnheader")).toHaveText([messages[locale].lab_timetable_col_train, "A", "C", "D"]);
    await expect(table(page, tableName, single).getByRole("rowheader").first()).toContainText("R ↓");
    await expect(table(page, tableName, single).getByRole("rowheader").last()).toContainText("G ↑");
    // Its files: every name escaped in the SVG, the PNG a PNG.
    const [svgFile] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: messages[locale].lab_timetable_svg }).click()]);
    const svg = readFileSync(await svgFile.path(), "utf8");
    expect(svgFile.suggestedFilename()).toBe("enkel-linje-co-timetable-graph.svg");
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain("&lt;linje&gt; &amp; &quot;co&quot;");
    expect(svg).not.toContain("<linje>");
    const [png] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: messages[locale].lab_timetable_png }).click()]);
    expect(readFileSync(await png.path()).subarray(1, 4).toString()).toBe("PNG");
    await expectNoAxeViolations(page);
  });
}
