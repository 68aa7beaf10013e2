import { chromium, defineConfig, devices } from "@playwright/test";
import { chooseChromium, isExecutableFile } from "./scripts/chromium-path";
import { chromiumFlags } from "./scripts/chromium-flags.mjs";

const PORT = Number(process.env.E2E_PORT) || 4311;
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
  // Tests run against the production build, served exactly as `npm start` serves it.
  webServer: {
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
});
