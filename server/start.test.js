// @ts-check
// `npm start` as a process: graceful shutdown and timeouts (issue 23), plus the promise that the
// request timeout never cuts a download.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, get, request } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { createApp } from "./app.js";
import { httpServerOptions } from "./config.js";

const startJs = join(dirname(fileURLToPath(import.meta.url)), "start.js");

/** What start.js needs of a build: security.json, the home page and the 404 page. */
function fakeBuild() {
  const dir = mkdtempSync(join(tmpdir(), "start-build-"));
  mkdirSync(join(dir, "client"));
  writeFileSync(join(dir, "client", "index.html"), "<h1>home</h1>");
  writeFileSync(join(dir, "client", "404.html"), "<h1>404</h1>");
  writeFileSync(join(dir, "security.json"), JSON.stringify({ scriptHashes: [], formOrigin: null }));
  return dir;
}

/** @type {import("node:child_process").ChildProcess[]} */
let children = [];
afterEach(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  children = [];
});

/**
 * Runs `node server/start.js` on a free port of 127.0.0.1 and resolves once it listens.
 * @param {Record<string, string>} env
 */
async function startServer(env = {}) {
  const build = fakeBuild();
  const inboxDir = join(build, "data");
  const child = spawn(process.execPath, [startJs], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", BUILD_DIR: build, FORM_INBOX_DIR: inboxDir, SMTP_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stderr?.on("data", (chunk) => (output += chunk));
  const port = await new Promise((resolve, reject) => {
    child.stdout?.on("data", (chunk) => {
      output += chunk;
      const match = /Serving .* at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once("exit", (code) => reject(new Error(`start.js exited (${code}): ${output}`)));
  });
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal, at: performance.now() })));
  return { child, port, inboxFile: join(inboxDir, "form-submissions.jsonl"), exited, output: () => output };
}

/**
 * One POST on its own connection; resolves with the status, or 0 when the connection failed.
 * With `rest`, the body's second half is sent only once that promise settles.
 * @param {number} port @param {string} body @param {Promise<unknown>} [rest] @returns {Promise<number>}
 */
function postJson(port, body, rest) {
  return new Promise((resolve) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path: "/api/forms",
        method: "POST",
        agent: false,
        headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
        res.on("error", () => resolve(0));
      },
    );
    req.on("error", () => resolve(0));
    if (!rest) {
      req.end(body);
      return;
    }
    const half = Math.floor(body.length / 2);
    req.write(body.slice(0, half));
    void rest.then(() => req.end(body.slice(half)));
  });
}

describe("graceful shutdown", () => {
  it("on SIGTERM in the middle of 500 concurrent submissions exits 0 within 5 s, every 2xx stored on a valid line", async () => {
    const { child, port, inboxFile, exited, output } = await startServer({ FORM_RATE_PER_MINUTE: "100000", FORM_RATE_PER_DAY: "100000" });
    let taken = 0;
    /** @type {number | undefined} */
    let signalledAt;
    // Half the submissions arrive at once; the other half are still sending their body when the
    // server says it got the signal, so it always lands in the middle, however fast the server.
    const afterSignal = new Promise((resolve) => {
      const check = () => /SIGTERM: finishing/.test(output()) && resolve(undefined);
      child.stdout?.on("data", check);
    });
    const statuses = await Promise.all(
      Array.from({ length: 500 }, (_, i) =>
        postJson(
          port,
          JSON.stringify({ name: `Sender ${i}`, email: `s${i}@example.com`, message: `Message ${i} ${"m".repeat(1000)}` }),
          i % 2 ? afterSignal : undefined,
        ).then((status) => {
          if (status === 200) taken += 1;
          if (taken === 20 && signalledAt === undefined) {
            signalledAt = performance.now();
            child.kill("SIGTERM");
          }
          return status;
        }),
      ),
    );
    const { code, at } = /** @type {{ code: number | null, at: number }} */ (await exited);
    /** @type {Record<number, number>} */
    const counts = {};
    for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
    const summary = `statuses ${JSON.stringify(counts)}; server said: ${output()}`;
    expect(code, summary).toBe(0);
    expect(at - /** @type {number} */ (signalledAt), summary).toBeLessThan(5000);

    const lines = readFileSync(inboxFile, "utf8").split("\n");
    expect(lines.pop()).toBe(""); // the file ends with a whole line
    const stored = new Set(lines.map((line) => JSON.parse(line).name));
    const ok = statuses.flatMap((status, i) => (status >= 200 && status < 300 ? [`Sender ${i}`] : []));
    expect(ok.length, summary).toBeGreaterThanOrEqual(20);
    for (const name of ok) expect(stored.has(name), `${name}; ${summary}`).toBe(true);
    // And the other way round: no message was stored while its sender was cut off unanswered.
    expect(stored.size, summary).toBe(ok.length);
    // Those not taken got an answer with a reason, or no connection at all (status 0).
    expect(statuses.filter((status) => status !== 0 && status !== 200 && status !== 503), summary).toEqual([]);
    // The signal did land midway: not everything was taken.
    expect(statuses.some((status) => status < 200 || status >= 300), summary).toBe(true);
  }, 30_000);
});

