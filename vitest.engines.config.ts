import { defineConfig } from "vitest/config";

// The cross-engine smoke suite (cross-engine/): Firefox and WebKit, one file each, in parallel,
// against the production build. `npm run test:engines` runs it under xvfb-run (WebKit needs X).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["cross-engine/*.test.ts"],
    environment: "node",
    globalSetup: ["cross-engine/serve.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: ["verbose"],
  },
});
