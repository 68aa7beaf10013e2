// `npm run build`: the site, one language at a time, then finished once.
//
// Each language is its own `react-router build` (BUILD_LOCALE=<locale>, app/lib/i18n/build-locale.ts):
// it prerenders that language's pages, and its scripts carry only that language's messages, so
// a page never downloads another language's strings (issue 36). The default language builds
// into BUILD_DIR (build/), each other one beside it (build-sv/), whose files then move in: pages
// under their prefix (sv/…), scripts under names hashed from their content, so the two builds can
// only meet on identical files, and any other clash stops the build. The builds run side by
// side (each is mostly one thread; the messages are compiled once, before, so neither writes
// app/paraglide while the other reads it). Postbuild (sitemap, feeds, share cards, figures,
// headers, compression) then runs once over the whole site, in this process, after the builds'
// own processes have ended and freed their memory.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { runnerImport } from "vite";
import { contentError } from "./content-error.mjs";

const buildDir = process.env.BUILD_DIR || "build";
const { baseLocale, locales } = JSON.parse(readFileSync("project.inlang/settings.json", "utf8"));
const order = [baseLocale, ...locales.filter((/** @type {string} */ l) => l !== baseLocale)];
/** @param {string} locale */
const dirOf = (locale) => (locale === baseLocale ? buildDir : `${buildDir}-${locale}`);

// The interface messages first: the content check words its problems with them (a fresh clone
// has none compiled yet).
const compiled = spawnSync(process.execPath, ["scripts/build/i18n.mjs"], { stdio: "inherit" });
if (compiled.status !== 0) process.exit(compiled.status ?? 1);

// The content the owner edits is checked once, here, before any language builds: one line per
// problem naming the file, the line and the field (scripts/build/content-problems.ts), instead
// of a prerender error per language. Vite's runner sets NODE_ENV to "development" when it is unset,
// and the builds inherit the environment (React's development build, twice the size): it is put
// back as it was once the checks are done.
const nodeEnv = process.env.NODE_ENV;
const { module: contentCheck } = await runnerImport("./scripts/build/content-problems.ts", { configFile: false });
if (contentCheck.problems.length > 0) {
  /** @type {string[]} */
  const problems = contentCheck.problems;
  for (const problem of problems) console.error(`✗ ${problem}`);
  const files = new Set(problems.map((p) => /^[^:\s]+/.exec(p)?.[0]));
  const count = (/** @type {number} */ n, /** @type {string} */ what) => `${n} ${what}${n === 1 ? "" : "s"}`;
  console.error(`\nContent check failed: ${count(problems.length, "problem")} in ${count(files.size, "file")}; nothing was built.`);
  process.exit(1);
}

if (nodeEnv === undefined) delete process.env.NODE_ENV;
else process.env.NODE_ENV = nodeEnv;

// A line React Router 7.18 makes Vite 8 print in every build and nobody can act on: it passes
// its own `envFile: false`, which Vite calls deprecated.
const NOISE = [/^The `envFile` option is deprecated/];
// What one language's build printed (a warning, an error and its stack) is not printed again
// for the next: the same content gives the same message in each.
const printed = new Set();
const results = await Promise.all(order.map(buildLanguage));
for (const { locale, code, output, seconds } of results) {
  console.log(`▶ The ${locale} pages (BUILD_LOCALE=${locale}, ${dirOf(locale)}/): ${code === 0 ? `built in ${seconds} s` : "FAILED"}`);
  // The owner's mistake (a post read for the route table) is its message alone, named once.
  const content = code === 0 ? undefined : contentError(output);
  const lines = (content === undefined ? output : `✗ ${content}`).split("\n").filter((line) => line.trim() !== "" && !NOISE.some((re) => re.test(line)) && !printed.has(line));
  for (const line of lines) printed.add(line);
  if (lines.length > 0) console.log(lines.map((line) => `  ${line}`).join("\n"));
}
const failed = results.find((r) => r.code !== 0);
if (failed) process.exit(failed.code || 1);

for (const locale of order.slice(1)) {
  // React Router writes an app shell as index.html (its SPA fallback) when "/" is not among a
  // build's pages; the site's "/" is the default language's home page.
  await rm(join(dirOf(locale), "client", "index.html"));
  await moveInto(join(dirOf(locale), "client"), join(buildDir, "client"));
}

const { module } = await runnerImport("./scripts/build/postbuild.ts", { configFile: false });
await module.postbuild(buildDir);

/**
 * One language's `react-router build`, at log level "warn" (Vite's progress and its table of
 * every file, the same in each language, are left out; warnings and errors stay),, its output kept until it ends, so the two builds' logs
 * do not interleave.
 *
 * @param {string} locale
 * @returns {Promise<{ locale: string, code: number, output: string, seconds: string }>}
 */
function buildLanguage(locale) {
  const started = performance.now();
  const child = spawn(process.execPath, [join("node_modules", "@react-router", "dev", "bin.js"), "build", "--logLevel", "warn"], {
    env: { ...process.env, BUILD_LOCALE: locale, BUILD_DIR: dirOf(locale), PARAGLIDE_COMPILED: "1" },
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  return new Promise((resolve) =>
    child.on("close", (code) => resolve({ locale, code: code ?? 1, output, seconds: ((performance.now() - started) / 1000).toFixed(1) })),
  );
}

/**
 * Moves every file of one build's client folder into another's. A file both have must be the
 * same bytes (the public folder's files, a chunk whose content does not depend on the language).
 *
 * @param {string} from
 * @param {string} into
 */
async function moveInto(from, into) {
  const clashes = [];
  for await (const file of files(from)) {
    const target = join(into, relative(from, file));
    if (existsSync(target)) {
      if (!(await readFile(target)).equals(await readFile(file))) clashes.push(relative(from, file));
      continue;
    }
    await mkdir(dirname(target), { recursive: true });
    await rename(file, target);
  }
  if (clashes.length) throw new Error(`build-site: ${from} and ${into} both have, with different content: ${clashes.join(", ")}`);
  await rm(dirname(from), { recursive: true, force: true });
}

/** @param {string} dir @returns {AsyncGenerator<string>} */
async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}
