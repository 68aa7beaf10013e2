// Compressed size of the JavaScript a page's HTML loads at start: the module script's imports
// and everything they import statically (dynamic import() chunks are not followed).
// Usage: node scripts/initial-js.mjs [buildClientDir] [page.html]   e.g. build/client index.html
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join, posix } from "node:path";
const root = process.argv[2] || "build/client";
const page = process.argv[3] || "index.html";
const html = readFileSync(join(root, page), "utf8");
const seeds = new Set();
for (const m of html.matchAll(/(?:import\(|from\s*|import\s*)["'](\/assets\/[^"']+\.js)["']/g)) seeds.add(m[1]);
for (const m of html.matchAll(/src=["'](\/assets\/[^"']+\.js)["']/g)) seeds.add(m[1]);
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
    const abs = spec.startsWith("/") ? spec : posix.join(posix.dirname(p), spec);
    queue.push(abs);
  }
}
let total = 0;
for (const p of [...seen].sort()) {
  const g = gzipSync(readFileSync(join(root, p)), { level: 9 }).length;
  total += g;
  console.log(String(g).padStart(7), p);
}
console.log(String(total).padStart(7), "TOTAL gzip bytes,", seen.size, "files");
