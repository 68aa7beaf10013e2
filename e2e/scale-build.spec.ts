import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { expect, test } from "./fixtures";
import { fixtureExtras, fixturePosts } from "../scripts/author/fixture-posts.mjs";
import { initialScripts } from "../scripts/measure/initial-js.mjs";
import { HEADERS_LIMITS, countRules } from "../scripts/build/headers-file";
import { site } from "../app/lib/content/site";

/**
 * The build at 200 posts and more (issue 26), read from the fixture build's files (`npm run
 * build:fixture`) and its `npm start` server: what every page and every host gets must not grow
 * with the posts, and no draft may leak.
 */

const CLIENT = join(process.cwd(), process.env.SCALE_BUILD_DIR || "build-fixture/site", "client");

interface FrontMatter {
  slug: string;
  title: string;
  status: "Published" | "Draft";
  /** Absent means English. */
  lang?: string;
}

// The fixture's own featured guide (its Swedish translation is listed on the Swedish blog only).
const samples = (fixtureExtras() as FrontMatter[]).filter((p) => (p.lang ?? "en") === "en");
const all: FrontMatter[] = [...samples, ...(fixturePosts(200) as FrontMatter[])];
const published = all.filter((p) => p.status === "Published");
const drafts = all.filter((p) => p.status === "Draft");

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)],
  );
}
const read = (path: string) => readFileSync(join(CLIENT, path), "utf8");
const htmlPages = () => filesUnder(CLIENT).filter((f) => f.endsWith(".html"));
/** The address a built page answers at, as the server maps it. */
const addressOf = (file: string) =>
  `/${relative(CLIENT, file).split(sep).join("/").replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "")}`;

test.beforeAll(() => {
  if (!existsSync(join(CLIENT, "index.html"))) {
    throw new Error("No fixture build: run `npm run build:fixture` first (npm test does).");
  }
});

test("the fixture has what these tests assume", () => {
  expect(all.length).toBeGreaterThan(200);
  expect(drafts.length).toBeGreaterThan(1);
  expect(htmlPages().length).toBeGreaterThan(published.length);
});

test("_headers stays within Cloudflare Pages' limits: 2,000 characters a line, 100 rules", () => {
  const text = read("_headers");
  for (const [i, line] of text.split("\n").entries()) {
    expect(line.length, `_headers line ${i + 1}`).toBeLessThanOrEqual(HEADERS_LIMITS.lineLength);
  }
  expect(countRules(text)).toBeLessThanOrEqual(HEADERS_LIMITS.rules);
  // No page's hashes: the policy is the same size at any number of posts.
  expect(text).not.toContain("sha256-");
});

// In each language (issue 36): the Swedish home page, sv.html, loads its own scripts.
for (const page of ["index.html", "sv.html"]) test(`the home page's JavaScript stays within 115 KB and carries nothing per post (${page})`, async ({ request }) => {
  const scripts = initialScripts(CLIENT, page);
  // As Lighthouse counts it (docs/performance.md): the bytes `npm start` sends, headers included.
  let transferred = 0;
  for (const path of scripts) {
    const res = await request.get(path, { headers: { "Accept-Encoding": "br, gzip" } });
    expect(res.status(), path).toBe(200);
    const headers = res.headersArray().reduce((sum, h) => sum + `${h.name}: ${h.value}\r\n`.length, 0);
    transferred += Number(res.headers()["content-length"]) + headers + "HTTP/1.1 200 OK\r\n\r\n".length;
  }
  expect(transferred, scripts.join(", ")).toBeLessThanOrEqual(115 * 1024);
  const text = scripts.map((p) => readFileSync(join(CLIENT, p), "utf8")).join("\n");
  for (const post of fixturePosts(200) as FrontMatter[]) expect(text, post.slug).not.toContain(post.slug);
  // The route manifest every page loads has one route for all posts.
  const manifest = scripts.find((p) => /\/manifest-[\w-]+\.js$/.test(p));
  expect(manifest).toBeDefined();
  expect(readFileSync(join(CLIENT, manifest!), "utf8")).toContain('"path":"blog/:slug"');
});

