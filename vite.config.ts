import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, runnerImport } from "vite";

// Loaded through Vite's module runner: the CV generator (TSX, react-pdf) stays out of the
// config bundle and its extensionless imports need no `configLoader` warnings.
const { module: cv } = await runnerImport<typeof import("./scripts/cv/vite-plugin")>("./scripts/cv/vite-plugin.ts");

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), cv.cvPlugin()],
  resolve: { tsconfigPaths: true },
});
