import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { siteUrlOrThrow } from "./app/lib/site-url";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // SITE_URL normalised ("" when unset; a malformed one already stopped the build in
  // scripts/site-url-guard.ts). app/content/site.ts reads it, so the prerendered HTML and the
  // browser bundle carry the same origin as the sitemap and feed written by the build scripts.
  define: { __SITE_URL__: JSON.stringify(siteUrlOrThrow(process.env.SITE_URL, "")) },
});