describe("npm start", () => {
  /** Whether anything still accepts connections on the port. @param {number} port */
  const listening = (port) =>
    new Promise((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => (socket.destroy(), resolve(true)));
      socket.once("error", () => resolve(false));
    });

  // npm passes the signal only to the shell it runs the script in (`sh -c`), which does not pass
  // it on; the script's `exec` makes the server that process, so the signal reaches it.
  it.each(["SIGTERM", "SIGINT"])("frees the port when its npm process gets %s", async (signal) => {
    const build = fakeBuild();
    const npm = spawn("npm", ["start", "--silent"], {
      cwd: join(dirname(startJs), ".."),
      env: { ...process.env, PORT: "0", HOST: "127.0.0.1", BUILD_DIR: build, FORM_INBOX_DIR: join(build, "data"), SMTP_URL: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.push(npm);
    let output = "";
    const port = await new Promise((resolve, reject) => {
      npm.stdout?.on("data", (chunk) => {
        output += chunk;
        const match = /Serving .* at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
        if (match) resolve(Number(match[1]));
      });
      npm.once("exit", (code) => reject(new Error(`npm start exited (${code}): ${output}`)));
    });
    expect(await listening(port)).toBe(true);
    npm.kill(/** @type {NodeJS.Signals} */ (signal));
    await expect.poll(() => listening(port), { timeout: 5000, interval: 100 }).toBe(false);
  }, 20_000);
});

describe("timeouts", () => {
  it("cuts off a client that trickles its headers (REQUEST_TIMEOUT_MS)", async () => {
    const { port } = await startServer({ REQUEST_TIMEOUT_MS: "300" });
    const socket = connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    const started = performance.now();
    socket.write("POST /api/forms HTTP/1.1\r\nHost: x\r\n");
    const drip = setInterval(() => socket.writable && socket.write("X-Slow: 1\r\n"), 50);
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk));
    socket.on("error", () => undefined);
    await new Promise((resolve) => socket.once("close", resolve));
    clearInterval(drip);
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(280);
    expect(elapsed).toBeLessThan(1500);
    // Node's headersTimeout answers 408, start.js's first-request timer just closes: whichever
    // is first.
    expect(answer === "" || answer.startsWith("HTTP/1.1 408")).toBe(true);
  }, 15_000);

  it("closes a connection that never sends a byte (REQUEST_TIMEOUT_MS)", async () => {
    const { port } = await startServer({ REQUEST_TIMEOUT_MS: "300" });
    const socket = connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    const started = performance.now();
    // Read what comes: when Node's own headersTimeout check runs before start.js's timer, a 408
    // arrives before the close, and a socket that leaves it unread never reaches 'end' or 'close'.
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk));
    socket.on("error", () => undefined);
    await new Promise((resolve) => socket.once("close", resolve));
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeLessThan(1500);
    expect(answer === "" || answer.startsWith("HTTP/1.1 408")).toBe(true);
  }, 15_000);

  it("keeps a connection whose first request arrived in time, for keep-alive", async () => {
    const { port } = await startServer({ REQUEST_TIMEOUT_MS: "300" });
    const socket = connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(socket.destroyed).toBe(false);
    socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(answer.match(/HTTP\/1\.1 200/g)).toHaveLength(2);
    socket.destroy();
  }, 15_000);

  it("cuts off a client that trickles its body (REQUEST_TIMEOUT_MS)", async () => {
    const { port, inboxFile } = await startServer({ REQUEST_TIMEOUT_MS: "300" });
    const socket = connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    const started = performance.now();
    socket.write("POST /api/forms HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{");
    const drip = setInterval(() => socket.writable && socket.write(" "), 50);
    socket.on("error", () => undefined);
    // An answer left unread would keep the socket from ever closing (see the test above).
    socket.resume();
    await new Promise((resolve) => socket.once("close", resolve));
    clearInterval(drip);
    expect(performance.now() - started).toBeLessThan(1500);
    expect(() => readFileSync(inboxFile)).toThrow(/ENOENT/);
  }, 15_000);

  it("never cuts a slow download of a static file: the request timeout ends once the request is in", async () => {
    const build = fakeBuild();
    const big = Buffer.alloc(16 * 1024 * 1024, "a");
    writeFileSync(join(build, "client", "big.bin"), big);
    const server = createServer(httpServerOptions(200), createApp({ buildDir: build }));
    await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
    const port = /** @type {import("node:net").AddressInfo} */ (server.address()).port;
    try {
      const started = performance.now();
      const received = await new Promise((resolve, reject) => {
        get({ host: "127.0.0.1", port, path: "/big.bin", agent: false }, (res) => {
          let bytes = 0;
          // A pause after every chunk: the download takes well over the 200 ms timeout.
          res.on("data", (chunk) => {
            bytes += chunk.length;
            res.pause();
            setTimeout(() => res.resume(), 5);
          });
          res.on("end", () => resolve(bytes));
          res.on("error", reject);
        }).on("error", reject);
      });
      expect(performance.now() - started).toBeGreaterThan(600);
      expect(received).toBe(big.length);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }, 20_000);
});
