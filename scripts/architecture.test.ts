import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { CHECKED, importGraph, projectOptions, sourceFiles } from "./import-cycles.mjs";

/**
 * ARCHITECTURE.md stays true: short, naming every folder of the code map, and every path it names
 * in backticks still there; and the layers it describes are the ones the imports follow.
 */

const ROOT = join(import.meta.dirname, "..");
export const MAX_LINES = 400;
export const MIN_PATHS = 15;

/** The project's files as git sees them, tracked or new (not ignored), with `/` separators. */
function projectFiles(root: string): string[] {
  const out = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: root, encoding: "utf8" });
  return out.split("\0").filter(Boolean);
}

/** Every folder that holds a project file, without a trailing slash. */
function foldersOf(files: readonly string[]): Set<string> {
  const folders = new Set<string>();
  for (const file of files) {
    const parts = file.split("/");
    for (let i = 1; i < parts.length; i++) folders.add(parts.slice(0, i).join("/"));
  }
  return folders;
}

/**
 * The folders the code map must name: every folder of app/ and of its features, lib and content,
 * every folder of scripts/, and the project's other source folders.
 */
export function requiredFolders(folders: ReadonlySet<string>): string[] {
  const childrenOf = (parent: string) => [...folders].filter((f) => f.startsWith(`${parent}/`) && !f.slice(parent.length + 1).includes("/"));
  return [
    "app",
    ...childrenOf("app"),
    ...["app/features", "app/lib", "app/lib/content"].flatMap(childrenOf),
    "scripts",
    ...childrenOf("scripts"),
    "server",
    "content",
    "messages",
    "e2e",
  ].sort();
}

/**
 * The backticked tokens that are paths in the repository: a relative path with a folder
 * (`app/root.tsx`, `server/`, `messages/<area>/<locale>.json`) or a file at the root
 * (`package.json`). Addresses (`/sv`), commands and code are not paths.
 */
export function pathTokens(text: string, rootNames: ReadonlySet<string>): string[] {
  const tokens = [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!);
  const isPath = (t: string) => /^[\w.<>*-]+(\/[\w.<>*-]+)*\/?$/.test(t) && !t.startsWith("/") && (t.includes("/") || rootNames.has(t));
  return [...new Set(tokens.filter(isPath))];
}

/** Whether a path (with `<placeholder>` or `*` standing for any name) is a project file or folder. */
function exists(token: string, files: ReadonlySet<string>, folders: ReadonlySet<string>): boolean {
  const path = token.replace(/\/$/, "");
  if (!/[<*]/.test(path)) return token.endsWith("/") ? folders.has(path) : files.has(path) || folders.has(path);
  const pattern = new RegExp(`^${path.split(/(<[^>]*>|\*)/).map((part) => (part === "*" || part.startsWith("<") ? "[^/]+" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))).join("")}$`);
  return [...(token.endsWith("/") ? folders : new Set([...files, ...folders]))].some((p) => pattern.test(p));
}

/** What is wrong with the map, given the project's files: one sentence a problem. */
export function mapProblems(text: string, files: readonly string[]): string[] {
  const fileSet = new Set(files);
  const folders = foldersOf(files);
  const rootNames = new Set(files.map((f) => f.split("/")[0]!));
  const problems: string[] = [];
  const lines = text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
  if (lines > MAX_LINES) problems.push(`ARCHITECTURE.md has ${lines} lines, over ${MAX_LINES}: keep it to what a newcomer reads in one sitting.`);
  const paths = pathTokens(text, rootNames);
  const named = new Set(paths.map((p) => p.replace(/\/$/, "")));
  for (const folder of requiredFolders(folders)) {
    if (!named.has(folder)) problems.push(`ARCHITECTURE.md does not name the folder \`${folder}/\` in its code map.`);
  }
  if (paths.length < MIN_PATHS) problems.push(`ARCHITECTURE.md names ${paths.length} paths in backticks, fewer than ${MIN_PATHS}.`);
  for (const path of paths) {
    if (!exists(path, fileSet, folders)) problems.push(`ARCHITECTURE.md names \`${path}\`, which does not exist (moved or deleted?).`);
  }
  return problems;
}

/** The layer of a project file, as the code map names it. */
export function layerOf(file: string): string {
  const [top, second, third] = file.split("/");
  if (top === "app") {
    if (second === "features") return `features/${third}`;
    if (second === "paraglide") return "messages";
    // The content pipeline sits inside lib but is a layer of its own, below the rest of lib.
    if (second === "lib" && third === "content") return "content";
    if (file.split("/").length === 2) return "app";
    return second!;
  }
  return top!;
}

/** Pure modules of lib that content may import (content sits below lib otherwise). */
const CONTENT_MAY_IMPORT = new Set(["app/lib/site-url.ts", "app/lib/i18n/locale.ts", ...["issues", "issue-text", "scenario", "validate", "codec"].map((f) => `app/lib/capacity/${f}.ts`)]);
const BELOW: Record<string, readonly string[]> = {
  routes: ["editor", "components", "lib", "content", "messages"],
  editor: ["components", "lib", "content", "messages", "features/palette"],
  components: ["lib", "content", "messages"],
  lib: ["content", "messages"],
  content: [],
  messages: [],
  server: [],
};
const TEST_ONLY = /(\.test\.[jt]sx?$|test-utils|\/test-[^/]+$)/;

