import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, waitForHydration } from "./fixtures";
import { SPECULATIVE_BUDGET } from "../scripts/measure/audit-budget.mjs";
import { ownFiles, speculativeBytes } from "../scripts/measure/navigation.mjs";

/** The build the server serves (playwright.config.ts), whose pages name their own files. */
const CLIENT = join(process.env.BUILD_DIR || "build", "client");

/**
 * Issue 60: the next page's code and data are fetched ahead (app/components/prefetch.tsx), so a
 * move paints from what the browser has; never before the page has hydrated, on intent only for
 * a visitor saving data, and at most 40 KB compressed on a phone's first view of a page.
 */

/**
 * What the page has fetched ahead so far, its bytes and files: the data files, and the scripts and
 * stylesheets beyond its own (the next pages' route modules and theirs), as the bench and the audit count them
 * (scripts/measure/navigation.mjs).
 */
async function prefetched(page: Page, path: string) {
  const entries = await page.evaluate(() => performance.getEntriesByType("resource").map((e) => e.toJSON() as { name: string; transferSize: number }));
  return speculativeBytes(entries, ownFiles(CLIENT, path));
}

/** The <h1> of a built page, as a visitor reads it. */
async function headingOf(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  return page.evaluate((html) => new DOMParser().parseFromString(html, "text/html").querySelector("main h1")?.textContent?.trim() ?? "", html);
}

test("nothing is fetched ahead before the page has hydrated", async ({ page }) => {
  const early: string[] = [];
  let hydrating = false;
  // The client entry is held: the page paints and works, and stays unhydrated until released.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  page.on("request", (request) => {
    if (!hydrating && /\.data(\?|$)/.test(request.url())) early.push(request.url());
  });
  await page.goto("/", { waitUntil: "load" });
  // A visitor's pointer over a tab, and time enough for an idle callback.
  await page.getByRole("navigation", { name: "Open files" }).getByRole("link", { name: "about.js" }).hover();
  await page.waitForTimeout(1500);
  expect(await page.locator("link[rel=prefetch], link[rel=modulepreload]").count()).toBe(0);
  expect(early).toEqual([]);
  hydrating = true;
  const data = page.waitForRequest(/\/about\.data$/);
  release();
  await waitForHydration(page);
  await data;
});

test("a tap on a tab paints the next page from what was fetched ahead", async ({ page }) => {
  const heading = await headingOf(page, "/about");
  await page.goto("/");
  await waitForHydration(page);
  // Once idle, the home page fetches the next tab's page.
  await expect.poll(async () => (await prefetched(page, "/")).files).toContain("/about.data");
  await page.getByRole("navigation", { name: "Open files" }).getByRole("link", { name: "about.js" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await expect(page.getByRole("navigation", { name: "Open files" }).getByRole("link", { name: "about.js" })).toHaveAttribute("aria-current", "page");
  // The move's own fetch of the data was answered by the browser's cache: no byte on the wire.
  const fetched = await page.evaluate(() =>
    performance.getEntriesByName(`${location.origin}/about.data`).map((e) => [(e as PerformanceResourceTiming).initiatorType, (e as PerformanceResourceTiming).transferSize]),
  );
  expect(fetched).toContainEqual(["fetch", 0]);
});

test("a prefetch the network loses changes nothing: the page stays as it is, and the move fetches again", async ({ page, consoleGuard }) => {
  consoleGuard.allow(/ERR_INTERNET_DISCONNECTED/);
  const heading = await headingOf(page, "/about");
  const failed: string[] = [];
  await page.route(/\/(about\.data|assets\/about-[\w-]+\.js)$/, (route) => (failed.push(route.request().url()), route.abort("internetdisconnected")));
  await page.goto("/");
  await waitForHydration(page);
  // What the visitor has typed, on a page React Router would reload if a route module failed to import.
  const box = page.getByRole("textbox").first();
  await box.fill("kept");
  await page.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true));
  await expect.poll(() => failed.length).toBeGreaterThanOrEqual(2);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await expect(box).toHaveValue("kept");
  // The network is back: the tap fetches what the prefetch lost.
  await page.unroute(/\/(about\.data|assets\/about-[\w-]+\.js)$/);
  await page.getByRole("navigation", { name: "Open files" }).getByRole("link", { name: "about.js" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
});

test("a visitor saving data gets pages fetched on intent only", async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "connection", { get: () => ({ saveData: true, effectiveType: "4g" }) }));
  await page.goto("/");
  await waitForHydration(page);
  await page.waitForTimeout(1500);
  expect((await prefetched(page, "/")).files).toEqual([]);
  await page.getByRole("navigation", { name: "Open files" }).getByRole("link", { name: "services.ts" }).hover();
  await expect.poll(async () => (await prefetched(page, "/")).files).toContain("/services.data");
});

test("the palette's highlighted file is fetched ahead, as a link under the pointer is", async ({ page }) => {
  // Saving data: nothing is fetched once idle, so what arrives is the palette's doing.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "connection", { get: () => ({ saveData: true, effectiveType: "4g" }) }));
  await page.goto("/");
  await waitForHydration(page);
  await page.keyboard.press("Control+P");
  const input = page.getByRole("dialog").getByRole("combobox");
  await input.fill("contact");
  await expect(page.getByRole("option", { selected: true })).toContainText("contact");
  await expect.poll(async () => (await prefetched(page, "/")).files).toContain("/contact.data");
  expect((await prefetched(page, "/")).files).not.toContain("/about.data");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });

  test("a page's first view fetches at most 40 KB ahead", async ({ page }) => {
    test.slow();
    const sitemap = readFileSync(join(CLIENT, "sitemap.xml"), "utf8");
    const first = (pattern: RegExp) => sitemap.match(pattern)?.[1];
    const pages = [
      "/",
      "/about",
      "/portfolio",
      "/blog",
      "/services",
      "/contact",
      "/lab",
      "/sv",
      "/sv/blog",
      first(/<loc>[^<]*?(\/blog\/(?!tags\/|page\/)[^<]+)<\/loc>/),
      first(/<loc>[^<]*?(\/portfolio\/[^<]+)<\/loc>/),
      first(/<loc>[^<]*?(\/blog\/tags\/[^<]+)<\/loc>/),
    ].filter((p): p is string => p !== undefined);
    for (const path of pages) {
      await page.goto(path);
      await waitForHydration(page);
      // Settled: the idle prefetch has rendered its links and each has been answered.
      await expect.poll(async () => (await prefetched(page, path)).files.length, { message: path }).toBeGreaterThan(0);
      await page.waitForTimeout(1000);
      const { bytes, files } = await prefetched(page, path);
      expect(bytes, `${path}: ${files.join(", ")}`).toBeLessThanOrEqual(SPECULATIVE_BUDGET);
    }
  });
});
