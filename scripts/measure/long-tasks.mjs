// Long-task benchmark (a measurement, not a test), with the CPU slowed 4× through the Chrome
// DevTools Protocol:
// - load (issue 25): every page (the six routes, a post, the 404) opened on a 412 px touch
//   phone, from navigation until 5 s after load, beside the same page with its scripts removed,
//   interleaved, BENCH_LOAD_RUNS times (10). Prints per page and run the longest task in which a
//   script ran and the longest style-and-layout phase of a frame, for the page and its copy.
// - interaction: (1) runs the home page's train simulation for 10 s, optimising halfway,
//   (2) types 20 characters into the blog search one key at a time, and (3) drives the home
//   page's capacity lab (scroll in, which loads its code, then types counts and optimises), and
//   (4) the lab page at its largest (40 stations × 8 types × 30 trains an hour: import, typing,
//   Optimise, Undo), and (5) a post's live figure (issue 50: scroll near, which loads and hydrates
//   it, then one key in a count and the order toggle), and (6) the lab page at its largest
//   single-track line (issue 59: 40 stations with loops, 8 types both ways, 32 trains an hour: a key
//   in a count, a crossing ticked, the order toggled and back), BENCH_RUNS times (3). Reports every
//   long task (> 50 ms) and the step it began in; for (4)–(6) also each step's worst event (INP's source).
// The target is none: no script task over 50 ms anywhere.
// Usage: npm run bench [-- --no-build] [-- --only=load|interaction|lab|figure|single|navigation] [-- --pages=/,/about]
// (--only=lab: the lab page's interaction scenario, 4, alone; --only=figure: the live figure's, 5;
// --only=single: the single-track lab's, 6; --only=navigation: moves on a phone, issue 60)
/* global window, document, MutationObserver -- page.evaluate callbacks run in the browser */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { brotliCompressSync } from "node:zlib";
import { cpus, totalmem } from "node:os";
import { chromium } from "@playwright/test";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { chromiumFlags, chromiumPath } from "../chromium-flags.mjs";
import { LONG_MS, measureLoad } from "./load-frames.mjs";
import { benchNavigation, navigationTable } from "./navigation.mjs";
import { NO_JS_PREFIX, noJsCopyHandler } from "./no-js-copy.mjs";
import { serveBuild } from "./serve-build.mjs";

const RATE = Number(process.env.BENCH_CPU_RATE) || 4;
const SIM_SECONDS = 10;
const SEARCH_TEXT = "railway optimisation"; // 20 characters
const RUNS = Number(process.env.BENCH_RUNS) || 3;
const LOAD_RUNS = Number(process.env.BENCH_LOAD_RUNS) || 10;
const only = process.argv.find((a) => a.startsWith("--only="))?.slice("--only=".length);
const pagesArg = process.argv.find((a) => a.startsWith("--pages="))?.slice("--pages=".length);
// Typed into the lab one key at a time: commuter, regional, freight. Ends at 12/6/12, 30 trains.
const LAB_COUNTS = [["Commuter", "12"], ["Regional", "6"], ["Freight", "12"]];
/**
 * The lab page's largest scenarios: 40 stations and 8 train types. Double track (issue 37): 30
 * trains an hour of each type, one way. Single track (issue 59): a loop at every third and fourth
 * station in turn, 4 trains an hour of each type (32), two types of every four running up.
 */
function largeScenario(singleTrack) {
  const stations = Array.from({ length: 40 }, (_, i) => ({
    name: `Station ${i + 1}`,
    km: i * 8 + (i % 3),
    ...(singleTrack && i > 0 && i < 39 && (i % 7 === 0 || i % 7 === 3) ? { crossing: true } : {}),
  }));
  return {
    name: singleTrack ? "Large single-track line" : "Large line",
    line: { stations, blockKm: 2, releaseMin: 0.5, dwellMin: 1, ...(singleTrack ? { tracks: 1 } : {}) },
    trainTypes: Array.from({ length: 8 }, (_, t) => ({
      name: `Type ${t + 1}`,
      speedKmh: 80 + t * 20,
      stops: t % 2 ? "all" : stations.slice(1, -1).map((s) => s.name).filter((_, i) => i % (t + 2) === 0),
      perHour: singleTrack ? 4 : 30,
      offsetMin: t * 7,
      ...(singleTrack && t % 4 >= 2 ? { direction: "up" } : {}),
    })),
    order: "timetabled",
  };
}
const LARGE_SCENARIO = largeScenario(false);
const SINGLE_TRACK_SCENARIO = largeScenario(true);

