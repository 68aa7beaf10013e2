// What Lighthouse's mobile model waits for before the LCP, request by request (a diagnosis,
// not a test). Runs Lighthouse on the production build (as `npm run audit` does), then asks its
// own simulator (Lantern) for the optimistic and pessimistic LCP graphs and prints each node:
// network requests with their simulated start and end, and the CPU tasks on the path.
// Usage: npm run build, then node scripts/measure/lcp-graph.mjs [path] [runs]   e.g. / 3
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";
import { defaultSettings } from "lighthouse/core/config/constants.js";
import lighthouse from "lighthouse";
import { launch } from "chrome-launcher";
import { chromiumFlags, chromiumPath } from "../chromium-flags.mjs";
import { serveBuild } from "./serve-build.mjs";

const [path = "/", runs = "3"] = process.argv.slice(2);
const server = await serveBuild();
const chrome = await launch({
  chromePath: chromiumPath,
  chromeFlags: ["--headless=new", ...chromiumFlags],
});
const ms = (t) => String(Math.round(t)).padStart(5);
try {
  for (let run = 1; run <= Number(runs); run++) {
    const result = await lighthouse(server.url + path, { port: chrome.port, output: "json", logLevel: "error", onlyAudits: ["largest-contentful-paint"] });
    if (!result) throw new Error("Lighthouse returned nothing");
    const { lhr, artifacts } = result;
    const settings = structuredClone(defaultSettings);
    const data = { trace: artifacts.Trace, devtoolsLog: artifacts.DevtoolsLog, gatherContext: artifacts.GatherContext, settings, URL: artifacts.URL, SourceMaps: artifacts.SourceMaps, simulator: null };
    const lcp = await LanternLargestContentfulPaint.request(data, { computedCache: new Map(), settings });
    console.log(`\nrun ${run}: LCP ${Math.round(lhr.audits["largest-contentful-paint"].numericValue)} ms = mean of optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)} and pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)}`);
    for (const [name, estimate] of [["optimistic", lcp.optimisticEstimate], ["pessimistic", lcp.pessimisticEstimate]]) {
      console.log(`  ${name} graph:`);
      for (const [node, t] of [...estimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime)) {
        const what =
          node.type === "network"
            ? `${node.request.resourceType} ${node.request.url.replace(server.url, "")} ${node.request.transferSize} B${node.request.connectionReused ? "" : ", new connection"}`
            : `CPU ${(node.duration / 1000).toFixed(1)} ms observed: ${[...new Set(node.childEvents.filter((e) => e.dur > 500).map((e) => e.name))].slice(0, 5).join(", ")}`;
        console.log(`   ${ms(t.startTime)} → ${ms(t.endTime)}  ${what}`);
      }
    }
  }
} finally {
  await chrome.kill();
  await server.close();
}
