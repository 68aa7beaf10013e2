// @ts-check
/**
 * Import circles in the project's own modules, type-only imports and import() included.
 * eslint-plugin-import-x's `no-cycle` skips type-only imports, yet the palette's old circle
 * (dialog → actions → env → store → dialog) ran through two of them: a circle of types still
 * hides which module owns what. TypeScript itself lists each file's imports and resolves them
 * with the project's paths (`~/…`), so the check needs no dependency of its own.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const SOURCE = /\.(tsx?|mjs|js)$/;
const SKIP = new Set(["node_modules", "build", ".react-router", "reports", "shots", "cycle-fixture"]);

/**
 * Every source file under `dirs`, skipping build output and dependencies.
 * @param {string} root @param {readonly string[]} dirs @returns {string[]}
 */
export function sourceFiles(root, dirs) {
  /** @type {string[]} */
  const out = [];
  const walk = (/** @type {string} */ dir) => {
    for (const name of readdirSync(dir)) {
      if (SKIP.has(name) || name.startsWith("build-") || name.startsWith("test-results")) continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (SOURCE.test(name) && !name.endsWith(".d.ts")) out.push(path);
    }
  };
  for (const dir of dirs) walk(resolve(root, dir));
  return out;
}

/**
 * The project files each file imports (static, type-only, re-exports and import()).
 * @param {readonly string[]} files @param {ts.CompilerOptions} options @returns {Map<string, string[]>}
 */
export function importGraph(files, options) {
  const inProject = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const info = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    const targets = info.importedFiles
      .map((ref) => ts.resolveModuleName(ref.fileName, file, options, ts.sys).resolvedModule?.resolvedFileName)
      .filter((target) => target !== undefined && inProject.has(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * Each circle as the files on it, sorted (strongly connected components of more than one file,
 * or a file that imports itself). Tarjan's algorithm; recursive, fine for a few hundred files.
 * @param {ReadonlyMap<string, readonly string[]>} graph @returns {string[][]}
 */
export function findCycles(graph) {
  let index = 0;
  /** @type {Map<string, number>} */
  const indexOf = new Map();
  /** @type {Map<string, number>} */
  const low = new Map();
  /** @type {string[]} */
  const stack = [];
  const onStack = new Set();
  /** @type {string[][]} */
  const cycles = [];
  const visit = (/** @type {string} */ v) => {
    indexOf.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indexOf.has(w)) {
        visit(w);
        low.set(v, Math.min(Number(low.get(v)), Number(low.get(w))));
      } else if (onStack.has(w)) low.set(v, Math.min(Number(low.get(v)), Number(indexOf.get(w))));
    }
    if (low.get(v) === indexOf.get(v)) {
      /** @type {string[]} */
      const component = [];
      let w;
      do {
        w = /** @type {string} */ (stack.pop());
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!indexOf.has(v)) visit(v);
  return cycles;
}

/**
 * The project's compiler options (for `paths`), read from tsconfig.json.
 * @param {string} root @returns {ts.CompilerOptions}
 */
export function projectOptions(root) {
  const config = ts.readConfigFile(join(root, "tsconfig.json"), ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config.config, ts.sys, root).options;
}

/** The folders `npm run lint` checks. */
export const CHECKED = ["app", "server", "scripts", "e2e"];

/**
 * The circles among `dirs`, one line each, naming the files on it.
 * @param {string} root @param {readonly string[]} dirs @returns {string[]}
 */
export function importCycles(root, dirs) {
  const graph = importGraph(sourceFiles(root, dirs), projectOptions(root));
  return findCycles(graph).map((files) => `import circle among: ${files.map((f) => relative(root, f)).join(", ")}`);
}

// `npm run lint` runs this file after ESLint: a circle fails it with one line per circle.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const cycles = importCycles(process.cwd(), CHECKED);
  for (const line of cycles) console.error(line);
  process.exitCode = cycles.length > 0 ? 1 : 0;
}
