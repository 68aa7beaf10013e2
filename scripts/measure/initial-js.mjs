// Compressed size of the JavaScript a page's HTML loads at start: the module script's imports
// and everything they import statically (dynamic import() chunks are not followed).
// Usage: node scripts/measure/initial-js.mjs [buildClientDir] [page.html]   e.g. build/client index.html
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join, posix, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The scripts a page starts with, as /assets/… paths: what its HTML imports or loads, and what
 * those import statically. Also used by e2e/scale-build.spec.ts.
 *
 * @param {string} root the build's client folder
 * @param {string} page the page's HTML file, relative to root
 * @returns {string[]}
 */
export function initialScripts(root, page) {
  const html = readFileSync(join(root, page), "utf8");
  const seeds = new Set();
  for (const m of html.matchAll(/(?:import\(|from\s*|import\s*)["'](\/assets\/[^"']+\.js)["']/g)) seeds.add(m[1]);
  for (const m of html.matchAll(/src=["'](\/assets\/[^"']+\.js)["']/g)) seeds.add(m[1]);
  // The starter's data-first list (scripts/build/postbuild.ts) names chunks it inserts as scripts.
  for (const m of html.matchAll(/data-first="([^"]*)"/g)) for (const p of m[1].split(" ").filter(Boolean)) seeds.add(p);
  const seen = new Set();
  const queue = [...seeds];
  while (queue.length) {
    const p = queue.shift();
    if (seen.has(p)) continue;
    seen.add(p);
    const src = readFileSync(join(root, p), "utf8");
    // static imports only (not dynamic import())
    for (const m of src.matchAll(/(?:^|[;\n}])\s*import\s*(?:[^"'()]*?from\s*)?["'](\.{1,2}\/[^"']+\.js|\/assets\/[^"']+\.js)["']/g)) {
      const spec = m[1];
      queue.push(spec.startsWith("/") ? spec : posix.join(posix.dirname(p), spec));
    }
  }
  return [...seen].sort();
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] || "build/client";
  const page = process.argv[3] || "index.html";
  const scripts = initialScripts(root, page);
  let total = 0;
  for (const p of scripts) {
    const g = gzipSync(readFileSync(join(root, p)), { level: 9 }).length;
    total += g;
    console.log(String(g).padStart(7), p);
  }
  console.log(String(total).padStart(7), "TOTAL gzip bytes,", scripts.length, "files");
}
