import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumFlags, chromiumPath } from "./scripts/chromium-flags.mjs";
import { serveBuild } from "./scripts/serve-build.mjs";
const server = await serveBuild();
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ["--headless=new", ...chromiumFlags] });
try {
  for (const route of process.argv.slice(2)) {
    const r = await lighthouse(server.url + route, { port: chrome.port, output: "json", logLevel: "error" });
    const a = r.lhr.audits;
    console.log(route, "FCP", Math.round(a["first-contentful-paint"].numericValue), "LCP", Math.round(a["largest-contentful-paint"].numericValue), "bench", Math.round(r.lhr.environment.benchmarkIndex));
    console.log("  render-blocking:", JSON.stringify((a["render-blocking-resources"].details?.items ?? []).map((i) => [i.url.replace(server.url, ""), i.totalBytes, Math.round(i.wastedMs)])));
    const reqs = (a["network-requests"].details?.items ?? []).filter((i) => /\.css|woff2|avif|\.html|^\/blog/.test(i.url)).map((i) => [i.url.replace(server.url, ""), i.transferSize, Math.round(i.networkRequestTime), Math.round(i.networkEndTime)]);
    console.log("  requests:", JSON.stringify(reqs));
  }
} finally { await chrome.kill(); await server.close(); }