if (!process.argv.includes("--no-build")) {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const buildDir = process.env.BUILD_DIR || "build";
const server = await serveBuild(undefined, [noJsCopyHandler(buildDir)]);
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumFlags,
});

/** Lighthouse's measure of this machine's speed now, on a blank page at full speed. */
async function benchmarkIndex() {
  const page = await browser.newPage();
  try {
    return Math.round(await page.evaluate(pageFunctions.computeBenchmarkIndex));
  } finally {
    await page.close();
  }
}

/**
 * Opens a page, waits for hydration, slows the CPU and starts collecting long tasks. `prepare`
 * runs before the CPU is slowed (the lab page finds its elements there, see below).
 */
async function throttledPage(path, prepare) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(server.url + path, { waitUntil: "networkidle" });
  await page.waitForFunction(() =>
    [...document.querySelectorAll("button, input")].some((el) => Object.keys(el).some((k) => k.startsWith("__reactProps"))),
  );
  // Playwright injects its own script into the page the first time a locator is used (a 35–45 ms
  // task at 4×, seen in a trace); do that before slowing the CPU, so only the page's tasks count.
  await page.locator("body").isVisible();
  await prepare?.(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: RATE });
  await page.evaluate(() => {
    window.__longTasks = [];
    window.__events = [];
    window.__steps = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push({ duration: Math.round(e.duration), start: e.startTime });
    }).observe({ type: "longtask" });
    // Event Timing, what INP is made of: input to the next paint, each event of 16 ms or more.
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__events.push({ name: e.name, duration: Math.round(e.duration), start: e.startTime });
    }).observe({ type: "event", durationThreshold: 16 });
  });
  return page;
}

/** Marks the start of a step, so a long task can be told by the step it fell in. */
const step = (page, name) => page.evaluate((name) => window.__steps.push({ name, start: performance.now() }), name);

/** The page's long tasks, each with the step it started in: "61 ms (island)". */
const longTasks = (page) =>
  page.evaluate(() =>
    window.__longTasks.map((t) => ({
      duration: t.duration,
      step: window.__steps.findLast((s) => s.start <= t.start)?.name ?? "start",
    })),
  );

/** Per step: its worst event (Event Timing, the INP source) and its longest task, in ms. */
const worstPerStep = (page) =>
  page.evaluate(() => {
    const stepOf = (start) => window.__steps.findLast((s) => s.start <= start)?.name ?? "start";
    const worst = {};
    for (const e of window.__events) {
      const w = (worst[stepOf(e.start)] ??= { event: 0, eventName: "", task: 0 });
      if (e.duration > w.event) Object.assign(w, { event: e.duration, eventName: e.name });
    }
    for (const t of window.__longTasks) {
      const w = (worst[stepOf(t.start)] ??= { event: 0, eventName: "", task: 0 });
      w.task = Math.max(w.task, t.duration);
    }
    return worst;
  });

/**
 * A click as a visitor makes it: the pointer arrives, the button goes down and comes up 80 ms
 * later, each in its own task. Playwright's locator.click() presses and releases at once, and
 * adds its own hit-target listeners to the page, which put every pointer event of the click
 * into one task and add a few milliseconds of its own (seen in a Chromium trace).
 */
async function visitorClick(page, locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error("visitorClick: the button is not visible");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 2 });
  await page.waitForTimeout(60);
  await page.mouse.down();
  await page.waitForTimeout(80);
  await page.mouse.up();
}

// The post is the sitemap's first, so the bench follows the posts the owner publishes.
const firstPost = readFileSync(`${buildDir}/client/sitemap.xml`, "utf8").match(/<loc>[^<]*?(\/blog\/(?!page\/|tags\/)[^<]+)<\/loc>/)?.[1];
/** The first post in the sitemap with a live figure (a ```lab block), as the build wrote it. */
const figurePost = [...readFileSync(`${buildDir}/client/sitemap.xml`, "utf8").matchAll(/<loc>[^<]*?(\/blog\/(?!page\/|tags\/)[^<]+)<\/loc>/g)]
  .map((m) => m[1])
  .find((path) => readFileSync(`${buildDir}/client${path}.html`, "utf8").includes("data-live-figure="));
const LOAD_PAGES = pagesArg?.split(",") ?? ["/", "/about", "/portfolio", "/blog", "/services", "/contact", firstPost ?? "/blog", "/no-such-page"];

