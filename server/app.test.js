import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app.js";
import { securityHeaders } from "./security-headers.js";

/** A tiny fake build: the server's behaviour does not depend on the real pages. */
function fakeBuild() {
  const dir = mkdtempSync(join(tmpdir(), "site-build-"));
  const client = join(dir, "client");
  mkdirSync(join(client, "assets"), { recursive: true });
  writeFileSync(join(client, "index.html"), "<h1>home</h1>");
  // Pages as postbuild writes them: one file per address, about.html for /about.
  writeFileSync(join(client, "about.html"), "<h1>about</h1>");
  writeFileSync(join(client, "404.html"), "<h1>404</h1>");
  writeFileSync(join(client, "assets", "app-abc123.js"), "console.log(1)");
  writeFileSync(join(client, "blog.data"), "[]");
  writeFileSync(join(client, "blog.html"), "<h1>a page postbuild did not hash</h1>");
  writeFileSync(
    join(dir, "security.json"),
    JSON.stringify({
      pages: ["/", "/404", "/about"],
      formOrigin: null,
    }),
  );
  return dir;
}

let server;
let base;

beforeAll(async () => {
  server = createServer(createApp({ buildDir: fakeBuild() }));
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${server.address().port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("static server", () => {
  it("maps /about to about.html, HTML not cached", async () => {
    const res = await fetch(`${base}/about`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("<h1>about</h1>");
    expect(res.headers.get("cache-control")).toBe("no-cache");
  });

  it("answers the other spellings of a page's address with a 301 to it, keeping the query", async () => {
    for (const [path, location] of [
      ["/about/", "/about"],
      ["/about.html", "/about"],
      ["/about/index.html", "/about"],
      ["/about/?ref=x", "/about?ref=x"],
      ["/index.html", "/"],
    ]) {
      const res = await fetch(`${base}${path}`, { redirect: "manual" });
      expect(res.status, path).toBe(301);
      expect(res.headers.get("location"), path).toBe(location);
    }
    // Not a page of the site: no redirect anywhere, the not-found page.
    const res = await fetch(`${base}//evil.example/`, { redirect: "manual" });
    expect(res.status).toBe(404);
  });

  it("caches hashed assets for a year", async () => {
    const res = await fetch(`${base}/assets/app-abc123.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("immutable");
  });

  it("answers unknown paths and /404 with the not-found page and status 404", async () => {
    for (const path of ["/nope", "/404", "/404.html", "/assets/missing.js"]) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toBe("<h1>404</h1>");
    }
  });

  it("gives React Router data files a content type", async () => {
    const res = await fetch(`${base}/blog.data`);
    expect(res.headers.get("content-type")).toBe("text/x-script");
  });

  it("lets a prefetched data file be used at once, revalidated behind the move (issue 60)", async () => {
    const res = await fetch(`${base}/blog.data`);
    expect(res.headers.get("cache-control")).toBe("max-age=0, stale-while-revalidate=300");
  });

  it("sends the security headers on every response", async () => {
    for (const path of ["/", "/nope", "/about"]) {
      const res = await fetch(`${base}${path}`);
      const csp = res.headers.get("content-security-policy") ?? "";
      // One policy for every page, as the static hosts' _headers: each page's meta policy
      // carries its own script hashes (server/security-headers.js).
      expect(csp).toBe(securityHeaders({})["Content-Security-Policy"]);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    }
  });

  it("sends the policy with documents only, not with every asset", async () => {
    const res = await fetch(`${base}/assets/app-abc123.js`);
    expect(res.headers.get("content-security-policy")).toBeNull();
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    // Document-only headers: a hashed script does not need them on every request.
    for (const name of ["strict-transport-security", "permissions-policy", "x-frame-options", "cross-origin-opener-policy"]) {
      expect(res.headers.get(name), name).toBeNull();
    }
  });

  it("sends the document headers on pages and the 404 page", async () => {
    for (const path of ["/", "/about", "/nope"]) {
      const res = await fetch(`${base}${path}`);
      expect(res.headers.get("strict-transport-security")).toContain("max-age=");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    }
  });

  it("refuses other methods on static files", async () => {
    const res = await fetch(`${base}/about`, { method: "DELETE" });
    expect(res.status).toBe(405);
  });
});

describe("a rebuild under the running server", () => {
  it("serves the new files whole, answers a removed one with the not-found page, and keeps running", async () => {
    const dir = fakeBuild();
    const client = join(dir, "client");
    const rebuilt = createServer(createApp({ buildDir: dir }));
    await new Promise((resolve) => rebuilt.listen(0, "127.0.0.1", resolve));
    const at = `http://127.0.0.1:${rebuilt.address().port}`;
    try {
      expect(await (await fetch(`${at}/about`)).text()).toBe("<h1>about</h1>");
      // What `npm run build` does beside `npm start`: pages rewritten, hashed files replaced.
      writeFileSync(join(client, "about.html"), "<h1>about, rewritten at twice the length</h1>");
      rmSync(join(client, "assets", "app-abc123.js"));
      writeFileSync(join(client, "assets", "app-def456.js"), "console.log(2)");
      writeFileSync(join(client, "404.html"), "<h1>the new 404</h1>");

      expect(await (await fetch(`${at}/about`)).text()).toBe("<h1>about, rewritten at twice the length</h1>");
      const gone = await fetch(`${at}/assets/app-abc123.js`);
      expect(gone.status).toBe(404);
      expect(await gone.text()).toBe("<h1>the new 404</h1>");
      expect(await (await fetch(`${at}/assets/app-def456.js`)).text()).toBe("console.log(2)");
      expect((await fetch(`${at}/`)).status).toBe(200);
    } finally {
      await new Promise((resolve) => rebuilt.close(resolve));
    }
  });
});
