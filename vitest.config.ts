import { defineConfig } from "vitest/config";

// Separate from vite.config.ts: unit tests must not load the React Router plugin.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "jsdom",
    globals: true,
    setupFiles: ["./vitest.setup.ts"],
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.{js,ts}", "scripts/**/*.test.{js,ts}"],
  },
});
