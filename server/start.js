// @ts-check
// `npm start`: builds the site when no build exists, then serves it.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createApp } from "./app.js";
import { createFormInbox } from "./form-inbox.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = join(root, process.env.BUILD_DIR || "build");

if (!existsSync(join(buildDir, "client", "index.html")) || !existsSync(join(buildDir, "security.json"))) {
  console.log("No build found: running `npm run build` first…");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const port = Number(process.env.PORT) || 4173;
const host = process.env.HOST || "localhost";
const server = createServer(createApp({ buildDir, handlers: [createFormInbox()] }));

server.listen(port, host, () => {
  console.log(`Serving the production build at http://${host}:${port}  (Ctrl+C stops)`);
});

function stop() {
  server.close(() => process.exit(0));
  // Keep-alive sockets would hold close() open; a visitor's tab must not block shutdown.
  server.closeAllConnections();
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
