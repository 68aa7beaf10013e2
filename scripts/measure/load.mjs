// `npm run load`: drives the `npm start` server on loopback for 10 s with 50 connections
// across the routes and their assets, then sends 500 concurrent submissions to the local
// form inbox and checks that exactly 500 lines were stored. On demand, not part of `npm test`.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";

const PORT = Number(process.env.LOAD_PORT) || 4390;
const base = `http://localhost:${PORT}`;
const inboxDir = mkdtempSync(join(tmpdir(), "form-inbox-"));
const ROUTES = ["/", "/about", "/portfolio", "/blog", "/services", "/contact"];

const server = spawn("node", ["server/start.js"], {
  // 500 submissions from one address: far past the per-client limit of the inbox, which is not
  // what this measures. No SMTP_URL, so the owner gets no 500 mails.
  env: {
    ...process.env,
    PORT: String(PORT),
    FORM_INBOX_DIR: inboxDir,
    FORM_RATE_PER_MINUTE: "1000000",
    FORM_RATE_PER_DAY: "1000000",
    SMTP_URL: "",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
const failures = [];
try {
  await waitForServer();
  // Every route plus the assets its HTML references, as a browser would fetch them.
  const paths = new Set(ROUTES);
  for (const route of ROUTES) {
    const html = await (await fetch(base + route)).text();
    for (const [, asset] of html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)) paths.add(asset);
    for (const [, asset] of html.matchAll(/(?:import|from) "(\/assets\/[^"]+)"/g)) paths.add(asset);
  }
  const requests = [...paths].map((path) => ({ method: "GET", path, headers: { "accept-encoding": "br, gzip" } }));

  const result = await autocannon({ url: base, connections: 50, duration: 10, requests });
  const l = result.latency;
  console.log(`\nStatic load: ${requests.length} distinct URLs, 50 connections, 10 s`);
  console.log(`  requests/s  avg ${Math.round(result.requests.average)}, total ${result.requests.total}`);
  console.log(`  latency ms  p50 ${l.p50}, p90 ${l.p90}, p99 ${l.p99}, max ${l.max}`);
  console.log(`  throughput  ${(result.throughput.average / 1024 / 1024).toFixed(1)} MB/s`);
  console.log(`  errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`);
  if (result.errors || result.timeouts || result.non2xx) failures.push("static load saw errors or non-2xx answers");

  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: 500 }, (_, i) =>
      fetch(`${base}/api/forms`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({
          name: `Load test ${i}`,
          email: `load${i}@example.com`,
          message: `Submission ${i} of 500`,
          _subject: `New contact form submission from Load test ${i}`,
          _replyto: `load${i}@example.com`,
        }),
      }).then((r) => r.status),
    ),
  );
  const ms = Math.round(performance.now() - started);
  const ok = answers.filter((s) => s === 200).length;
  const files = readdirSync(inboxDir);
  const lines = files.flatMap((f) => readFileSync(join(inboxDir, f), "utf8").split("\n").filter(Boolean));
  const valid = lines.filter((line) => {
    try {
      const entry = JSON.parse(line);
      return entry.form === "contact" && entry.message.startsWith("Submission ") && Boolean(entry.receivedAt);
    } catch {
      return false;
    }
  }).length;
  console.log(`\nForm inbox: 500 concurrent submissions in ${ms} ms`);
  console.log(`  answered 200: ${ok}; lines stored: ${lines.length}; valid JSON lines: ${valid}`);
  if (ok !== 500 || lines.length !== 500 || valid !== 500) failures.push("form inbox did not store exactly 500 valid lines");
} finally {
  server.kill("SIGINT");
}
if (failures.length) {
  console.error(`\n✗ ${failures.join("; ")}`);
  process.exit(1);
}
console.log("\n✓ zero errors");

async function waitForServer() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/`)).ok) return;
    } catch {
      // not up yet (it may be building)
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not start");
}