test("the sitemap and the feed list every published post and no draft", () => {
  const sitemap = new Set([...read("sitemap.xml").matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
  const feed = new Set([...read("rss.xml").matchAll(/<link>([^<]+)<\/link>/g)].map((m) => m[1]));
  for (const post of published) {
    expect(sitemap.has(`${site.siteUrl}/blog/${post.slug}`), `sitemap: ${post.slug}`).toBe(true);
    expect(feed.has(`${site.siteUrl}/blog/${post.slug}`), `feed: ${post.slug}`).toBe(true);
  }
  for (const post of drafts) {
    expect(sitemap.has(`${site.siteUrl}/blog/${post.slug}`), `sitemap: ${post.slug}`).toBe(false);
    expect(feed.has(`${site.siteUrl}/blog/${post.slug}`), `feed: ${post.slug}`).toBe(false);
  }
});

test("no draft is reachable: no page, no data, in no script, and 404 from the server", async ({ request }) => {
  const scripts = filesUnder(join(CLIENT, "assets"))
    .filter((f) => f.endsWith(".js"))
    .map((f) => readFileSync(f, "utf8"));
  // The palette's post list is one of these scripts: it has every published post.
  const quoted = (slug: string) => new RegExp(`["'\`]${slug}["'\`]`);
  expect(scripts.some((s) => published.every((p) => quoted(p.slug).test(s)))).toBe(true);
  for (const post of drafts) {
    expect(existsSync(join(CLIENT, "blog", post.slug)), post.slug).toBe(false);
    expect(existsSync(join(CLIENT, "blog", `${post.slug}.data`)), post.slug).toBe(false);
    expect(scripts.some((s) => s.includes(post.slug)), `a script names ${post.slug}`).toBe(false);
    for (const path of [`/blog/${post.slug}`, `/blog/${post.slug}.data`]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  }
});

/** sha256 sources of the scripts a browser runs from a page's text, written apart from postbuild's. */
function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (!body || /\bsrc=/.test(attributes!) || /application\/ld\+json/.test(attributes!)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return [...hashes];
}

const scriptSrc = (policy: string) => /script-src ([^;]*)/.exec(policy)?.[1]?.split(" ") ?? [];

test("every page's policy allows each of its inline scripts, before the first one runs", async ({ request }) => {
  const pages = htmlPages();
  for (const file of pages) {
    const html = readFileSync(file, "utf8");
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html);
    expect(meta, addressOf(file)).not.toBeNull();
    // The policy governs only what follows it: nothing but the charset may come first.
    expect(html.indexOf('<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy"'), addressOf(file)).toBeGreaterThan(-1);
    expect(html.indexOf("<script"), addressOf(file)).toBeGreaterThan(meta!.index);
    const allowed = scriptSrc(meta![1]!);
    expect(allowed).not.toContain("'unsafe-inline'");
    const hashes = inlineScriptHashes(html);
    expect(hashes.length, addressOf(file)).toBeGreaterThan(0);
    for (const hash of hashes) expect(allowed, `${addressOf(file)} ${hash}`).toContain(hash);
  }
  // `npm start` sends every page the one header policy of `_headers`: no hashes, whatever the
  // number of pages (the meta policy above holds them).
  const inFile = /Content-Security-Policy: (.*)/.exec(readFileSync(join(CLIENT, "_headers"), "utf8"))?.[1];
  expect(inFile).toBeTruthy();
  for (const file of pages.filter((_, i) => i % 10 === 0)) {
    const address = addressOf(file) === "/404" ? "/no-such-page" : addressOf(file);
    expect((await request.get(address)).headers()["content-security-policy"], address).toBe(inFile);
  }
});
