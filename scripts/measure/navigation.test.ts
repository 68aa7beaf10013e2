import { describe, expect, it } from "vitest";
import { median, navigationTable, speculativeBytes } from "./navigation.mjs";

describe("navigation bench (issue 60): its arithmetic", () => {
  it("takes the middle of three runs, the lower middle of an even count", () => {
    expect(median([310, 120, 95])).toBe(120);
    expect(median([4, 1, 3, 2])).toBe(2);
    expect(median([])).toBe(0);
  });

  it("counts what the page's prefetch links fetched, not files it had or fetched otherwise", () => {
    const origin = "http://localhost:1";
    const entries = [
      { name: `${origin}/about.data`, initiatorType: "link", transferSize: 2176 },
      { name: `${origin}/assets/about-1.js`, initiatorType: "link", transferSize: 3300 },
      // Its own module, listed again among the next page's: from the cache.
      { name: `${origin}/assets/router-1.js`, initiatorType: "link", transferSize: 0 },
      // A lazy island's chunk near the viewport: Vite's modulepreload, not a prefetch.
      { name: `${origin}/assets/terminal-1.js`, initiatorType: "link", transferSize: 5000 },
      { name: `${origin}/blog.data`, initiatorType: "fetch", transferSize: 1900 },
    ];
    const hrefs = [`${origin}/about.data`, `${origin}/assets/about-1.js`, `${origin}/assets/router-1.js`, `${origin}/blog.data`];
    expect(speculativeBytes(entries, hrefs)).toEqual({ bytes: 5476, files: ["/about.data", "/assets/about-1.js"] });
  });

  it("prints one row a move", () => {
    const table = navigationTable([{ from: "/", to: "/about", ms: [90, 80, 120], wire: [0, 0, 1], bytes: [19000, 19000, 19100], files: ["/about.data", "/assets/about-1.js"] }]);
    expect(table.split("\n")[2]).toBe("| / → /about | 90 (90, 80, 120) | 0, 0, 1 | 19000 (19000, 19000, 19100) | /about.data, about-1.js |");
  });
});
