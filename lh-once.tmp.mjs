import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumFlags, chromiumPath } from "./scripts/chromium-flags.mjs";
import { serveBuild } from "./scripts/serve-build.mjs";
const route = process.argv[2];
const server = await serveBuild();
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ["--headless=new", ...chromiumFlags] });
try {
  for (let i = 0; i < Number(process.argv[3] ?? 3); i++) {
    const r = await lighthouse(server.url + route, { port: chrome.port, output: "json", logLevel: "error" });
    const l = r.lhr; const s = (id) => Math.round(l.categories[id].score * 100);
    const fails = Object.values(l.audits).filter((a) => a.score !== null && a.score < 1 && !["informative","manual","notApplicable"].includes(a.scoreDisplayMode)).map((a) => a.id);
    console.log(route, s("performance"), s("accessibility"), s("best-practices"), s("seo"), "FCP", Math.round(l.audits["first-contentful-paint"].numericValue), "LCP", Math.round(l.audits["largest-contentful-paint"].numericValue), "TBT", Math.round(l.audits["total-blocking-time"].numericValue), "CLS", l.audits["cumulative-layout-shift"].numericValue, "bench", Math.round(l.environment.benchmarkIndex), "lcpEl", JSON.stringify(l.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? "").slice(0,120), fails.join(","));
  }
} finally { await chrome.kill(); await server.close(); }
