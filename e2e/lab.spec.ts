import { readFileSync } from "node:fs";
import type { Download, Locator, Page } from "@playwright/test";
import Papa from "papaparse";
import { computeLab } from "../app/features/capacity/lab-page/compute";
import { setField } from "../app/features/capacity/lab-page/edits";
import { SAMPLES, SAMPLE_SCENARIO } from "../app/features/capacity/lab-page/samples";
import { decimal, limitText, percent } from "../app/features/capacity/lab-text";
import { escapeXml, fileStem } from "../app/features/capacity/exports";
import { decodeScenario } from "../app/lib/capacity/codec";
import { LIMITS, type Scenario, scenarioTitle } from "../app/lib/capacity/scenario";
import { roundPercent } from "../app/lib/capacity/blocking-time";
import { capacityTrainTypes as enTrainTypes, recommendedOccupancy } from "../app/lib/content/capacity";
import { capacityTrainTypes as svTrainTypes } from "../app/lib/content/sv/capacity";
import { expect, expectNoAxeViolations, test, useStoredTheme } from "./fixtures";
import { type Locale, escapeRegExp, wordsOf } from "./locales";

// The capacity lab's own page (issue 37): the visitor's line, imported, edited, shared, exported.
// The sample line is the owner's (content/capacity.yaml): expectations about it are computed from
// it, never written out, so the owner may change it.

const SAMPLE_FILES = "public/lab";
const sampleJson = `${SAMPLE_FILES}/goteborg-alingsas.json`;
const sampleCsv = [`${SAMPLE_FILES}/goteborg-alingsas-stations.csv`, `${SAMPLE_FILES}/goteborg-alingsas-trains.csv`];
const goteborg: Scenario = JSON.parse(readFileSync(sampleJson, "utf8"));

/** The owner's sample line, as /lab shows it first and after a reset. */
const sample = SAMPLE_SCENARIO;
const stations = sample.line.stations;
/** The stations between the line's ends: the ones a train type may stop at. */
const inner = stations.slice(1, -1).map((s) => s.name);

/** The sample's first train type that stops at a list of stations, where it is in the list, and its stops. */
const stopping = (() => {
  const index = sample.trainTypes.findIndex((t) => t.stops !== "all" && t.stops.length > 0);
  const type = sample.trainTypes[index];
  return type && { index, name: type.name, stops: type.stops as string[] };
})();
const NO_STOPS_LIST = "no train type of the sample line stops at a list of stations";

/** The sample's bottleneck as the page prints it; undefined when no train runs. */
const sampleBottleneck = (() => {
  const { analysis } = computeLab(sample);
  const b = analysis.sections[analysis.bottleneck];
  return b && { from: b.from, to: b.to, pct: percent(b.occupancy, "en") };
})();
const NO_TRAINS = "the sample line runs no trains, so it has no bottleneck";

/** "Bottleneck: A – B, 47.2 %, within the recommended limit of 75 %." of a scenario, as the page words it. */
function summaryOf(s: Scenario, locale: Locale = "en"): string {
  const words = wordsOf(locale);
  const { analysis } = computeLab(s);
  const b = analysis.sections[analysis.bottleneck];
  if (!b) return words("lab_no_trains");
  const limit = limitText(recommendedOccupancy, locale);
  const wording = analysis.status === "over" ? words("lab_over") : words(analysis.status === "above" ? "lab_above" : "lab_within", { limit });
  return words("lab_summary_bottleneck", { from: b.from, to: b.to, pct: percent(b.occupancy, locale), wording });
}

/** "Bottleneck: A – B, 47.2 %" of a scenario, as the page words it in English. */
function bottleneckOf(s: Scenario): string {
  const { analysis } = computeLab(s);
  const b = analysis.sections[analysis.bottleneck]!;
  return `Bottleneck: ${b.from} – ${b.to}, ${roundPercent(b.occupancy).toFixed(1)} %`;
}

