import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { NO_BROWSER, SYSTEM_CHROMIUM, SYSTEM_HEADLESS_SHELL, chooseChromium, isExecutableFile } from "./chromium-path";

const PLAYWRIGHT = "/home/me/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome";

function choose(chromiumPath: string | undefined, present: string[], bundled: () => string | undefined = () => PLAYWRIGHT) {
  return chooseChromium({ chromiumPath, playwrightChromium: bundled, isExecutable: (p) => present.includes(p) });
}

describe("chooseChromium", () => {
  it("takes CHROMIUM_PATH first, even when the others exist", () => {
    expect(choose("/opt/chrome/chrome", ["/opt/chrome/chrome", SYSTEM_HEADLESS_SHELL, SYSTEM_CHROMIUM, PLAYWRIGHT])).toEqual({
      path: "/opt/chrome/chrome",
      source: "CHROMIUM_PATH",
    });
  });

  it("stops with one sentence when CHROMIUM_PATH names nothing runnable", () => {
    const choice = choose("/opt/missing", [SYSTEM_CHROMIUM]);
    expect(choice).toEqual({ error: expect.stringContaining('CHROMIUM_PATH is "/opt/missing"') });
  });

  it("prefers Debian's headless shell to the full browser when CHROMIUM_PATH is unset or blank (.ci/run)", () => {
    expect(choose(undefined, [SYSTEM_HEADLESS_SHELL, SYSTEM_CHROMIUM, PLAYWRIGHT])).toEqual({
      path: SYSTEM_HEADLESS_SHELL,
      source: "system-headless-shell",
    });
    expect(choose(" ", [SYSTEM_CHROMIUM, SYSTEM_HEADLESS_SHELL])).toEqual({
      path: SYSTEM_HEADLESS_SHELL,
      source: "system-headless-shell",
    });
  });

  it("uses Debian's full /usr/bin/chromium when the headless shell is not installed", () => {
    expect(choose(undefined, [SYSTEM_CHROMIUM, PLAYWRIGHT])).toEqual({ path: SYSTEM_CHROMIUM, source: "system" });
    expect(choose("  ", [SYSTEM_CHROMIUM])).toEqual({ path: SYSTEM_CHROMIUM, source: "system" });
  });

  it("falls back to Playwright's own Chromium when it has been downloaded", () => {
    expect(choose(undefined, [PLAYWRIGHT])).toEqual({ path: PLAYWRIGHT, source: "playwright" });
  });

  it("stops with one sentence naming both ways to get a browser when there is none", () => {
    expect(choose(undefined, [])).toEqual({ error: NO_BROWSER });
    expect(choose(undefined, [], () => undefined)).toEqual({ error: NO_BROWSER });
    expect(
      choose(undefined, [], () => {
        throw new Error("unsupported platform");
      }),
    ).toEqual({ error: NO_BROWSER });
    expect(NO_BROWSER).toContain("apt install chromium");
    expect(NO_BROWSER).toContain("npx playwright install chromium");
    expect(NO_BROWSER).toContain("CHROMIUM_PATH");
    expect(NO_BROWSER.match(/\. |\n/g)).toBeNull();
  });
});

describe("isExecutableFile", () => {
  it("accepts an executable file and rejects a plain file, a directory and a missing path", () => {
    const dir = mkdtempSync(join(tmpdir(), "chromium-path-"));
    const exe = join(dir, "chrome");
    const plain = join(dir, "notes.txt");
    writeFileSync(exe, "#!/bin/sh\n", { mode: 0o755 });
    writeFileSync(plain, "", { mode: 0o644 });
    expect(isExecutableFile(exe)).toBe(true);
    expect(isExecutableFile(dir)).toBe(false);
    expect(isExecutableFile(join(dir, "missing"))).toBe(false);
    // root may run anything with an x bit only; a 0644 file has none.
    expect(isExecutableFile(plain)).toBe(false);
  });
});
