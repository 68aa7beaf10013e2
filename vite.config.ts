import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { paraglideVitePlugin } from "@inlang/paraglide-js";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type Plugin, defineConfig, runnerImport } from "vite";

// Loaded through Vite's module runner: the CV generator (TSX, react-pdf) stays out of the
// config bundle and its extensionless imports need no `configLoader` warnings.
const { module: cv } = await runnerImport<typeof import("./scripts/build/cv/vite-plugin")>("./scripts/build/cv/vite-plugin.ts");

// The language this build is for, if one (app/lib/i18n/build-locale.ts): its messages, palette index and CV alone.
const { module: i18nBuild } = await runnerImport<typeof import("./app/lib/i18n/build-locale")>("./app/lib/i18n/build-locale.ts", { configFile: false });
const { module: i18nLocales } = await runnerImport<typeof import("./app/lib/i18n/locale")>("./app/lib/i18n/locale.ts", { configFile: false });
const builtLocales = i18nLocales.LOCALES.filter((locale) => i18nBuild.buildsLocale(locale));

/**
 * A build-time module `virtual:<name>`, the text `source()` returns, rebuilt in the dev server
 * when a file under `watch` changes. Its source is loaded through Vite's module runner, so this
 * config keeps no extension-less local imports.
 */
function virtualModule(name: string, watch: readonly string[], source: () => Promise<string>): Plugin {
  const id = `virtual:${name}`;
  return {
    name,
    resolveId: { filter: { id: new RegExp(`^${id}$`) }, handler: (found) => `\0${found}` },
    load: {
      filter: { id: new RegExp(`^\0${id}$`) },
      async handler() {
        for (const dir of watch) this.addWatchFile(dir);
        return source();
      },
    },
  };
}

/**
 * `virtual:palette-posts` for the command palette: per language (named exports `en`, `sv`), the
 * page titles, each published post's slug and title, each tag page and each project's title
 * and case study (app/features/palette/post-index.ts).
 */
const palettePosts = virtualModule("palette-posts", ["content/posts", "content/projects"], async () => {
  const { module } = await runnerImport<typeof import("./app/features/palette/post-index")>("./app/features/palette/post-index.ts", { configFile: false });
  return module.postIndexModule(builtLocales);
});

/**
 * `virtual:terminal-projects` for the home terminal's `projects` command: per language, each
 * project's title, picture, status and category (app/features/terminal/project-index.ts), since
 * the terminal runs in the browser.
 */
const terminalProjects = virtualModule("terminal-projects", ["content/projects"], async () => {
  const { module } = await runnerImport<typeof import("./app/features/terminal/project-index")>("./app/features/terminal/project-index.ts", { configFile: false });
  return module.terminalProjectsModule(builtLocales);
});

/** The owner's data (content/*.yaml) compiled into the modules that read it (scripts/build/content-modules.ts). */
const { module: contentData } = await runnerImport<typeof import("./scripts/build/content-modules")>("./scripts/build/content-modules.ts", { configFile: false });

/** KaTeX's stylesheet and fonts, for the pages whose posts hold math (scripts/build/math-assets.ts). */
const { module: math } = await runnerImport<typeof import("./scripts/build/math-assets")>("./scripts/build/math-assets.ts", { configFile: false });

/** CommonJS libraries compiled off the main thread (scripts/build/eager-commonjs.ts says why). */
const { module: eager } = await runnerImport<typeof import("./scripts/build/eager-commonjs")>("./scripts/build/eager-commonjs.ts", { configFile: false });
const eagerCommonJs: Plugin = {
  name: "eager-commonjs",
  apply: "build",
  renderChunk: (code) => eager.eagerCommonJs(code),
};

/**
 * The interface messages (messages/<area>/<locale>.json), compiled by Paraglide JS into typed
 * functions under app/paraglide, one module per message. Each message is called with the page's
 * language (app/lib/i18n/use-locale.ts), so the generated runtime, which detects a language from
 * cookies and URL patterns, is replaced by a stub that only refuses a call without one.
 */
const paraglideOptions = { project: "./project.inlang", outdir: "./app/paraglide", emitTsDeclarations: true } as const;
const paraglideRuntime = fileURLToPath(new URL("./app/lib/i18n/paraglide-runtime.ts", import.meta.url));
const paraglideRuntimeStub: Plugin = {
  name: "paraglide-runtime-stub",
  enforce: "pre",
  resolveId: {
    filter: { id: /^\.\.\/runtime\.js$/ },
    handler: (_id, importer) => (importer && /[\\/]app[\\/]paraglide[\\/]messages[\\/]/.test(importer) ? paraglideRuntime : undefined),
  },
};

/**
 * A per-language build's messages (app/lib/i18n/build-locale.ts): each message module gets the
 * build's language as a constant of its own, so the minifier drops every other language's
 * string in whatever chunk the message lands. (Imported from the runtime stub, the constant
 * folded only inside the stub's own chunk: messages in lazy chunks kept both languages.)
 */
