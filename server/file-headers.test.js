import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createApp } from "./app.js";

let server;
let base;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), "site-build-"));
  mkdirSync(join(dir, "client"), { recursive: true });
  writeFileSync(join(dir, "client", "404.html"), "<h1>404</h1>");
  writeFileSync(join(dir, "client", "cv.pdf"), "%PDF-1.3 fake");
  writeFileSync(join(dir, "client", "other.pdf"), "%PDF-1.3 fake");
  writeFileSync(join(dir, "security.json"), JSON.stringify({ scriptHashes: [], formOrigin: null }));
  writeFileSync(
    join(dir, "file-headers.json"),
    JSON.stringify({ "/cv.pdf": { "Content-Type": "application/pdf", "Content-Disposition": 'inline; filename="A-B-CV.pdf"' } }),
  );
  server = createServer(createApp({ buildDir: dir }));
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${server.address().port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

it("sends the headers postbuild wrote for a file, and only for that file", async () => {
  const cv = await fetch(`${base}/cv.pdf`);
  expect(cv.status).toBe(200);
  expect(cv.headers.get("content-type")).toBe("application/pdf");
  expect(cv.headers.get("content-disposition")).toBe('inline; filename="A-B-CV.pdf"');
  expect(cv.headers.get("content-security-policy")).toBeNull();

  const other = await fetch(`${base}/other.pdf`);
  expect(other.headers.get("content-disposition")).toBeNull();
});
