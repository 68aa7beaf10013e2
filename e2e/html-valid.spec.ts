import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import { expect, test } from "./fixtures";

/**
 * Every prerendered page (the six routes, each post, the 404, the form result pages and any
 * page added later) passes the W3C Nu HTML Checker with no error: browsers forgive invalid
 * markup, validators and some crawlers do not. The checker is Java; CI installs a runtime
 * (.ci/run), and only a developer's machine without one skips this test, saying so.
 */
const client = join(process.env.BUILD_DIR || "build", "client");
// The 200-post fixture's pages too when it is built (the listing pages /blog/page/N exist only there).
const scaleClient = join(process.env.SCALE_BUILD_DIR || "build-fixture/site", "client");
const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith(".html") ? [path] : [];
  });
}

// One short run: the quick compiler alone and the serial collector take the checker from 34 to
// 13 CPU seconds over the two builds' ~300 pages, on our 2-core machines.
const FAST_START = ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"];

interface NuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

test("every prerendered page passes the Nu HTML checker without an error", () => {
  const hasJava = !spawnSync("java", ["-version"]).error;
  if (!hasJava && process.env.CI) throw new Error("No Java runtime: .ci/run installs default-jre-headless for the Nu HTML checker.");
  // Skipped only on a developer's machine without Java (never in CI, above): the checker cannot run.
  test.skip(!hasJava, "No Java runtime found: the Nu HTML checker needs one (Debian: apt-get install default-jre-headless).");
  test.setTimeout(120_000);

  const files = [...htmlFiles(client), ...(existsSync(scaleClient) ? htmlFiles(scaleClient) : [])];
  expect(files.length).toBeGreaterThan(10);
  const run = spawnSync("java", ["-Xss4m", ...FAST_START, "-jar", vnuJar, "--errors-only", "--format", "json", ...files], { encoding: "utf8" });
  const { messages } = JSON.parse(run.stderr || "{}") as { messages?: NuMessage[] };
  expect(messages, run.stderr.slice(0, 500)).toBeDefined();
  const errors = (messages ?? [])
    .filter((m) => m.type === "error" || m.type === "non-document-error")
    .map((m) => `${relative(process.cwd(), decodeURIComponent(m.url.replace(/^file:/, "")))}: ${m.message}`);
  expect(errors).toEqual([]);
});
