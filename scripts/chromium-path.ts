import { accessSync, constants, statSync } from "node:fs";

/**
 * Debian's package `chromium-headless-shell`: Chromium's old headless mode, which Playwright itself
 * runs headless tests in. A context and a page cost it less than half of what they cost the full
 * browser on our 2-core machines, which took the browser tests from ≈ 16 to ≈ 8.5 minutes
 * (docs/decisions.md). .ci/run installs it on a bare machine.
 */
export const SYSTEM_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/** Debian's package `chromium`, the full browser (the measuring scripts drive it). */
export const SYSTEM_CHROMIUM = "/usr/bin/chromium";

export const NO_BROWSER =
  "No Chromium for the browser tests: install one (`apt install chromium-headless-shell` on Debian, or `npx playwright install chromium` anywhere) or set CHROMIUM_PATH to a Chromium or Chrome executable.";

export type ChromiumChoice =
  | { path: string; source: "CHROMIUM_PATH" | "system-headless-shell" | "system" | "playwright" }
  | { error: string };

export interface ChromiumCandidates {
  /** The CHROMIUM_PATH setting, if any. */
  chromiumPath: string | undefined;
  /** Where Playwright keeps its own Chromium (it may not be downloaded). */
  playwrightChromium: () => string | undefined;
  isExecutable: (path: string) => boolean;
}

/**
 * Which Chromium the browser tests drive: CHROMIUM_PATH when set (CI points it at Playwright's
 * own download), else Debian's headless shell, else Debian's full /usr/bin/chromium, else
 * Playwright's own Chromium when it has been downloaded; otherwise an error of one sentence that
 * names both ways to get one.
 */
export function chooseChromium({ chromiumPath, playwrightChromium, isExecutable }: ChromiumCandidates): ChromiumChoice {
  const configured = chromiumPath?.trim();
  if (configured) {
    return isExecutable(configured)
      ? { path: configured, source: "CHROMIUM_PATH" }
      : { error: `CHROMIUM_PATH is "${configured}", which is not an executable file: correct it or unset it.` };
  }
  if (isExecutable(SYSTEM_HEADLESS_SHELL)) return { path: SYSTEM_HEADLESS_SHELL, source: "system-headless-shell" };
  if (isExecutable(SYSTEM_CHROMIUM)) return { path: SYSTEM_CHROMIUM, source: "system" };
  let bundled: string | undefined;
  try {
    bundled = playwrightChromium();
  } catch {
    // Playwright throws on platforms it has no build for; that is the same as not installed.
  }
  if (bundled && isExecutable(bundled)) return { path: bundled, source: "playwright" };
  return { error: NO_BROWSER };
}

/** A regular file this user may run (a directory or a device is not a browser). */
export function isExecutableFile(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
