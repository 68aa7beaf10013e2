// `npm run i18n`: the interface messages (messages/<area>/<locale>.json) compiled by Paraglide JS
// into typed functions under app/paraglide, unless nothing they are made from has changed since
// the last compile. A compile takes ≈ 6 s on our 2-core machines, and `npm test` asks for one four
// times (type check, unit tests, each build), so it compiled the same messages four times.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const OUT_DIR = "app/paraglide";
/** What the last compile was made from; Paraglide's own .gitignore in OUT_DIR keeps it out of git. */
const STAMP = join(OUT_DIR, ".compiled-from");
const ARGS = ["compile", "--project", "./project.inlang", "--outdir", `./${OUT_DIR}`, "--emit-ts-declarations", "--silent"];

/**
 * A hash of what a compile is made from: these arguments, the project's settings, every message
 * file, and the compiler's and its plugin's versions.
 * @param {string} root the project's folder
 */
export function inputsHash(root = ".") {
  const hash = createHash("sha256").update(ARGS.join(" "));
  const messages = readdirSync(join(root, "messages"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => join("messages", file));
  const versions = ["@inlang/paraglide-js", "@inlang/plugin-message-format"].map((pkg) => join("node_modules", pkg, "package.json"));
  for (const file of ["project.inlang/settings.json", ...messages, ...versions]) {
    const path = join(root, file);
    hash.update(file).update(existsSync(path) ? readFileSync(path) : "");
  }
  return hash.digest("hex");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const inputs = inputsHash();
  if (existsSync(join(OUT_DIR, "messages.js")) && existsSync(STAMP) && readFileSync(STAMP, "utf8") === inputs) process.exit(0);
  const compiled = spawnSync(process.execPath, [join("node_modules", "@inlang", "paraglide-js", "bin", "run.js"), ...ARGS], { stdio: "inherit" });
  if (compiled.status !== 0) process.exit(compiled.status ?? 1);
  writeFileSync(STAMP, inputs);
}
