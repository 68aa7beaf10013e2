// @ts-check
// `npm start`: builds the site when no build exists, then serves it.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import { dirname, join, resolve } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { createApp } from "./app.js";
import { httpServerOptions, readConfig } from "./config.js";
import { createFormInbox } from "./form-inbox.js";
import { createMailNotifier, smtpTransport } from "./mail-notifier.js";

/** From the signal to the exit; process managers (systemd, Docker) wait 10 s before SIGKILL. */
const SHUTDOWN_MS = 5000;

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
// resolve, not join: BUILD_DIR may be absolute (the tests point it at a temporary folder).
const buildDir = resolve(root, process.env.BUILD_DIR || "build");

let config;
try {
  config = readConfig(process.env, { root });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

if (!existsSync(join(buildDir, "client", "index.html")) || !existsSync(join(buildDir, "security.json"))) {
  console.log("No build found: running `npm run build` first…");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const notifier = config.mail
  ? createMailNotifier({ transport: smtpTransport(config.mail.smtpUrl), to: config.mail.to, from: config.mail.from })
  : null;
const inbox = createFormInbox({
  rate: config.rate,
  trustProxy: config.trustProxy,
  maxFileBytes: config.maxFileBytes,
  bodyTimeoutMs: config.timeoutMs,
  notifier,
});
const app = createApp({ buildDir, handlers: [inbox] });

let stopping = false;
const server = createServer(httpServerOptions(config.timeoutMs), (req, res) => {
  // While stopping, each answer ends its connection, so keep-alive clients let go.
  if (stopping) res.setHeader("Connection", "close");
  void app(req, res);
});

// Node's headersTimeout starts at a request's first byte, so a connection that never sends one
// would stay open for good: it gets the same time to deliver its first request's headers.
/** @type {WeakMap<import("node:net").Socket, ReturnType<typeof setTimeout>>} */
const silent = new WeakMap();
server.on("connection", (socket) => {
  const timer = setTimeout(() => socket.destroy(), config.timeoutMs).unref();
  silent.set(socket, timer);
  socket.once("close", () => clearTimeout(timer));
});
server.on("request", (req) => clearTimeout(silent.get(req.socket)));

// PORT=0 takes any free port (the tests do); the line below says which.
const port = process.env.PORT ? Number(process.env.PORT) : 4173;
const host = process.env.HOST || "localhost";
server.listen(port, host, () => {
  const { port: bound } = /** @type {import("node:net").AddressInfo} */ (server.address());
  console.log(`Serving the production build at http://${host}:${bound}  (Ctrl+C stops)`);
  const { perMinute, perDay } = config.rate;
  console.log(
    `Form inbox: ${inbox.file}, ${perMinute}/minute and ${perDay}/day per client` +
      `${config.trustProxy ? ` (behind ${config.trustProxy} trusted proxy hop${config.trustProxy > 1 ? "s" : ""})` : ""}, ` +
      `mail ${config.mail ? `to ${config.mail.to}` : "off (no SMTP_URL)"}`,
  );
});

/**
 * Stops taking connections and submissions, lets every append under way reach the file (a 2xx
 * is only ever sent after its line is written), then exits 0 within SHUTDOWN_MS. Mails still
 * sending get what time is left; their messages are in the file whatever happens.
 * @param {string} signal
 */
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  const started = Date.now();
  const left = () => SHUTDOWN_MS - (Date.now() - started);
  console.log(`${signal}: finishing the submissions under way, then stopping`);
  // Only a write stuck on the disk gets here; the exit code says the stop was not clean.
  setTimeout(() => {
    console.error(`Still writing the inbox after ${SHUTDOWN_MS} ms: exiting anyway`);
    process.exit(1);
  }, SHUTDOWN_MS - 200).unref();

  const closed = new Promise((resolve) => server.close(() => resolve(undefined)));
  server.closeIdleConnections();
  await inbox.close();
  // The answers of the last appends are on their way; a visitor's open tab must not hold us.
  await Promise.race([closed, delay(Math.max(0, Math.min(1000, left() - 1500)))]);
  server.closeAllConnections();
  if (notifier?.pending) {
    await notifier.settle(Math.max(0, left() - 1000));
    if (notifier.pending) console.error(`${notifier.pending} notification(s) not mailed; the messages are in ${inbox.file}`);
  }
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
