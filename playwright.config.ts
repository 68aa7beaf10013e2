import { existsSync } from "node:fs";
import { join } from "node:path";
import { chromium, defineConfig, devices } from "@playwright/test";
import { chooseChromium, isExecutableFile } from "./scripts/chromium-path";
import { chromiumFlags } from "./scripts/chromium-flags.mjs";

const PORT = Number(process.env.E2E_PORT) || 4311;
// The scale project's server: the 200-post fixture site (`npm run build:fixture`, issue 26).
const SCALE_PORT = PORT + 1;
const SCALE_BUILD_DIR = process.env.SCALE_BUILD_DIR || "build-fixture/site";
/** The scale specs run only against the fixture build, the others only against the sample one. */
const SCALE_SPECS = "**/scale*.spec.ts";
// Playwright starts every web server whichever project runs: without the fixture build, the
// sample site's tests still run, and the scale specs say what is missing (e2e/scale-blog.spec.ts).
const scaleBuilt = existsSync(join(SCALE_BUILD_DIR, "client", "index.html"));
// CHROMIUM_PATH, else Debian's /usr/bin/chromium (Playwright's own download does not work on
// our machines), else Playwright's own Chromium; with none, one sentence and no stack trace.
const browser = chooseChromium({
  chromiumPath: process.env.CHROMIUM_PATH,
  playwrightChromium: () => chromium.executablePath(),
  isExecutable: isExecutableFile,
});
if ("error" in browser) {
  console.error(browser.error);
  process.exit(1);
}
const executablePath = browser.path;

export default defineConfig({
  testDir: "e2e",
  outputDir: process.env.E2E_OUTPUT || "test-results",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  // CI also writes an HTML report, which the CI workflow keeps when a test fails.
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    ...devices["Desktop Chrome"],
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath,
      args: chromiumFlags,
    },
    // Recorded only when a failed test is retried (CI), for the report the CI workflow keeps.
    trace: process.env.CI ? "on-first-retry" : "off",
  },
  projects: [
    { name: "site", testIgnore: SCALE_SPECS },
    // e2e/scale*.spec.ts: the six sample posts plus 200 generated ones (scripts/author/fixture-posts.mjs).
    { name: "scale", testMatch: SCALE_SPECS, use: { baseURL: `http://localhost:${SCALE_PORT}` } },
  ],
  // Tests run against the production builds, served exactly as `npm start` serves them.
  webServer: [
    {
      command: "node server/start.js",
      env: {
        PORT: String(PORT),
        BUILD_DIR: process.env.BUILD_DIR || "build",
        FORM_INBOX_DIR: `${process.env.E2E_OUTPUT || "test-results"}-inbox`,
        // The browser tests post from one address far more often than a visitor may (the limit
        // itself is tested in server/form-inbox-limits.test.js).
        FORM_RATE_PER_MINUTE: "1000",
        FORM_RATE_PER_DAY: "10000",
      },
      url: `http://localhost:${PORT}/`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
    },
    ...(scaleBuilt
      ? [
          {
            command: "node server/start.js",
            env: {
              PORT: String(SCALE_PORT),
              BUILD_DIR: SCALE_BUILD_DIR,
              FORM_INBOX_DIR: `${process.env.E2E_OUTPUT || "test-results"}-scale-inbox`,
            },
            url: `http://localhost:${SCALE_PORT}/`,
            reuseExistingServer: false,
            timeout: 120_000,
            stdout: "ignore" as const,
          },
        ]
      : []),
  ],
});
