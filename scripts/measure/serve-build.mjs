// Starts the production server in-process on a free port, for the benchmark scripts.
import { createServer } from "node:http";
import { join } from "node:path";
import { createApp } from "../../server/app.js";

/** @returns {Promise<{ url: string, close: () => Promise<void> }>} */
export async function serveBuild(buildDir = join(process.cwd(), process.env.BUILD_DIR || "build"), handlers = []) {
  const server = createServer(createApp({ buildDir, handlers }));
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://localhost:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
