import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * Test files that change what the next file would find: they render React into the document,
 * run the pages' inline scripts (window listeners), stub globals or the environment, or reset
 * modules. Each runs in a fresh environment; every other file shares its worker's, which takes
 * the run from ≈ 135 to ≈ 60 s on our 2-core machines (building jsdom and importing the setup
 * for each of 84 files was most of it).
 */
const ISOLATED = [
  "app/**/*.test.tsx",
  "app/lib/early-input.test.ts",
  "app/lib/theme.test.ts",
  "app/lib/island-gate.test.ts",
  "app/features/forms/form-client.test.ts",
  "app/features/palette/shortcuts.test.ts",
  "app/features/blog/copy.test.ts",
  "app/lib/content/site-url-env.test.ts",
  "scripts/build/figures.test.ts",
  "scripts/build/share-picture.test.ts",
  "scripts/build/postbuild.test.ts",
];
const ALL = ["app/**/*.test.{ts,tsx}", "server/**/*.test.{js,ts}", "scripts/**/*.test.{js,ts}"];

// Separate from vite.config.ts: unit tests must not load the React Router plugin.
// Files run in Node; a file that needs a document says `// @vitest-environment happy-dom` on its
// first line. happy-dom, not jsdom, for the speed: the same 21 files took 121 CPU-seconds under
// jsdom and 68 under happy-dom (issue 57). The feed's test keeps jsdom, whose XML parser reports a
// malformed document as the browsers do (happy-dom's does not); jsdom is the build's anyway.
export default defineConfig({
  resolve: {
    tsconfigPaths: true,
    // The build's virtual module of the terminal's projects (vite.config.ts), from the same content.
    alias: { "virtual:terminal-projects": fileURLToPath(new URL("./app/features/terminal/virtual-projects.stub.ts", import.meta.url)) },
  },
  test: {
    environment: "node",
    globals: true,
    // A few files (the import graph, a case study's figures, the CV) take seconds on a 2-core
    // machine that is busy with a build: 5 s failed them for the machine, not for the code.
    testTimeout: 20_000,
    // One worker a core. Vitest's default leaves a core for its own process, which on our 2-core
    // machines ran the files one at a time: 101 s, against 76 s with two workers (issue 57).
    maxWorkers: "100%",
    setupFiles: ["./vitest.setup.ts"],
    // A test's document fetches nothing: a <link rel="stylesheet"> a component adds (KaTeX's) would
    // otherwise be requested from nowhere and fail the run as an unhandled rejection.
    environmentOptions: {
      happyDOM: { settings: { disableCSSFileLoading: true, disableJavaScriptFileLoading: true, handleDisabledFileLoadingAsSuccess: true } },
    },
    projects: [
      { extends: true, test: { name: "isolated", include: ISOLATED } },
      { extends: true, test: { name: "shared", include: ALL, exclude: ISOLATED, isolate: false } },
    ],
  },
});
