// Moves inside the site on a throttled phone (issue 60), a scenario of `npm run bench`
// (scripts/measure/long-tasks.mjs, `--only=navigation`), or on its own:
//   node scripts/measure/navigation.mjs [--runs=3]   (serves BUILD_DIR, default build/)
// Each run is a fresh browser context (empty cache: a first view) on a 412 px touch phone whose
// network and CPU are slowed through the Chrome DevTools Protocol: 150 ms round trip,
// 1.6 Mbit/s down, 750 kbit/s up, CPU 4×. The start page loads, hydrates and is left alone for
// SETTLE_MS (time for whatever it fetches once idle); then a touch on the link (touchstart, 60 ms,
// touchend). Timed from the click the touch makes to the end of the first frame in which the
// next page's <h1> is in place (a MutationObserver, then the frame's animation callback, then a
// message: the task after that frame's paint); beside it, the files the move waited for on the
// wire (those that took bytes between tap and paint). Bytes fetched ahead: the data files, and
// the scripts and stylesheets beyond its own, that the start page fetched before the touch
// (Resource Timing, transferSize: compressed body and headers); `npm run audit` counts them the
// same way.
/* global window, document, MutationObserver, requestAnimationFrame, location -- page.evaluate callbacks run in the browser */
import { readFileSync } from "node:fs";
import { initialScripts } from "./initial-js.mjs";

const SETTLE_MS = 4000;
const SCROLL_SETTLE_MS = 3000;
/** The phone profile of issue 60. Throughputs are in bytes per second. */
export const PHONE = { latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8, cpuRate: 4 };

/** The middle value (the lower middle of an even count); 0 for none. */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0;

/**
 * What a page fetched ahead: the data files, and the scripts and stylesheets beyond its own
 * (the next pages' route modules and theirs, a post's math stylesheet), with their transferSize
 * (compressed body and headers; 0 for a file the page had already), and the files that took
 * bytes. A chunk the page itself loads later (a lazy island in view) counts here too: the figure
 * errs high, never low.
 * @param {Array<{ name: string, transferSize: number }>} entries Resource Timing, or Lighthouse's requests mapped to it
 * @param {Set<string>} own the page's own first scripts and stylesheets, as /assets/… paths (ownFiles)
 */
export function speculativeBytes(entries, own) {
  const fetched = entries.filter((e) => {
    const path = new URL(e.name).pathname;
    return e.transferSize > 0 && (path.endsWith(".data") || (path.startsWith("/assets/") && /\.(js|css)$/.test(path) && !own.has(path)));
  });
  return { bytes: fetched.reduce((sum, e) => sum + e.transferSize, 0), files: fetched.map((e) => new URL(e.name).pathname) };
}

/** A page's built HTML file, relative to the client folder: / → index.html, /about → about.html. */
export const htmlFile = (path) => `${path === "/" ? "index" : path.slice(1)}.html`;

/**
 * The files a page loads of its own: its first scripts, and the stylesheets its HTML links.
 * @param {string} clientDir the build's client folder
 * @param {string} path the page's path
 * @returns {Set<string>}
 */