/** A number of trains an hour that a type does not run now, for an edit that changes the traffic. */
const otherCount = (perHour: number) => (perHour === 12 ? 6 : 12);
/** The sample with its first train type running `perHour` trains an hour. */
const withFirstCount = (perHour: number) => setField(sample, ["trainTypes", 0, "perHour"], perHour);
/** A type's row names its trains an hour: "· 4 an hour" (the dot keeps 4 from matching 14). */
const perHourText = (perHour: number) => `· ${perHour} an hour`;

const summary = (page: Page) => page.getByRole("status").filter({ hasText: /Bottleneck|No trains|Flaskhals|Inga tåg/ });
const alert = (page: Page) => page.getByRole("alert").filter({ hasText: /\S/ });
const importInput = (page: Page) => page.getByLabel("Import files…");
/** The section table's rows, one per section (the row of headings has no row header). */
const sectionRows = (page: Page) =>
  page.getByRole("table", { name: /Occupancy of each line section/ }).getByRole("row").filter({ has: page.getByRole("rowheader") });
/** A row of the station or traffic list: a `<details>` summary (which has no ARIA role of its own). */
const row = (page: Page, text: string | RegExp) => page.locator("main li > details > summary").filter({ hasText: text });
/** The i-th station's row (from 0), and the i-th train type's. */
const stationRow = (page: Page, i: number) => page.locator("ol[aria-labelledby=lab-stations-heading] > li > details > summary").nth(i);
const typeRow = (page: Page, i: number) => page.locator("ol[aria-labelledby=lab-traffic-heading] > li > details > summary").nth(i);
/** The train types' names, as their rows show them. */
const typeNames = (page: Page) => page.locator("ol[aria-labelledby=lab-traffic-heading] summary .font-semibold");

/** The lab's editors are live (React has hydrated the page). */
async function openLab(page: Page, path = "/lab") {
  await page.goto(path);
  await page.waitForFunction(() => {
    const button = [...document.querySelectorAll("button")].find((b) => b.textContent?.includes("Optimise order") || b.textContent?.includes("Optimera"));
    return button !== undefined && Object.keys(button).some((k) => k.startsWith("__reactProps"));
  });
}

async function downloadText(page: Page, click: () => Promise<void>): Promise<{ download: Download; text: string }> {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  const path = await download.path();
  return { download, text: readFileSync(path, "utf8") };
}

