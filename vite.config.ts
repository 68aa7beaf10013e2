import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { palettePostIndex } from "./app/features/palette/post-index-plugin";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), palettePostIndex()],
  resolve: { tsconfigPaths: true },
});