// Waiting for the page while its tasks are counted: Playwright's default polls in every animation
// frame, which put its own 2–4 ms (at 4×, traced) into each frame the bench measured. Polled every
// 100 ms instead, it is a small task of its own.
const POLL = { polling: 100 };

/** Notes the time of every change to the page (`__lastChange`), for settled() below. */
const watchChanges = (page) =>
  page.evaluate(() => {
    window.__lastChange = performance.now();
    new MutationObserver(() => (window.__lastChange = performance.now())).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });

/**
 * Settled: the step has changed the page, nothing is busy, and nothing has changed for 500 ms.
 * Checking `aria-busy` alone could pass right after a click, before the edit's first commit had
 * set it (its result comes a transition and a worker's answer later); the next step then began
 * while this one's rows were still coming in, and their frames were counted as the jump's.
 */
const settled = (page) =>
  page.waitForFunction(
    () => window.__lastChange > window.__steps.at(-1).start && document.querySelector("[aria-busy]") === null && performance.now() - window.__lastChange > 500,
    undefined,
    POLL,
  );

/** Scrolling to a control is a step of its own, so a task of the smooth scroll is not taken for the edit's. */
async function scrollTo(page, handle) {
  await step(page, "scroll");
  await handle.scrollIntoViewIfNeeded();
  await page.waitForTimeout(1500);
}

