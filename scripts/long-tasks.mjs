// Long-task benchmark (a measurement, not a test): with the CPU slowed 4× through the Chrome
// DevTools Protocol, (1) runs the home page's train simulation for 10 s, optimising halfway,
// (2) types 20 characters into the blog search one key at a time, and (3) drives the home
// page's capacity lab (scroll in, which loads its code, then types counts and optimises),
// BENCH_RUNS times (3).
// Reports every long task (> 50 ms) seen and the step it began in; the target is none. Usage: npm run bench [-- --no-build]
/* global window, document -- page.evaluate callbacks run in the browser */
import { spawnSync } from "node:child_process";
import { cpus, totalmem } from "node:os";
import { chromium } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./chromium-flags.mjs";
import { serveBuild } from "./serve-build.mjs";

const RATE = Number(process.env.BENCH_CPU_RATE) || 4;
const SIM_SECONDS = 10;
const SEARCH_TEXT = "railway optimisation"; // 20 characters
const RUNS = Number(process.env.BENCH_RUNS) || 3;
// Typed into the lab one key at a time: commuter, regional, freight. Ends at 12/6/12, 30 trains.
const LAB_COUNTS = [["Commuter", "12"], ["Regional", "6"], ["Freight", "12"]];

if (!process.argv.includes("--no-build")) {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = await serveBuild();
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumFlags,
});

/** Opens a page, waits for hydration, slows the CPU and starts collecting long tasks. */
async function throttledPage(path) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(server.url + path, { waitUntil: "networkidle" });
  await page.waitForFunction(() =>
    [...document.querySelectorAll("button, input")].some((el) => Object.keys(el).some((k) => k.startsWith("__reactProps"))),
  );
  // Playwright injects its own script into the page the first time a locator is used (a 35–45 ms
  // task at 4×, seen in a trace); do that before slowing the CPU, so only the page's tasks count.
  await page.locator("body").isVisible();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: RATE });
  await page.evaluate(() => {
    window.__longTasks = [];
    window.__steps = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push({ duration: Math.round(e.duration), start: e.startTime });
    }).observe({ type: "longtask" });
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

const results = [];
try {
  for (let run = 1; run <= RUNS; run++) {
    // 1. The simulation: Play, Optimize at half time, Pause.
    const home = await throttledPage("/");
    await step(home, "island");
    // Scrolling to the panel loads and hydrates its code (a lazy island); the hydration's tasks count too.
    await home.getByRole("button", { name: "Play", exact: true }).scrollIntoViewIfNeeded();
    await home.waitForFunction(() =>
      [...document.querySelectorAll("button")].some((b) => b.textContent?.trim() === "Play" && Object.keys(b).some((k) => k.startsWith("__reactProps"))),
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
    results.push({ scenario: `run ${run}: simulation, ${SIM_SECONDS} s running (${trains?.trim()})`, tasks: await longTasks(home) });
    await home.close();

    // 2. The blog search: 20 keystrokes, each filtering the posts and recomputing the stats.
    const blog = await throttledPage("/blog");
    await step(blog, "type");
    await blog.getByLabel("Search posts").focus();
    await blog.keyboard.type(SEARCH_TEXT, { delay: 60 });
    await blog.waitForTimeout(500);
    results.push({ scenario: `run ${run}: blog search, typing "${SEARCH_TEXT}" (${SEARCH_TEXT.length} keys)`, tasks: await longTasks(blog) });
    await blog.close();

    // 3. The capacity lab: scrolling to it loads and hydrates its chunk; then every key
    // recomputes the compression and redraws the graph; Optimise tries every bundle order.
    const lab = await throttledPage("/");
    await step(lab, "island");
    await lab.locator("#capacity").scrollIntoViewIfNeeded();
    await lab.waitForFunction(() => Object.keys(document.querySelector("#capacity-commuter") ?? {}).some((k) => k.startsWith("__reactProps")));
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
    results.push({ scenario: `run ${run}: capacity lab, load + 5 keys + Optimise + Reset (${labSummary?.includes("47.2 %") ? "reset to 47.2 %" : "unexpected result"})`, tasks: await longTasks(lab) });
    await lab.close();
  }
} finally {
  await browser.close();
  await server.close();
}

const cpu = cpus();
console.log(`\n${new Date().toISOString().slice(0, 10)}, ${cpu.length} cores (${cpu[0]?.model.trim()}), ${Math.round(totalmem() / 2 ** 30)} GB, Chromium ${browser.version()}, CPU ${RATE}× slower\n`);
console.log("| scenario | long tasks > 50 ms | each (ms, step) |");
console.log("| --- | --: | --- |");
for (const r of results) console.log(`| ${r.scenario} | ${r.tasks.length} | ${r.tasks.map((t) => `${t.duration} (${t.step})`).join(", ") || "–"} |`);
const total = results.reduce((n, r) => n + r.tasks.length, 0);
console.log(total ? `\n✗ ${total} long task(s)` : "\n✓ no long tasks");
process.exitCode = total ? 1 : 0;
