import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, runnerImport } from "vite";

// Loaded through Vite's module runner: the CV generator (TSX, react-pdf) stays out of the
// config bundle and its extensionless imports need no `configLoader` warnings.
const { module: cv } = await runnerImport<typeof import("./scripts/cv/vite-plugin")>("./scripts/cv/vite-plugin.ts");

// SITE_URL has already been checked by scripts/site-url-guard.ts (react-router.config.ts loads
// it first), so its origin is what app/lib/site-url.ts would return; "" when unset.
const siteUrl = process.env.SITE_URL?.trim() ? new URL(process.env.SITE_URL.trim()).origin : "";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), cv.cvPlugin()],
  resolve: { tsconfigPaths: true },
  // Compiled into app/content/site.ts, so the prerendered HTML and the browser bundle carry the
  // same origin as the sitemap and feed the build scripts write.
  define: { __SITE_URL__: JSON.stringify(siteUrl) },
});
