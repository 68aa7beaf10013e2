import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { type Plugin, defineConfig, runnerImport } from "vite";

/**
 * `virtual:palette-posts` for the command palette: slug and title of each published post
 * (app/features/palette/post-index.ts). Loaded through Vite's module runner rather than
 * imported here, so this config keeps no extension-less local imports.
 */
const palettePosts: Plugin = {
  name: "palette-posts",
  resolveId: { filter: { id: /^virtual:palette-posts$/ }, handler: (id) => `\0${id}` },
  load: {
    filter: { id: /^\0virtual:palette-posts$/ },
    async handler() {
      this.addWatchFile("content/posts");
      const { module } = await runnerImport<typeof import("./app/features/palette/post-index")>(
        "./app/features/palette/post-index.ts",
        { configFile: false },
      );
      return module.postIndexModule();
    },
  },
};

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), palettePosts],
  resolve: { tsconfigPaths: true },
});
