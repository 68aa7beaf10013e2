import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// SITE_URL has already been checked by scripts/site-url-guard.ts (react-router.config.ts loads
// it first), so its origin is what app/lib/site-url.ts would return; "" when unset.
const siteUrl = process.env.SITE_URL?.trim() ? new URL(process.env.SITE_URL.trim()).origin : "";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // Compiled into app/content/site.ts, so the prerendered HTML and the browser bundle carry the
  // same origin as the sitemap and feed the build scripts write.
  define: { __SITE_URL__: JSON.stringify(siteUrl) },
});
