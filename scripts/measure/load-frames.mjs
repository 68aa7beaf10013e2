// The load scenario of `npm run bench` (issue 25): a page opened on a slow phone, from
// navigation until 5 s after `load`, beside the same page with its scripts removed.
// Long Animation Frames name the scripts that ran in a frame and when its style and layout
// began; `longtask` gives each task's length. A long task holding a script of the frame is a
// script task (hydration, an island's load, a timer); the rest is the page's own parsing,
// style and layout, which the no-JS copy shows too.
/* global window -- the init script runs in the browser */
import { devices } from "@playwright/test";

/** A mid-range Android phone: 412 px wide, touch, as Lighthouse's mobile preset stands for. */
export const PHONE = devices["Pixel 7"];
export const AFTER_LOAD_MS = 5000;
export const LONG_MS = 50;

/** Runs in the page before any of its own scripts: records every long frame and long task. */
function observeFrames() {
  const perf = { frames: [], tasks: [] };
  Object.defineProperty(window, "__loadFrames", { value: perf });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      perf.frames.push({
        start: e.startTime,
        end: e.startTime + e.duration,
        styleAndLayoutStart: e.styleAndLayoutStart,
        // Not the observers' own callbacks (no source file): the measurement is not the page.
        scripts: e.scripts.filter((s) => s.sourceURL || s.invoker !== "PerformanceObserverCallback").map((s) => ({
          start: s.startTime,
          duration: s.duration,
          name: s.sourceFunctionName || s.invoker || s.sourceURL,
          source: s.sourceURL,
          forcedStyleAndLayout: s.forcedStyleAndLayoutDuration,
        })),
      });
    }
  }).observe({ type: "long-animation-frame", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) perf.tasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: "longtask", buffered: true });
}

/**
 * Sorts what one load recorded (pure, so it is tested): each long task with the scripts of the
 * frames that ran inside it, the longest style-and-layout phase of any frame, and the load time.
 * @param {{ frames: any[], tasks: any[], loadEnd: number }} recorded
 */
export function classify({ frames, tasks, loadEnd }) {
  const until = loadEnd + AFTER_LOAD_MS;
  const scripts = frames.flatMap((f) => f.scripts);
  const classified = tasks
    .filter((t) => t.start <= until)
    .map((t) => {
      const inside = scripts.filter((s) => s.start >= t.start - 1 && s.start < t.start + t.duration);
      return {
        duration: Math.round(t.duration),
        scripts: inside.map((s) => `${shortName(s)} ${Math.round(s.duration)}`),
        reactDomStart: inside.length > 0 && inside.every(isReactDomStart),
      };
    });
  const scriptTasks = classified.filter((t) => t.scripts.length > 0);
  const styleLayout = frames
    .filter((f) => f.start <= until && f.styleAndLayoutStart > 0)
    .map((f) => Math.round(f.end - f.styleAndLayoutStart));
  const longestScript = scriptTasks.reduce((a, t) => (t.duration > (a?.duration ?? 0) ? t : a), null);
  return {
    loadEnd: Math.round(loadEnd),
    scriptTasks,
    longScriptTasks: scriptTasks.filter((t) => t.duration > LONG_MS),
    // React DOM's module body alone, a floor this site cannot split (docs/performance.md).
    longReactDomStart: scriptTasks.filter((t) => t.duration > LONG_MS && t.reactDomStart).length,
    longestScript,
    longestOther: Math.max(0, ...classified.filter((t) => t.scripts.length === 0).map((t) => t.duration)),
    longestStyleLayout: Math.max(0, ...styleLayout),
  };
}

/**
 * The client entry's continuation once `import("react-dom/client")` has resolved: in that task
 * the browser runs React DOM's module body and nothing else (app/entry.client.tsx).
 */
function isReactDomStart(script) {
  return /\/entry\.client-[\w-]+\.js$/.test(script.source ?? "") && script.name === "import.then";
}

/** "entry.client-Bx1.js" for a chunk, the function or event name otherwise. */
function shortName(script) {
  const file = script.source ? script.source.split("/").pop()?.replace(/\?.*$/, "") : "";
  return file ? `${file}${script.name && script.name !== script.source ? `:${script.name}` : ""}` : script.name || "inline";
}

/**
 * Opens `url` in a fresh phone context with the CPU slowed `rate` times from the first byte,
 * waits until 5 s after load, and returns classify()'s summary.
 */
export async function measureLoad(browser, url, rate) {
  const context = await browser.newContext({ ...PHONE });
  try {
    const page = await context.newPage();
    await page.addInitScript(observeFrames);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate });
    await page.goto(url, { waitUntil: "load" });
    const loadEnd = await page.evaluate(() => performance.getEntriesByType("navigation")[0]?.loadEventEnd ?? performance.now());
    await page.waitForTimeout(AFTER_LOAD_MS);
    const recorded = await page.evaluate(() => window.__loadFrames);
    return classify({ ...recorded, loadEnd });
  } finally {
    await context.close();
  }
}
