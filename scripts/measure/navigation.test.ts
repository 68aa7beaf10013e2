import { describe, expect, it } from "vitest";
import { htmlFile, median, navigationTable, speculativeBytes } from "./navigation.mjs";

describe("navigation bench (issue 60): its arithmetic", () => {
  it("takes the middle of three runs, the lower middle of an even count", () => {
    expect(median([310, 120, 95])).toBe(120);
    expect(median([4, 1, 3, 2])).toBe(2);
    expect(median([])).toBe(0);
  });

  it("counts the data, and the scripts and stylesheets beyond the page's own, each that took bytes", () => {
    const origin = "http://localhost:1";
    const entries = [
      { name: `${origin}/about.data`, transferSize: 2176 },
      { name: `${origin}/assets/about-1.js`, transferSize: 3300 },
      { name: `${origin}/assets/math/katex-1.css`, transferSize: 2800 },
      // The page's own first script and stylesheet, and a file it had already.
      { name: `${origin}/assets/root-1.js`, transferSize: 6000 },
      { name: `${origin}/assets/root-1.css`, transferSize: 4000 },
      { name: `${origin}/assets/ui-1.js`, transferSize: 0 },
      { name: `${origin}/icon-32.png`, transferSize: 900 },
    ];
    expect(speculativeBytes(entries, new Set(["/assets/root-1.js", "/assets/root-1.css"]))).toEqual({
      bytes: 8276,
      files: ["/about.data", "/assets/about-1.js", "/assets/math/katex-1.css"],
    });
  });

  it("finds a page's built file", () => {
    expect(htmlFile("/")).toBe("index.html");
    expect(htmlFile("/sv")).toBe("sv.html");
    expect(htmlFile("/blog/a-post")).toBe("blog/a-post.html");
  });

  it("prints one row a move", () => {
    const table = navigationTable([{ from: "/", to: "/about", ms: [90, 80, 120], wire: [0, 0, 1], bytes: [19000, 19000, 19100], files: ["/about.data", "/assets/about-1.js"] }]);
    expect(table.split("\n")[2]).toBe("| / → /about | 90 (90, 80, 120) | 0, 0, 1 | 19000 (19000, 19000, 19100) | /about.data, about-1.js |");
  });
});
