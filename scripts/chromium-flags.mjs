// How every headless Chromium of ours starts: the browser tests (playwright.config.ts) and the
// measuring scripts (audit, bench, palette-open, lcp-graph, screenshots).

/** CHROMIUM_PATH, else Debian's Chromium (the browser tests also fall back to Playwright's own). */
export const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/**
 * No sandbox (containers run as root), no GPU (there is none), and none of the browser's own
 * background traffic (QUIC probes, component updates, sync) that would add noise to timings.
 */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