const results = [];
/** The lab page's and the live figure's worst event and longest task per step, each run. */
const labWorst = [];
const figureWorst = [];
/** Issue 60's moves on a phone, when run. */
let navigation;
const singleWorst = [];
/** The single-track scenario's timetable graph and table, bytes raw and brotli. */
let singleMarkup = null;
/** @type {Map<string, Array<{ page: any, copy: any }>>} */
const loads = new Map(LOAD_PAGES.map((p) => [p, []]));
try {
  // Page and copy alternate, one page after another, so both see the machine at the same minute.
  for (let run = 1; run <= LOAD_RUNS && (only === undefined || only === "load"); run++) {
    const index = await benchmarkIndex();
    for (const path of LOAD_PAGES) {
      const page = await measureLoad(browser, server.url + path, RATE);
      const copy = await measureLoad(browser, server.url + NO_JS_PREFIX + path, RATE);
      loads.get(path)?.push({ page, copy, index });
      process.stdout.write(`load run ${run}/${LOAD_RUNS} ${path}: script ${page.longestScript?.duration ?? 0} ms, style/layout ${page.longestStyleLayout} ms (copy ${copy.longestStyleLayout} ms)\n`);
    }
  }
  for (let run = 1; run <= RUNS && only !== "load" && only !== "navigation"; run++) {
    // This machine's speed at the minute of the run, printed with each scenario of it.
    const index = await benchmarkIndex();
    if (only === undefined || only === "interaction") {
      // 1. The simulation: Play, Optimize at half time, Pause.
      const home = await throttledPage("/");
      await step(home, "island");
      // Scrolling to the panel loads and hydrates its code (a lazy island); the hydration's tasks count too.
      await home.getByRole("button", { name: "Play", exact: true }).scrollIntoViewIfNeeded();
      await home.waitForFunction(
        () => [...document.querySelectorAll("button")].some((b) => b.textContent?.trim() === "Play" && Object.keys(b).some((k) => k.startsWith("__reactProps"))),
        undefined,
        POLL,
      );
      await step(home, "play");
      await visitorClick(home, home.getByRole("button", { name: "Play", exact: true }));
      await home.waitForTimeout((SIM_SECONDS * 1000) / 2);
      await step(home, "optimize");
      await visitorClick(home, home.getByRole("button", { name: "Optimize", exact: true }));
      await home.waitForTimeout((SIM_SECONDS * 1000) / 2);
      const trains = (await home.getByText("Total Trains").locator("..").textContent())?.replace(/(\D)(\d)/, "$1 $2");
      await step(home, "pause");
      await visitorClick(home, home.getByRole("button", { name: "Pause", exact: true }));
      results.push({ scenario: `run ${run} (index ${index}): simulation, ${SIM_SECONDS} s running (${trains?.trim()})`, tasks: await longTasks(home) });
      await home.close();

      // 2. The blog search: 20 keystrokes, each filtering the posts and recomputing the stats.
      const blog = await throttledPage("/blog");
      await step(blog, "type");
      await blog.getByLabel("Search posts").focus();
      await blog.keyboard.type(SEARCH_TEXT, { delay: 60 });
      await blog.waitForTimeout(500);
      results.push({ scenario: `run ${run} (index ${index}): blog search, typing "${SEARCH_TEXT}" (${SEARCH_TEXT.length} keys)`, tasks: await longTasks(blog) });
      await blog.close();

      // 3. The capacity lab: scrolling to it loads and hydrates its chunk; then every key
      // recomputes the compression and redraws the graph; Optimise tries every bundle order.
      const lab = await throttledPage("/");
      await step(lab, "island");
      await lab.locator("#capacity").scrollIntoViewIfNeeded();
      await lab.waitForFunction(() => Object.keys(document.querySelector("#capacity-commuter") ?? {}).some((k) => k.startsWith("__reactProps")), undefined, POLL);
      await step(lab, "type");
      for (const [type, value] of LAB_COUNTS) {
        await lab.getByLabel(`${type} trains per hour`).selectText();
        await lab.keyboard.type(value, { delay: 60 });
      }
      await step(lab, "optimise");
      await visitorClick(lab, lab.locator("#capacity").getByRole("button", { name: "Optimise order" }));
      await step(lab, "reset");
      await visitorClick(lab, lab.locator("#capacity").getByRole("button", { name: "Reset" }));
      await lab.waitForTimeout(500);
      const labSummary = await lab.locator("#capacity").getByRole("status").textContent();
      results.push({ scenario: `run ${run} (index ${index}): capacity lab, load + 5 keys + Optimise + Reset (${labSummary?.includes("47.2 %") ? "reset to 47.2 %" : "unexpected result"})`, tasks: await longTasks(lab) });
      await lab.close();
    }

    if (only === undefined || only === "lab") {
      // 4. The capacity lab's page (issue 37) at its largest: 40 stations, 8 types, 30 trains an
      // hour each, imported as a file; then keys in a field, Optimise order, and Undo. The elements
      // are found before the CPU is slowed: a role or label query walks the page's 2,500 elements
      // in Playwright's injected script, 50–150 ms at 4× (getElementLabels, getTextAlternative in a
      // CPU profile), which the bench counted as the page's.
      /** @type {Record<string, import("@playwright/test").ElementHandle>} */
      const el = {};
      const big = await throttledPage("/lab", async (page) => {
        el.file = await page.locator("#lab-import-files").elementHandle();
        el.block = await page.getByLabel("Block length (km)").elementHandle();
        el.optimise = await page.getByRole("button", { name: "Optimise order" }).elementHandle();
        el.undo = await page.getByRole("button", { name: "Undo" }).elementHandle();
        await watchChanges(page);
      });
      await step(big, "import");
      await el.file.setInputFiles({ name: "large.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(LARGE_SCENARIO)) });
      await big.waitForFunction(() => document.getElementById("lab-scenario-heading")?.textContent?.includes("Large line"), undefined, POLL);
      await settled(big);
      await scrollTo(big, el.block);
      await step(big, "type");
      await el.block.selectText();
      await big.keyboard.type("1.5", { delay: 60 });
      await settled(big);
      await scrollTo(big, el.optimise);
      await step(big, "optimise");
      await visitorClick(big, el.optimise);
      await settled(big);
      await scrollTo(big, el.undo);
      await step(big, "undo");
      await visitorClick(big, el.undo);
      await big.waitForTimeout(500);
      const bigTasks = await longTasks(big);
      labWorst.push({ run, index, worst: await worstPerStep(big) });
      const bigSummary = await big.getByRole("status").filter({ hasText: "Bottleneck" }).textContent();
      results.push({ scenario: `run ${run} (index ${index}): lab page, 40 stations × 8 types × 30 trains/h: import + 3 keys + Optimise + Undo (${bigSummary?.match(/[\d.]+ %/)?.[0] ?? "no result"})`, tasks: bigTasks });
      await big.close();
    }

    // 5. A post's live figure (issue 50): scrolling near it loads and hydrates its island (its
    // code is a chunk of its own); one key changes a count (the model, the table, the graph), then
    // the order toggle. Its elements are found before the CPU is slowed, as in 4.
    if (figurePost && (only === undefined || only === "figure")) {
      const fig = {};
      const post = await throttledPage(figurePost, async (page) => {
        fig.island = await page.locator("[data-live-figure]").first().elementHandle();
        fig.count = await page.locator("[data-live-figure] input").first().elementHandle();
        fig.order = await page.locator("[data-live-figure] button[aria-pressed]").first().elementHandle();
      });
      await step(post, "island");
      await fig.island.scrollIntoViewIfNeeded();
      await post.waitForFunction((input) => Object.keys(input).some((k) => k.startsWith("__reactProps")), fig.count, POLL);
      await post.waitForTimeout(1000);
      await step(post, "type");
      await fig.count.selectText();
      await post.keyboard.type("8", { delay: 60 });
      await post.waitForTimeout(500);
      await step(post, "order");
      await visitorClick(post, post.locator("[data-live-figure] button[aria-pressed]").first());
      await post.waitForTimeout(500);
      const summary = await post.locator("[data-live-figure] [role=status]").first().textContent();
      figureWorst.push({ run, index, worst: await worstPerStep(post) });
      results.push({ scenario: `run ${run} (index ${index}): live figure on ${figurePost}, near + 1 key + order (${summary?.match(/[\d.,]+ %/)?.[0] ?? "no result"})`, tasks: await longTasks(post) });
      await post.close();
    }

    if (only === undefined || only === "single") {
      // 6. The lab page at its largest single-track line (issue 59): 40 stations, loops at every
      // third and fourth, 8 types both ways, 32 trains an hour. It is imported and the type's
      // and the station's rows opened before the CPU is slowed (only the edits are measured);
      // then one key in a type's trains an hour, a crossing ticked, the order toggled and back.
      const el = {};
      const single = await throttledPage("/lab", async (page) => {
        await page.locator("#lab-import-files").setInputFiles({ name: "single.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(SINGLE_TRACK_SCENARIO)) });
        await page.getByRole("table", { name: `Timetable of ${SINGLE_TRACK_SCENARIO.name}` }).waitFor();
        await page.locator('details[name="lab-type"] > summary').first().click();
        await page.locator('details[name="lab-station"] > summary').nth(5).click();
        el.count = await page.getByLabel("Trains per hour").elementHandle();
        el.crossing = await page.getByLabel("Station 6 is a crossing station", { exact: false }).elementHandle();
        el.order = await page.getByRole("button", { name: "Optimise order" }).elementHandle();
        await watchChanges(page);
      });
      await scrollTo(single, el.count);
      await step(single, "count");
      await el.count.selectText();
      await single.keyboard.type("5", { delay: 60 });
      await settled(single);
      await scrollTo(single, el.crossing);
      await step(single, "crossing");
      await visitorClick(single, el.crossing);
      await settled(single);
      await scrollTo(single, el.order);
      await step(single, "optimise");
      await visitorClick(single, el.order);
      await settled(single);
      await step(single, "timetabled");
      await visitorClick(single, el.order);
      await settled(single);
      // The timetable graph and its table as the page holds them now, as a prerender would write them.
      const markup = await single.evaluate(() => {
        const section = document.querySelector('[aria-labelledby="lab-timetable-heading"]');
        return { svg: section?.querySelector("svg[role=img]")?.outerHTML ?? "", table: section?.querySelector("table")?.outerHTML ?? "" };
      });
      singleMarkup = { svg: markup.svg.length, table: markup.table.length, brotli: brotliCompressSync(markup.svg + markup.table).length, svgBrotli: brotliCompressSync(markup.svg).length, tableBrotli: brotliCompressSync(markup.table).length };
      singleWorst.push({ run, index, worst: await worstPerStep(single) });
      const summary = await single.getByRole("status").filter({ hasText: "Bottleneck" }).textContent();
      results.push({ scenario: `run ${run} (index ${index}): lab page, single track, 40 stations × 8 types × 32 trains/h: 1 key + crossing + order twice (${summary?.match(/[\d.]+ %/)?.[0] ?? "no result"})`, tasks: await longTasks(single) });
      await single.close();
    }
  }
  if (only === undefined || only === "navigation") navigation = await benchNavigation(browser, server.url, `${buildDir}/client`, RUNS);
} finally {
  await browser.close();
  await server.close();
}

const cpu = cpus();
console.log(`\n${new Date().toISOString().slice(0, 10)}, ${cpu.length} cores (${cpu[0]?.model.trim()}), ${Math.round(totalmem() / 2 ** 30)} GB, Chromium ${browser.version()}, CPU ${RATE}× slower\n`);
let longScriptTasks = 0;
let longReactDomStart = 0;
if (only === undefined || only === "load") {
  console.log(`Load: ${LOAD_RUNS} runs a page, 412 px touch (Pixel 7), navigation until 5 s after load; the copy is the page with its scripts removed.\n`);
  console.log("| page | run | benchmark index | load ms | longest script task ms (scripts, ms) | script tasks > 50 ms | of them React DOM's start-up | longest other task ms | longest style/layout ms | copy: load ms | copy: longest task ms | copy: longest style/layout ms |");
  console.log("| --- | --: | --: | --: | --- | --: | --: | --: | --: | --: | --: | --: |");
  for (const [path, runs] of loads) {
    runs.forEach(({ page, copy, index }, i) => {
      longScriptTasks += page.longScriptTasks.length;
      longReactDomStart += page.longReactDomStart;
      const script = page.longestScript ? `${page.longestScript.duration} (${page.longestScript.scripts.join(", ")})` : "–";
      console.log(
        `| ${path} | ${i + 1} | ${index} | ${page.loadEnd} | ${script} | ${page.longScriptTasks.length} | ${page.longReactDomStart} | ${page.longestOther} | ${page.longestStyleLayout} | ${copy.loadEnd} | ${copy.longestOther} | ${copy.longestStyleLayout} |`,
      );
    });
  }
  console.log("\n| page | script tasks > 50 ms (all runs) | of them React DOM's start-up | longest script task ms | median longest style/layout ms | copy: median longest style/layout ms |");
  console.log("| --- | --: | --: | --: | --: | --: |");
  for (const [path, runs] of loads) {
    const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    console.log(
      `| ${path} | ${runs.reduce((n, r) => n + r.page.longScriptTasks.length, 0)} | ${runs.reduce((n, r) => n + r.page.longReactDomStart, 0)} | ${Math.max(0, ...runs.map((r) => r.page.longestScript?.duration ?? 0))} | ${median(runs.map((r) => r.page.longestStyleLayout))} | ${median(runs.map((r) => r.copy.longestStyleLayout))} |`,
    );
  }
  console.log("");
}
if (navigation) {
  console.log("Moves on a phone (150 ms RTT, 1.6 Mbit/s, CPU 4×, 412 px touch, a fresh context each): tap → the next page's content\n");
  console.log(`${navigationTable(navigation)}\n`);
}
if (only !== "load" && only !== "navigation") {
  console.log("| scenario | long tasks > 50 ms | each (ms, step) |");
  console.log("| --- | --: | --- |");
  for (const r of results) console.log(`| ${r.scenario} | ${r.tasks.length} | ${r.tasks.map((t) => `${t.duration} (${t.step})`).join(", ") || "–"} |`);
}
/** Per step of a scenario, each run: its worst event (Event Timing, INP's source) and its longest task. */
function printWorst(title, steps, rows) {
  if (!rows.length) return;
  console.log(`\n${title}: per step, the worst event (Event Timing, INP's source; ms, type) and the longest task (ms; – none over 50)\n`);
  console.log(`| run | benchmark index | ${steps.map((s) => `${s}: event | ${s}: task`).join(" | ")} |`);
  console.log(`| --: | --: | ${steps.map(() => "--: | --:").join(" | ")} |`);
  for (const { run, index, worst } of rows) {
    const cells = steps.map((s) => `${worst[s]?.event ?? 0} ${worst[s]?.eventName ?? ""} | ${worst[s]?.task || "–"}`);
    console.log(`| ${run} | ${index} | ${cells.join(" | ")} |`);
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const medians = steps.map((s) => `${s} ${median(rows.map((r) => r.worst[s]?.event ?? 0))} / ${median(rows.map((r) => r.worst[s]?.task ?? 0))}`);
  console.log(`\nmedian worst event / longest task ms: ${medians.join(", ")}`);
}
printWorst("Lab page, largest scenario", ["import", "type", "optimise", "undo"], labWorst);
printWorst("Lab page, largest single-track scenario", ["count", "crossing", "optimise", "timetabled"], singleWorst);
if (singleMarkup) {
  const m = singleMarkup;
  console.log(`\nSingle track, timetable graph and table as rendered: SVG ${m.svg} B (brotli ${m.svgBrotli}), table ${m.table} B (brotli ${m.tableBrotli}), together brotli ${m.brotli} B`);
}
printWorst(`Live figure (${figurePost})`, ["island", "type", "order"], figureWorst);
const total = results.reduce((n, r) => n + r.tasks.length, 0) + longScriptTasks;
const floor = longReactDomStart ? ` (${longReactDomStart} of them React DOM's start-up alone)` : "";
if (only !== "navigation") console.log(total ? `\n✗ ${total} long task(s) over ${LONG_MS} ms with a script in them${floor}` : "\n✓ no long script tasks");
process.exitCode = total ? 1 : 0;