/** Each import (of files outside tests) that the code map's layers do not allow. */
export function layerProblems(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const problems: string[] = [];
  for (const [from, targets] of graph) {
    if (TEST_ONLY.test(from)) continue;
    const a = layerOf(from);
    for (const to of targets) {
      const b = layerOf(to);
      if (a === b) continue;
      const allowed =
        a === "app"
          ? to.startsWith("app/")
          : a === "routes"
            ? b.startsWith("features/") || BELOW.routes!.includes(b)
            : a.startsWith("features/")
              ? ["components", "lib", "content", "messages"].includes(b)
              : a === "content"
                ? CONTENT_MAY_IMPORT.has(to)
                : a in BELOW
                  ? BELOW[a]!.includes(b)
                  : true; // scripts/ and e2e/ are tools: they may read the app
      if (!allowed) problems.push(`${from} imports ${to}: ${a} may not import ${b} (ARCHITECTURE.md, "Code map").`);
    }
  }
  return problems;
}

describe("ARCHITECTURE.md", () => {
  const files = projectFiles(ROOT);

  it("is at most 400 lines, names every folder of the code map and at least 15 paths, each of which exists", () => {
    expect(mapProblems(readFileSync(join(ROOT, "ARCHITECTURE.md"), "utf8"), files)).toEqual([]);
  });

  it("keeps scripts/ sorted by purpose: at most 8 files at its root, the rest in build/, measure/ and author/", () => {
    const atRoot = files.filter((f) => /^scripts\/[^/]+$/.test(f));
    expect(atRoot.length, atRoot.join(", ")).toBeLessThanOrEqual(8);
    for (const folder of ["build", "measure", "author"]) expect(files.some((f) => f.startsWith(`scripts/${folder}/`)), folder).toBe(true);
  });

  it("would catch a map gone stale: too long, a folder left out, too few paths, a path that moved", () => {
    const pages = Array.from({ length: MIN_PATHS }, (_, i) => `app/routes/page-${i}.tsx`);
    const sample = [...pages, "app/lib/i18n/locale.ts", "server/app.js", "scripts/a.mjs", "content/posts/a.md", "messages/chrome/en.json", "e2e/a.spec.ts", "package.json"];
    const map = "`app/` `app/routes/` `app/lib/` `app/lib/i18n/` `scripts/` `server/` `content/` `messages/` `e2e/` `package.json`";
    const enough = `${map} ${pages.map((p) => `\`${p}\``).join(" ")} \`app/routes/<name>.tsx\``;
    expect(mapProblems(enough, sample)).toEqual([]);
    expect(mapProblems(`${enough}\n${"line\n".repeat(MAX_LINES)}`, sample)).toEqual([expect.stringMatching(/lines, over 400/)]);
    expect(mapProblems(enough.replace("`app/lib/i18n/` ", ""), sample)).toEqual([expect.stringMatching(/does not name the folder `app\/lib\/i18n\/`/)]);
    expect(mapProblems(map, sample)).toEqual([expect.stringMatching(/fewer than 15/)]);
    expect(mapProblems(`${enough} \`app/routes/about.tsx\` \`server/\``, sample)).toEqual([expect.stringMatching(/`app\/routes\/about.tsx`, which does not exist/)]);
    // Addresses, commands and code are not paths.
    expect(pathTokens("`/sv` `npm run lint` `useT()` `blog/:slug` `package.json`", new Set(["package.json"]))).toEqual(["package.json"]);
  });
});

describe("the code map's layers", () => {
  it("hold in the project: each folder imports only the layers below it", () => {
    const graph = importGraph(sourceFiles(ROOT, CHECKED), projectOptions(ROOT));
    const relativeGraph = new Map([...graph].map(([from, to]) => [rel(from), to.map(rel)]));
    expect(layerProblems(relativeGraph)).toEqual([]);
  });

  it("would catch an import upwards or sideways", () => {
    const graph = new Map([
      ["app/lib/content/site.ts", ["app/lib/site-url.ts", "app/lib/seo.ts"]],
      ["app/features/blog/x.ts", ["app/features/palette/y.ts", "app/components/card.tsx"]],
      ["app/lib/a.ts", ["app/editor/b.tsx"]],
      ["app/editor/c.tsx", ["app/features/palette/palette-host.tsx", "app/features/blog/z.tsx"]],
      ["server/app.js", ["scripts/build/postbuild.ts"]],
      ["app/lib/a.test.ts", ["app/features/palette/shortcuts.ts"]],
    ]);
    expect(layerProblems(graph)).toEqual([
      expect.stringMatching(/^app\/lib\/content\/site.ts imports app\/lib\/seo.ts/),
      expect.stringMatching(/^app\/features\/blog\/x.ts imports app\/features\/palette\/y.ts/),
      expect.stringMatching(/^app\/lib\/a.ts imports app\/editor\/b.tsx/),
      expect.stringMatching(/^app\/editor\/c.tsx imports app\/features\/blog\/z.tsx/),
      expect.stringMatching(/^server\/app.js imports scripts\/build\/postbuild.ts/),
    ]);
  });
});

function rel(file: string): string {
  return relative(ROOT, file).split(sep).join("/");
}
