import { type ChildProcess, spawn } from "node:child_process";
import type { TestProject } from "vitest/node";

const PORT = Number(process.env.ENGINES_PORT) || 4331;

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Serves the production build as `npm start` does, for every engine's tests. */
export default async function serve(project: TestProject) {
  const server: ChildProcess = spawn(process.execPath, ["server/start.js"], {
    env: { ...process.env, PORT: String(PORT), BUILD_DIR: process.env.BUILD_DIR || "build", FORM_INBOX_DIR: "test-results-engines-inbox" },
    stdio: "ignore",
  });
  const base = `http://localhost:${PORT}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/`)).ok) break;
    } catch {
      if (i > 200) throw new Error(`The site did not start on ${base}: is it built (npm run build)?`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  project.provide("baseUrl", base);
  return () => {
    server.kill();
  };
}
