// Browser benchmark of the home page's train-network simulation (a measurement, not a test).
// Runs the simulation for 10 s with the CPU slowed 4× through the Chrome DevTools Protocol
// (Emulation.setCPUThrottlingRate) and reports the long tasks (> 50 ms) seen. Target: none.
//
// Usage: node scripts/sim-benchmark.mjs [--url http://localhost:4173]
//   Without --url it serves BUILD_DIR (default build/) itself on SIM_BENCH_PORT (default 4329),
//   building first if there is no build, exactly as `npm start` does.
// Options (env): SIM_BENCH_RUNS (3), SIM_BENCH_SECONDS (10), SIM_BENCH_CPU_RATE (4),
// CHROMIUM_PATH. Several runs, each in a fresh page, show whether a long task is the page's
// or a neighbour process stealing the CPU (this measures wall-clock time).
/* global window, document, MutationObserver -- the page.evaluate callbacks run in the browser */
import { spawn } from "node:child_process";
import { cpus, totalmem } from "node:os";
import { chromium } from "@playwright/test";

const urlArg = process.argv.indexOf("--url");
const seconds = Number(process.env.SIM_BENCH_SECONDS) || 10;
const rate = Number(process.env.SIM_BENCH_CPU_RATE) || 4;
const port = Number(process.env.SIM_BENCH_PORT) || 4329;
const runs = Number(process.env.SIM_BENCH_RUNS) || 3;
const base = urlArg > 0 ? process.argv[urlArg + 1] : `http://localhost:${port}`;

let server = null;
if (urlArg < 0) server = await startServer();

try {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await measure());
  printReport(results);
} finally {
  server?.kill("SIGTERM");
}

async function startServer() {
  const child = spawn(process.execPath, ["server/start.js"], {
    env: { ...process.env, PORT: String(port), BUILD_DIR: process.env.BUILD_DIR || "build" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill("SIGTERM");
  throw new Error(`server on port ${port} did not start`);
}

async function measure() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${base}/`);
    // Hydrated: React has attached its props to the terminal input.
    await page.waitForFunction(() => {
      const input = document.querySelector("input");
      return input !== null && Object.keys(input).some((k) => k.startsWith("__reactProps"));
    });
    const play = page.getByRole("button", { name: "Play", exact: true });
    await play.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);

    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate });

    await page.evaluate(() => {
      const w = /** @type {any} */ (window);
      w.__longTasks = [];
      w.__moves = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__longTasks.push({ start: e.startTime, duration: Math.round(e.duration) });
      }).observe({ type: "longtask" });
      // Counts re-renders of one train, to prove the simulation really ticked under throttling.
      new MutationObserver(() => void w.__moves++).observe(document.body, {
        subtree: true,
        attributes: true,
        attributeFilter: ["style"],
      });
    });

    const started = Date.now();
    const playAt = await page.evaluate(() => performance.now());
    await play.click();
    // Optimise halfway, so the measurement covers that action as well.
    await page.waitForTimeout((seconds * 1000) / 2);
    const optimizeAt = await page.evaluate(() => performance.now());
    await page.getByRole("button", { name: "Optimize", exact: true }).click();
    await page.waitForTimeout(Math.max(0, seconds * 1000 - (Date.now() - started)));

    const { longTasks, moves } = await page.evaluate(() => {
      const w = /** @type {any} */ (window);
      return { longTasks: w.__longTasks, moves: w.__moves };
    });
    const version = browser.version();
    // Task times relative to the Play click; Optimize's time is reported beside them.
    const relative = longTasks.map((t) => ({ atMs: Math.round(t.start - playAt), duration: t.duration }));
    return { longTasks: relative, optimizeAtMs: Math.round(optimizeAt - playAt), moves, elapsed: Date.now() - started, version };
  } finally {
    await browser.close();
  }
}

function printReport(results) {
  const cpu = cpus();
  const summary = {
    date: new Date().toISOString().slice(0, 10),
    machine: `${cpu.length} cores (${cpu[0]?.model.trim() ?? "unknown CPU"}), ${Math.round(totalmem() / 2 ** 30)} GB RAM`,
    browser: `Chromium ${results[0]?.version ?? "?"}`,
    cpuThrottling: `${rate}x`,
    runs: results.map(({ longTasks, optimizeAtMs, moves, elapsed }) => ({
      simulatedSeconds: Math.round(elapsed / 100) / 10,
      trainStyleUpdates: moves,
      longTasks: longTasks.length,
      longestTaskMs: Math.max(0, ...longTasks.map((t) => t.duration)),
      optimizeAtMs,
      tasks: longTasks,
    })),
  };
  console.log(JSON.stringify(summary, null, 2));
  const counts = summary.runs.map((r) => r.longTasks);
  const longest = Math.max(0, ...summary.runs.map((r) => r.longestTaskMs));
  console.log(
    `\nSimulation, ${runs} run(s) of ${seconds} s at ${rate}x CPU slowdown: long tasks over 50 ms per run: ` +
      `${counts.join(", ")}${longest ? ` (longest ${longest} ms)` : ""}.`,
  );
}
