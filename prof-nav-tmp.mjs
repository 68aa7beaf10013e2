// temp: CPU profile of one move on the phone profile
import { chromium } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./scripts/chromium-flags.mjs";
import { writeFileSync } from "node:fs";
const [base, from, to, out = "/tmp/nav.cpuprofile", rate = "4"] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const context = await browser.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send("Network.enable");
await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: 200000, uploadThroughput: 93750 });
await cdp.send("Emulation.setCPUThrottlingRate", { rate: Number(rate) });
await page.goto(base + from, { waitUntil: "load" });
await page.waitForFunction(() => [...document.querySelectorAll("a[data-discover]")].some((a) => Object.keys(a).some((k) => k.startsWith("__reactProps"))), undefined, { polling: 50 });
await page.waitForTimeout(5000);
const link = page.locator(`a[data-discover][href="${to}"]:visible`).first();
await link.scrollIntoViewIfNeeded();
await page.waitForTimeout(2000);
const box = await link.evaluate((a) => a.getClientRects()[0]?.toJSON());
await page.evaluate((to) => {
  const before = document.querySelector("main h1"); const bt = before?.textContent;
  window.__moved = new Promise((resolve) => {
    let clickAt = 0;
    document.addEventListener("click", (e) => (clickAt = e.timeStamp), { capture: true, once: true });
    new MutationObserver((_, o) => {
      const h1 = document.querySelector("main h1");
      if (!h1 || (h1 === before && h1.textContent === bt) || location.pathname !== to) return;
      o.disconnect();
      requestAnimationFrame(() => { const c = new MessageChannel(); c.port1.onmessage = () => resolve(Math.round(performance.now() - clickAt)); c.port2.postMessage(0); });
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}, to);
const TRACE = process.env.TRACE;
if (TRACE) await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink", "v8.execute"] });
else { await cdp.send("Profiler.enable");
await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
await cdp.send("Profiler.start"); }
const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
await page.waitForTimeout(60);
await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
const ms = await page.evaluate(() => window.__moved);
if (TRACE) { const buf = await browser.stopTracing(); writeFileSync(TRACE, buf); console.log("move", ms); await browser.close(); process.exit(0); }
const { profile } = await cdp.send("Profiler.stop");
writeFileSync(out, JSON.stringify(profile));
// self time by function
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas; 
profile.samples.forEach((id, i) => { const n = byId.get(id); const f = n.callFrame; const key = `${f.functionName || "(anon)"} ${f.url.replace(/.*\//, "")}:${f.lineNumber}`; self.set(key, (self.get(key) || 0) + (dt[i + 1] ?? 0) / 1000); });
console.log(`move ${from} -> ${to}: ${ms} ms`);
const byFile = new Map();
for (const [k, v] of self) { const file = k.split(" ")[1]?.split(":")[0] || "?"; byFile.set(file, (byFile.get(file) || 0) + v); }
console.log([...byFile].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${v.toFixed(1).padStart(7)} ${k}`).join("\n"));
console.log("---");
console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 40).map(([k, v]) => `${v.toFixed(1).padStart(7)} ${k}`).join("\n"));
await browser.close();
