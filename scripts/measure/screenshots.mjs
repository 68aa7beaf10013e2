// Screenshots of pages at 375 px and 1440 px in dark and light, for looking at what we build.
// Usage: node scripts/measure/screenshots.mjs [baseUrl] [path ...]   (server must be running)
// Writes shots/<name>-<width>-<theme>.png, full-page; with FOLD=1 only the first screen.
import { mkdirSync } from "node:fs";
/* global window, document -- page.evaluate callbacks run in the browser */
import { chromium } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "../chromium-flags.mjs";

const [base = "http://localhost:4173", ...args] = process.argv.slice(2);
const paths = args.length ? args : ["/", "/about", "/portfolio", "/blog", "/services", "/contact", "/does-not-exist"];
mkdirSync("shots", { recursive: true });

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumFlags,
});
for (const theme of ["dark", "light"]) {
  for (const width of [375, 1440]) {
    const context = await browser.newContext({ viewport: { width, height: width < 800 ? 812 : 900 }, deviceScaleFactor: 1 });
    await context.addInitScript((t) => localStorage.setItem("railmind-theme", t), theme);
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(base + path, { waitUntil: "networkidle" });
      // Long blocks render only when near the viewport (content-visibility), and the home page's
      // widgets load then: scroll through the page as a visitor would, then let a full-page
      // shot show every block.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.addStyleTag({ content: ".render-when-near { content-visibility: visible !important; }" });
      await page.waitForTimeout(300);
      const name = path === "/" ? "home" : path.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "");
      await page.screenshot({ path: `shots/${name}-${width}-${theme}.png`, fullPage: !process.env.FOLD });
    }
    await context.close();
  }
}
await browser.close();
console.log("screenshots written to shots/");