test("the prerendered page shows the sample line's result", async ({ page }) => {
  test.skip(!sampleBottleneck, NO_TRAINS);
  const { from, to, pct } = sampleBottleneck!;
  await openLab(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Capacity lab");
  await expect(summary(page)).toHaveText(summaryOf(sample));
  await expect(sectionRows(page)).toHaveCount(stations.length - 1);
  const graph = new RegExp(escapeRegExp(`compressed hour on the bottleneck, ${from} – ${to}, at ${pct}`));
  await expect(page.getByRole("img", { name: graph })).toBeVisible();
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("/lab shows the sample's result, table, graph and room left", async ({ page }) => {
    test.skip(!sampleBottleneck, NO_TRAINS);
    const { from, to, pct } = sampleBottleneck!;
    await page.goto("/lab");
    await expect(summary(page)).toHaveText(summaryOf(sample));
    await expect(page.getByRole("row", { name: new RegExp(escapeRegExp(`${from} – ${to} bottleneck`)) })).toContainText(pct);
    await expect(page.getByRole("img", { name: /Time–distance graph/ })).toBeVisible();
    const room = page.getByRole("table").filter({ hasText: `More within ${limitText(recommendedOccupancy, "en")}` });
    await expect(room.locator("tbody tr")).toHaveCount(sample.trainTypes.length);
  });

  test("a type's list of stops opens, with its check boxes", async ({ page }) => {
    test.skip(!stopping, NO_STOPS_LIST);
    const { index, name, stops } = stopping!;
    await page.goto("/lab");
    await typeRow(page, index).click();
    await page.getByText(`Stations (${stops.length} of ${inner.length})`).click();
    await expect(page.getByRole("group", { name: `Stations where ${name} stops` }).getByRole("checkbox")).toHaveCount(inner.length);
  });
});

test("a type's stop check boxes are built only while its list is open, and come back with it", async ({ page }) => {
  test.skip(!stopping, NO_STOPS_LIST);
  const { index, name, stops } = stopping!;
  await openLab(page);
  const list = page.getByRole("group", { name: `Stations where ${name} stops` });
  const opener = page.getByText(`Stations (${stops.length} of ${inner.length})`);
  // In the document at all, not only hidden in the folded list (a role query skips what is hidden).
  const built = page.locator("details input[type=checkbox]");
  await expect(built).toHaveCount(0);
  await typeRow(page, index).click();
  await expect(built).toHaveCount(0);
  await opener.click();
  await expect(list.getByRole("checkbox")).toHaveCount(inner.length);
  await expect(list.getByRole("checkbox", { checked: true })).toHaveCount(stops.length);
  await opener.click();
  await expect(built).toHaveCount(0);
});

test("/sv/lab is Swedish, with sv-SE percentages", async ({ page }) => {
  await openLab(page, "/sv/lab");
  await expect(page.locator("html")).toHaveAttribute("lang", "sv");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kapacitetslabb");
  await expect(summary(page)).toHaveText(summaryOf(SAMPLES.sv, "sv"));
  // An edit in Swedish: a decimal comma is read as a decimal point.
  const dwell = SAMPLES.sv.line.dwellMin === 1.5 ? 2.5 : 1.5;
  await page.getByLabel("Uppehållstid vid uppehåll (min)").fill(decimal(dwell, "sv"));
  await expect(summary(page)).toHaveText(summaryOf(setField(SAMPLES.sv, ["line", "dwellMin"], dwell), "sv"));
  // The address holds the scenario as read: 1.5, not 15 (the result alone may not tell them apart).
  await expect.poll(() => decodeScenario(new URL(page.url()).hash)).toMatchObject({ ok: true, value: { line: { dwellMin: dwell } } });
  // A percentage in sv-SE form (when trains run, so the summary has one).
  if (sampleBottleneck) await expect(summary(page)).toContainText(/\d+,\d\u00a0%/);
});

test("each language's sample names its train types as that language's home page does", async ({ page }) => {
  for (const [path, types, others] of [
    ["/lab", enTrainTypes, svTrainTypes],
    ["/sv/lab", svTrainTypes, enTrainTypes],
  ] as const) {
    await openLab(page, path);
    const names = types.map((t) => t.name);
    await expect(typeNames(page)).toHaveText(names);
    // Nowhere else on the page either (the running order, the graph's legend, the room left).
    for (const other of others.map((t) => t.name).filter((o) => !names.some((n) => n.includes(o)))) {
      await expect(page.locator("main")).not.toContainText(other);
    }
  }
});

test("an edit updates the result and the address; Back and Undo take it back; the link restores it", async ({ page, context }) => {
  const before = sample.trainTypes[0]!.perHour;
  const count = otherCount(before);
  const edited = summaryOf(withFirstCount(count));
  await openLab(page);
  await typeRow(page, 0).click();
  const perHour = page.getByRole("textbox", { name: "Trains per hour" });
  await perHour.fill(String(count));
  await expect(summary(page)).toHaveText(edited);
  // The address follows once the keys pause.
  await expect(page).toHaveURL(/#v1\./);
  const link = page.url();

  // The link restores the scenario exactly, in a new page.
  const other = await context.newPage();
  await openLab(other, new URL(link).pathname + new URL(link).hash);
  await expect(summary(other)).toHaveText(edited);
  await expect(typeRow(other, 0)).toContainText(perHourText(count));
  await typeRow(other, 0).click();
  await expect(other.getByRole("textbox", { name: "Trains per hour" })).toHaveValue(String(count));
  await other.close();

  // A reload loses nothing.
  await page.reload();
  await expect(summary(page)).toHaveText(edited);
  await expect(typeRow(page, 0)).toContainText(perHourText(count));

  // Back undoes the edit, address and all.
  await page.goBack();
  await expect(summary(page)).toHaveText(summaryOf(sample));
  await expect(typeRow(page, 0)).toContainText(perHourText(before));
  await typeRow(page, 0).click();
  await expect(perHour).toHaveValue(String(before));
  await page.goForward();
  await expect(summary(page)).toHaveText(edited);

  // Undo does the same from the page.
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(summary(page)).toHaveText(summaryOf(sample));
});

test("a field's bad value is refused with a message tied to it, and the scenario keeps the last good one", async ({ page }) => {
  // The second station's km: not past the first station's is refused, halfway between them is taken.
  const [previous, station] = [stations[0]!, stations[1]!];
  const good = (previous.km + station.km) / 2;
  await openLab(page);
  await stationRow(page, 1).click();
  const km = page.getByLabel("Km of station 2");
  await km.fill(String(previous.km));
  await expect(km).toHaveAttribute("aria-invalid", "true");
  const refusal = `greater than the km of ${previous.name} (${decimal(previous.km, "en")})`;
  await expect(km).toHaveAccessibleDescription(new RegExp(`${escapeRegExp(refusal)}.*${escapeRegExp(`Still using ${decimal(station.km, "en")}.`)}`));
  await expect(summary(page)).toHaveText(summaryOf(sample));
  expect(new URL(page.url()).hash).toBe("");
  await km.fill(String(good));
  await expect(km).not.toHaveAttribute("aria-invalid", "true");
  await expect(summary(page)).toHaveText(summaryOf(setField(sample, ["line", "stations", 1, "km"], good)));
  await expect(page).toHaveURL(/#v1\./);
});

test("imports each sample format and reads the same bottleneck", async ({ page }) => {
  const expected = bottleneckOf(goteborg);
  // The CSV pair holds stations and trains only: block length, release and dwell stay the sample's.
  const fromCsv = bottleneckOf({ ...sample, line: { ...sample.line, stations: goteborg.line.stations }, trainTypes: goteborg.trainTypes });
  await openLab(page);
  await importInput(page).setInputFiles(sampleJson);
  await expect(summary(page)).toContainText(expected);
  await expect(page.getByRole("heading", { name: /Scenario: Göteborg C – Alingsås/ })).toBeVisible();

  await page.getByRole("button", { name: "Reset to sample" }).click();
  await expect(summary(page)).toHaveText(summaryOf(sample));
  await importInput(page).setInputFiles(sampleCsv);
  await expect(summary(page)).toContainText(fromCsv);

  await page.getByRole("button", { name: "Reset to sample" }).click();
  await expect(summary(page)).toHaveText(summaryOf(sample));
  await page.getByText("Paste text").click();
  await page.getByLabel("Paste a scenario").fill(readFileSync(sampleJson, "utf8"));
  await page.getByRole("button", { name: "Import pasted text" }).click();
  await expect(summary(page)).toContainText(expected);
});

test("a dropped file is imported", async ({ page }) => {
  await openLab(page);
  const transfer = await page.evaluateHandle((text) => {
    const dt = new DataTransfer();
    dt.items.add(new File([text], "goteborg.json", { type: "application/json" }));
    return dt;
  }, readFileSync(sampleJson, "utf8"));
  await page.getByRole("heading", { level: 1 }).dispatchEvent("dragover", { dataTransfer: transfer });
  await page.getByRole("heading", { level: 1 }).dispatchEvent("drop", { dataTransfer: transfer });
  await expect(summary(page)).toContainText(bottleneckOf(goteborg));
});

test("a bad file changes nothing: the scenario and the address stay, an alert names the field", async ({ page }) => {
  const count = otherCount(sample.trainTypes[0]!.perHour);
  await openLab(page);
  await typeRow(page, 0).click();
  await page.getByRole("textbox", { name: "Trains per hour" }).fill(String(count));
  await expect(summary(page)).toHaveText(summaryOf(withFirstCount(count)));
  // The address follows a typed edit a moment after the result does (use-lab-scenario.ts).
  await expect(page).toHaveURL(/#v1\./);
  const before = { url: page.url(), summary: await summary(page).textContent() };

  const bad = structuredClone(goteborg);
  bad.line.stations[2]!.km = 3;
  await importInput(page).setInputFiles({ name: "bad.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(bad)) });
  await expect(alert(page)).toContainText("Nothing was changed");
  await expect(alert(page)).toContainText("Station 3 (Partille), km: must be greater than the km of Sävenäs (4)");
  expect(page.url()).toBe(before.url);
  await expect(summary(page)).toHaveText(before.summary!);

  const csv = "name,speed_kmh,stops,per_hour,offset_min\nFast,200,,three,0\n";
  await importInput(page).setInputFiles({ name: "trains.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await expect(alert(page)).toContainText("trains.csv, line 2, column per_hour: must be a number.");
  expect(page.url()).toBe(before.url);
  await expect(summary(page)).toHaveText(before.summary!);
});

test("an unreadable link says so and shows the sample line", async ({ page }) => {
  await openLab(page, "/lab#v1.this-is-not-a-scenario");
  await expect(alert(page)).toContainText("could not be read");
  await expect(summary(page)).toHaveText(summaryOf(sample));
});

test("exports: the table as CSV, the graph as SVG and PNG, the scenario as JSON", async ({ page }) => {
  test.skip(!sampleBottleneck, NO_TRAINS);
  const stem = fileStem(scenarioTitle(sample));
  await openLab(page);
  const { download: csvFile, text: csv } = await downloadText(page, () => page.getByRole("button", { name: "CSV", exact: true }).click());
  expect(csvFile.suggestedFilename()).toBe(`${stem}-sections.csv`);
  const body = csv.replace(/^\uFEFF/, "");
  expect(body.split("\r\n", 1)[0]).toBe('"from","to","length_km","blocks","occupancy_percent","bottleneck"');
  // Read as a CSV reader would: a station's name may hold a comma or a quote.
  const [, ...lines] = Papa.parse<string[]>(body, { skipEmptyLines: true }).data;
  const rows = sectionRows(page);
  await expect(rows).toHaveCount(lines.length);
  for (const [i, [from, to, , , pct]] of lines.entries()) {
    await expect(rows.nth(i)).toContainText(`${from} – ${to}`);
    await expect(rows.nth(i)).toContainText(`${Number(pct).toFixed(1)} %`);
  }

  // The graph is the bottleneck's: it names the section's two stations.
  const { text: svg } = await downloadText(page, () => page.getByRole("button", { name: "SVG", exact: true }).click());
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  expect(svg).toContain(escapeXml(sampleBottleneck!.from));
  expect(svg).toContain(escapeXml(sampleBottleneck!.to));

  const [png] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "PNG", exact: true }).click()]);
  expect(png.suggestedFilename()).toBe(`${stem}-train-graph.png`);
  expect(readFileSync(await png.path()).subarray(1, 4).toString()).toBe("PNG");

  const { text: json } = await downloadText(page, () => page.getByRole("button", { name: "Download JSON" }).click());
  expect(JSON.parse(json)).toEqual(sample);
});

test("hostile names stay text on the page, in the SVG and in the CSV", async ({ page }) => {
  let dialogs = 0;
  page.on("dialog", (d) => {
    dialogs++;
    void d.dismiss();
  });
  await openLab(page);
  const hostile = structuredClone(goteborg);
  hostile.line.stations[1]!.name = "<img src=x onerror=alert(1)>";
  hostile.line.stations[2]!.name = "=HYPERLINK(\"http://x\")";
  hostile.trainTypes[0]!.stops = "all";
  hostile.trainTypes[1]!.stops = [];
  await importInput(page).setInputFiles({ name: "hostile.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(hostile)) });
  await expect(row(page, "<img src=x onerror=alert(1)>")).toHaveCount(1);
  await row(page, "<img src=x onerror=alert(1)>").click();
  await expect(page.getByRole("textbox", { name: "Name of station 2" })).toHaveValue("<img src=x onerror=alert(1)>");
  await expect(page.getByRole("row", { name: /<img src=x onerror=alert\(1\)> – =HYPERLINK/ })).toBeVisible();
  expect(await page.locator("main img").count()).toBe(0);
  const { text: csv } = await downloadText(page, () => page.getByRole("button", { name: "CSV", exact: true }).click());
  expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
  expect(csv).not.toMatch(/(^|,)"?=/m);
  const bottleneck = computeLab(hostile).analysis;
  const names = [bottleneck.sections[bottleneck.bottleneck]!.from, bottleneck.sections[bottleneck.bottleneck]!.to];
  const { text: svg } = await downloadText(page, () => page.getByRole("button", { name: "SVG", exact: true }).click());
  expect(svg).not.toContain("<img");
  if (names.some((n) => n.startsWith("<img"))) expect(svg).toContain("&lt;img src=x onerror=alert(1)&gt;");
  expect(dialogs).toBe(0);
});

test("the keyboard alone: add a station, tick a stop, remove a type, optimise", async ({ page }) => {
  test.skip(!stopping, NO_STOPS_LIST);
  test.skip(sample.trainTypes.length < 2, "the sample line has one train type, and a line keeps at least one");
  test.skip(stations.length >= LIMITS.stations.max, "the sample line has as many stations as a line may have");
  const { index, stops } = stopping!;
  // Removed: the last type other than the one whose stops are ticked.
  const gone = sample.trainTypes.findLastIndex((_, i) => i !== index);
  const newStation = `New station ${stations.length + 1}`;
  await openLab(page);
  await stationRow(page, 0).focus();
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: `Add a station after ${stations[0]!.name}`, exact: true }).focus();
  await page.keyboard.press("Enter");
  // The new station opens for editing, its name ready to type over; it lies halfway to the next.
  await expect(page.getByLabel("Name of station 2")).toBeFocused();
  await expect(page.getByLabel("Name of station 2")).toHaveValue(newStation);
  await expect(page.getByLabel("Km of station 2")).toHaveValue(decimal((stations[0]!.km + stations[1]!.km) / 2, "en"));
  // One row open at a time: the first station's folded as the new one opened.
  await expect(page.getByLabel("Name of station 1")).toBeHidden();
  await typeRow(page, index).focus();
  await page.keyboard.press("Enter");
  await page.getByText(`Stations (${stops.length} of ${inner.length + 1})`).focus();
  await page.keyboard.press("Enter");
  await page.getByRole("checkbox", { name: newStation, exact: true }).focus();
  await page.keyboard.press("Space");
  await expect(page.getByRole("checkbox", { name: newStation, exact: true })).toBeChecked();
  await expect(typeRow(page, index)).toContainText(`stops at ${stops.length + 1} of ${inner.length + 1}`);
  await typeRow(page, gone).focus();
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: `Remove ${sample.trainTypes[gone]!.name}`, exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(typeNames(page)).toHaveText(sample.trainTypes.filter((_, i) => i !== gone).map((t) => t.name));
  await expect(page.getByText(`${sample.trainTypes.length - 1} of at most ${LIMITS.trainTypes.max} train types.`)).toBeVisible();
  await page.getByRole("button", { name: "Optimise order" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Optimise order" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText(/Order \(optimised/)).toBeVisible();
});

/** A line of 40 stations with the sample's train types, each stopping everywhere. */
const FORTY: Scenario = {
  ...structuredClone(goteborg),
  name: "Forty stations",
  line: { ...goteborg.line, stations: Array.from({ length: 40 }, (_, i) => ({ name: `Station ${i + 1}`, km: i * 8 + (i % 3) })) },
  trainTypes: goteborg.trainTypes.map((type) => ({ ...type, stops: "all" })),
};
const importForty = (page: Page) => importInput(page).setInputFiles({ name: "forty.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(FORTY)) });

test("a row is text until opened: a 40-station import builds no station fields, one opened builds its own", async ({ page }) => {
  await openLab(page);
  await importForty(page);
  await expect(page.getByRole("heading", { name: /Forty stations/ })).toBeVisible();
  const line = page.getByRole("region", { name: "Line" });
  await expect(line.locator("summary")).toHaveCount(40);
  // The sections' table follows the heading a render later (the analysis is a transition).
  await expect(sectionRows(page)).toHaveCount(39);
  // The line's own four fields (name, block, release, dwell), none of the 40 stations'.
  await expect(line.locator("input")).toHaveCount(4);
  await expect(row(page, /Station 12\b/)).toContainText("90 km");
  await row(page, /Station 12\b/).click();
  await expect(page.getByLabel("Km of station 12")).toHaveValue("90");
  await expect(line.locator("input")).toHaveCount(6);
  // A row off screen is rendered (laid out on its own, not skipped: a jump to it has nothing left
  // to lay out) and is a row to assistive technology.
  const rendered = (cell: Locator) => cell.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
  const sections = sectionRows(page);
  await expect(sections).toHaveCount(39);
  const lastSection = sections.last().getByRole("rowheader");
  await expect(lastSection).toHaveText("Station 39 – Station 40");
  // Scrolled away: once the browser has drawn the page without it (it is out of view), a row
  // that could be skipped would be.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await expect(lastSection).not.toBeInViewport();
  expect(await rendered(lastSection)).toBe(true);
  expect(await rendered(row(page, /Station 40\b/))).toBe(true);
});

for (const theme of ["dark", "light"] as const) {
  test(`has no axe violations in the ${theme} theme, with a refused value and an import alert`, async ({ page }) => {
    await useStoredTheme(page, theme);
    await openLab(page);
    await stationRow(page, 1).click();
    // A type's row open too: the one with a list of stops, when the sample has one.
    await typeRow(page, stopping?.index ?? 0).click();
    await page.getByLabel("Km of station 2").fill(String(stations[0]!.km));
    await importInput(page).setInputFiles({ name: "empty.json", mimeType: "application/json", buffer: Buffer.from(" ") });
    await expect(alert(page)).toBeVisible();
    await page.getByText("Paste text").click();
    await expectNoAxeViolations(page);
  });
}

test("the palette: Lab: Reset to Sample from the page, Lab: Import Scenario from another page, lab.ts in Go to File", async ({ page }) => {
  const palette = page.getByRole("dialog");
  const count = otherCount(sample.trainTypes[0]!.perHour);
  await openLab(page);
  await typeRow(page, 0).click();
  await page.getByRole("textbox", { name: "Trains per hour" }).fill(String(count));
  await expect(summary(page)).toHaveText(summaryOf(withFirstCount(count)));
  await page.keyboard.press("Control+Shift+P");
  await palette.getByRole("combobox").fill(">Lab: Reset");
  await palette.getByRole("option", { name: /Lab: Reset to Sample/ }).click();
  await expect(summary(page)).toHaveText(summaryOf(sample));

  await page.goto("/about");
  await page.waitForFunction(() => {
    const button = document.querySelector("button[aria-keyshortcuts]");
    return button !== null && Object.keys(button).some((k) => k.startsWith("__reactProps"));
  });
  await page.keyboard.press("Control+Shift+P");
  await palette.getByRole("combobox").fill(">Lab: Import");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/lab$/);
  await expect(importInput(page)).toBeFocused();

  await page.keyboard.press("Control+p");
  await palette.getByRole("combobox").fill("lab.ts");
  await expect(palette.getByRole("option", { name: /lab\.ts/ })).toBeVisible();
});