export function ownFiles(clientDir, path) {
  const html = readFileSync(`${clientDir}/${htmlFile(path)}`, "utf8");
  const stylesheets = [...html.matchAll(/<link[^>]*\bhref="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]);
  return new Set([...initialScripts(clientDir, htmlFile(path)), ...stylesheets]);
}

/**
 * The moves to time, from the build's own pages: the post and the case study are the first in
 * the sitemap that the start page links to, so the bench follows what the owner publishes.
 * @param {string} clientDir the build's client folder
 */
export function navigationScenarios(clientDir) {
  const html = (path) => readFileSync(`${clientDir}/${htmlFile(path)}`, "utf8");
  const first = (from, pattern) => html(from).match(pattern)?.[1];
  const post = first("/blog", /<main[\s\S]*?href="(\/blog\/(?!tags\/|page\/)[^"#?]+)"/);
  const study = first("/portfolio", /<main[\s\S]*?href="(\/portfolio\/[^"#?]+)"/);
  const sitemap = readFileSync(`${clientDir}/sitemap.xml`, "utf8");
  const labStudy = [...sitemap.matchAll(/<loc>[^<]*?(\/portfolio\/[^<]+)<\/loc>/g)]
    .map((m) => m[1])
    .find((path) => /<main[\s\S]*href="\/lab[#"]/.test(html(path)));
  return [
    { from: "/", to: "/about" },
    { from: "/blog", to: post },
    { from: "/portfolio", to: study },
    { from: labStudy, to: "/lab" },
    { from: "/sv", to: "/sv/contact" },
  ].filter((s) => s.from && s.to);
}

/**
 * One move: a fresh phone, the start page, SETTLE_MS, a touch on the first visible link to `to`.
 * @returns {Promise<{ ms: number, wire: string[], speculative: { bytes: number, files: string[] } }>}
 */
async function move(browser, baseUrl, clientDir, { from, to }) {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, ...PHONE });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE.cpuRate });
    await page.goto(baseUrl + from, { waitUntil: "load" });
    // Hydrated: React has put its props on the page's links.
    await page.waitForFunction(() => [...document.querySelectorAll("a[data-discover]")].some((a) => Object.keys(a).some((k) => k.startsWith("__reactProps"))), undefined, { polling: 50 });
    await page.waitForTimeout(SETTLE_MS);
    // Counted before the link is scrolled to: what scrolling loads (a lazy island near it) is not speculation.
    const entries = await page.evaluate(() => performance.getEntriesByType("resource").map((e) => e.toJSON()));
    const speculative = speculativeBytes(entries, ownFiles(clientDir, from));
    // React Router's links (a plain <a> is a document load); a link to the lab may carry a
    // scenario in its fragment.
    const link = page.locator(`a[data-discover][href="${to}"]:visible, a[data-discover][href^="${to}#"]:visible`).first();
    await link.scrollIntoViewIfNeeded();
    // Time for what scrolling there loads and hydrates (a lazy island) to settle.
    await page.waitForTimeout(SCROLL_SETTLE_MS);
    // An inline link can wrap: the middle of its first line's box is on its text.
    const box = await link.evaluate((a) => a.getClientRects()[0]?.toJSON());
    if (!box) throw new Error(`no visible link to ${to} on ${from}`);
    await page.evaluate((to) => {
      const before = document.querySelector("main h1");
      const beforeText = before?.textContent;
      window.__moved = new Promise((resolve) => {
        let clickAt = 0;
        document.addEventListener("click", (e) => (clickAt = e.timeStamp), { capture: true, once: true });
        new MutationObserver((_, observer) => {
          const h1 = document.querySelector("main h1");
          if (!h1 || (h1 === before && h1.textContent === beforeText) || location.pathname !== to) return;
          observer.disconnect();
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => {
              const paintedAt = performance.now();
              // What the move waited for on the wire: files that took bytes between tap and paint.
              const wire = performance.getEntriesByType("resource").filter((e) => e.startTime >= clickAt && e.startTime <= paintedAt && e.transferSize > 0);
              resolve({ ms: Math.round(paintedAt - clickAt), wire: wire.map((e) => new URL(e.name).pathname) });
            };
            channel.port2.postMessage(0);
          });
        }).observe(document.body, { childList: true, subtree: true, characterData: true });
      });
    }, to);
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
    await page.waitForTimeout(60);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    const { ms, wire } = await page.evaluate(() => Promise.race([window.__moved, new Promise((r) => setTimeout(() => r({ ms: -1, wire: [] }), 15000))]));
    return { ms, wire, speculative };
  } finally {
    await context.close();
  }
}

/**
 * Every scenario `runs` times, interleaved (one of each, then again), so each sees the machine
 * at the same minutes. Prints one line a move and returns the rows.
 */
export async function benchNavigation(browser, baseUrl, clientDir, runs = 3) {
  const scenarios = navigationScenarios(clientDir);
  const rows = scenarios.map((s) => ({ ...s, ms: [], wire: [], bytes: [], files: [] }));
  for (let run = 1; run <= runs; run++) {
    for (const row of rows) {
      const { ms, wire, speculative } = await move(browser, baseUrl, clientDir, row);
      row.ms.push(ms);
      row.wire.push(wire.length);
      row.bytes.push(speculative.bytes);
      row.files = speculative.files;
      process.stdout.write(`navigation run ${run}/${runs} ${row.from} → ${row.to}: ${ms} ms, ${wire.length} file(s) on the wire after the tap (${wire.join(", ")}), ${speculative.bytes} B fetched ahead\n`);
    }
  }
  return rows;
}

/** The rows as a Markdown table, with the files the last run fetched speculatively. */
export function navigationTable(rows) {
  const lines = [
    "| move | tap → next page's content, ms: median (runs) | files fetched between tap and paint (runs) | bytes fetched ahead by the start page: median (runs) | fetched ahead (last run) |",
    "| --- | --: | --: | --: | --- |",
  ];
  for (const r of rows) {
    const files = r.files.map((f) => f.replace(/^\/assets\//, "")).join(", ") || "–";
    lines.push(`| ${r.from} → ${r.to} | ${median(r.ms)} (${r.ms.join(", ")}) | ${r.wire.join(", ")} | ${median(r.bytes)} (${r.bytes.join(", ")}) | ${files} |`);
  }
  return lines.join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { chromium } = await import("@playwright/test");
  const { chromiumFlags, chromiumPath } = await import("../chromium-flags.mjs");
  const { serveBuild } = await import("./serve-build.mjs");
  const runs = Number(process.argv.find((a) => a.startsWith("--runs="))?.slice("--runs=".length)) || 3;
  const buildDir = process.env.BUILD_DIR || "build";
  const server = await serveBuild();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const rows = await benchNavigation(browser, server.url, `${buildDir}/client`, runs);
    console.log(`\nChromium ${browser.version()}, ${runs} runs, phone: ${PHONE.latency} ms RTT, 1.6 Mbit/s, CPU ${PHONE.cpuRate}×\n`);
    console.log(navigationTable(rows));
  } finally {
    await browser.close();
    await server.close();
  }
}