const PARAGLIDE_STATIC_IMPORT = "import { getLocale, experimentalStaticLocale } from '../runtime.js';";
const paraglideStaticLocale: Plugin = {
  name: "paraglide-static-locale",
  apply: () => i18nBuild.buildLocale() !== undefined,
  transform: {
    filter: { id: /[\\/]app[\\/]paraglide[\\/]messages[\\/](?!_index)[^\\/]+\.js$/ },
    handler(code, id) {
      if (!code.includes(PARAGLIDE_STATIC_IMPORT)) throw new Error(`paraglide-static-locale: ${id} no longer imports the static locale as expected (Paraglide's output changed?)`);
      return code.replace(PARAGLIDE_STATIC_IMPORT, `import { getLocale } from '../runtime.js';\nconst experimentalStaticLocale = ${JSON.stringify(i18nBuild.buildLocale())};`);
    },
  },
};

/**
 * Paraglide "succeeds" with no messages when it cannot load its message-format plugin (a
 * checkout without node_modules/@inlang/plugin-message-format), and every message is then
 * undefined at run time. The build stops instead, naming a message that did not compile.
 */
const paraglideGuard: Plugin = {
  name: "paraglide-guard",
  buildEnd() {
    const settings = JSON.parse(readFileSync("project.inlang/settings.json", "utf8")) as { "plugin.inlang.messageFormat": { pathPattern: string[] } };
    const compiled = readFileSync("app/paraglide/messages/_index.js", "utf8");
    for (const pattern of settings["plugin.inlang.messageFormat"].pathPattern) {
      for (const key of Object.keys(JSON.parse(readFileSync(pattern.replace("{locale}", "en"), "utf8")) as object)) {
        if (!compiled.includes(`/${key}.js'`)) throw new Error(`Paraglide did not compile the message "${key}" (${pattern}): is @inlang/plugin-message-format installed?`);
      }
    }
  },
};

export default defineConfig({
  // PARAGLIDE_COMPILED: scripts/build/build-site.mjs compiled the messages once before running
  // the languages' builds side by side, so neither rewrites app/paraglide while the other reads it;
  // `npm run typecheck` too, so typegen, which loads this config, does not compile them again (≈ 6 s).
  plugins: [contentData.contentModules(), process.env.PARAGLIDE_COMPILED ? [] : paraglideVitePlugin(paraglideOptions), paraglideRuntimeStub, paraglideStaticLocale, paraglideGuard, eagerCommonJs, tailwindcss(), reactRouter(), cv.cvPlugin(), palettePosts, terminalProjects, math.mathAssetsPlugin()],
  // The lab's worker is bundled on its own: it reads the lab's sample (content/capacity.yaml) too.
  worker: { plugins: () => [contentData.contentModules()] },
  resolve: {
    tsconfigPaths: true,
    // cmdk's unused Command.Dialog would bring Radix's dialog along (see the stub's comment).
    alias: [{ find: /^@radix-ui\/react-dialog$/, replacement: fileURLToPath(new URL("./app/features/palette/no-radix-dialog.ts", import.meta.url)) }],
  },
  // __BUILD_LOCALE__: the one language of this build, whose strings alone its messages keep
  // (app/lib/i18n/paraglide-runtime.ts); undefined in the dev server, which serves every language.
  define: { __BUILD_LOCALE__: JSON.stringify(i18nBuild.buildLocale()) ?? "undefined" },
  // Two bundler reports nobody acts on, printed by every language's build: its slowest plugins
  // (the CV and the palette index, by design) and "not-found.tsx is imported both ways" from the
  // server build, where the root's lazy import of it (there for the browser's first scripts)
  // has nothing to split. docs/decisions.md, issue 48.
  build: { rolldownOptions: { checks: { bundlerTimings: false, ineffectiveDynamicImport: false } } },
  // Chunk groups for the browser build. React and React Router are two groups, not one, so
  // postbuild can have the browser evaluate them in two tasks (each under 50 ms on a slow
  // phone) rather than one. Each script costs a request and ~350 bytes of headers
  // on top of its own bytes; left alone, the bundler made one chunk per icon and per small
  // shared module (14 of the home page's 23 scripts were under 1 KB), and the palette's lazy
  // cmdk, which imports react-dom, split react-dom's index into a file of its own on every
  // page. So: the framework in one chunk (one large file also compresses better), the small
  // shared UI pieces used by two or more routes in another. Content modules and widgets keep
  // their own chunks, so no page loads another page's data or a widget before it is needed.
  environments: {
    client: {
      build: {
        // Vite preloads an `import()`'s dependencies beside it, skipping those the page already
        // has a modulepreload link for (React adds the page's own at hydration). The chunk
        // being imported never has one, so each lazy island added a link for its own chunk,
        // which `import()` is fetching anyway: 1–8 ms at 4× CPU per link, in the task that
        // opens the island. Nor for the chunks every page has loaded before any `import()` runs
        // (the client entry imports React DOM late, before React adds its links: issue 25).
        modulePreload: {
          resolveDependencies: (file, deps) => deps.filter((dep) => dep !== file && !/(^|\/)(rolldown-runtime|framework|router)-[^/]*\.js$/.test(dep)),
        },
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|vite[\\/]preload-helper/,
                  priority: 3,
                },
                { name: "router", test: /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/, priority: 2 },
                // Not the lab's scenario checks (app/lib/capacity, with zod and the model): shared by the lab
                // page and a post's live figure, they would put 9 KB in every page's start.
                { name: "ui", test: /[\\/]app[\\/](components|editor|lib(?![\\/](capacity|content)[\\/]))[\\/]/, minShareCount: 2, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
});
