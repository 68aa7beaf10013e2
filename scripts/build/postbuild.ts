import { mkdir, readFile, readdir, rename, rm, rmdir, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import { availableParallelism } from "node:os";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip as gzipCallback } from "node:zlib";
import { type Post, postLang, postsInLanguage } from "../../app/lib/content/blog-post";
import type { BodyPart } from "../../app/lib/content/body";
import { localeOfPath, stripLocale } from "../../app/lib/i18n/locale";
import { listingPagePaths, pagesOf } from "../../app/lib/content/blog-listing";
import { SV_FEED_DESCRIPTION, feedPath, rssXml } from "../../app/lib/content/feed.server";
import { pages } from "../../app/lib/content/pages";
import { pageTexts as englishPageTexts } from "../../app/lib/content/page-texts";
import { loadAllPosts, loadPosts, postPaths, publishedPosts } from "../../app/lib/content/posts.server";
import { type LoadedProject, caseStudyPaths, loadAllProjectsSync } from "../../app/lib/content/projects.server";
import { site } from "../../app/lib/content/site";
import { tagPagePaths } from "../../app/lib/content/tags";
import { metaPolicy, securityHeaders } from "../../server/security-headers.js";
import { assertHeadersFileFits } from "./headers-file";
import { inlineScriptHashesOf, withPolicyMeta } from "./page-policy";
import { structuredDataJson } from "../../app/lib/structured-data";
import { BUILD_CACHE_DIR, contentKey, mapLimit, openBuildCache } from "./build-cache";
import { writeIconsAndManifest, writeShareImages } from "./share-images";
import { writeCvHeaders } from "./cv/cv-headers";
import { figurePlans } from "../../app/lib/content/markdown-figures.server";
import { MATH_STYLESHEET, hasMath } from "../../app/lib/content/math";
import { writeFigures } from "./figures";
import { mathStylesheetFor } from "./math-assets";
import { minifySync } from "rolldown/experimental";

/**
 * Runs after React Router has prerendered every page: finishes the static site so any host
 * (and the `npm start` server) can serve build/client as it is.
 */
export async function postbuild(buildDir: string): Promise<void> {
  const client = join(buildDir, "client");
  const posts = await loadPosts();
  // Every language's posts: a Swedish post's page (sv/blog/<slug>) is finished like an English one's.
  const allPosts = await loadAllPosts();
  // Every language's projects: a case study's page is finished like a post's (and its figures planned).
  const projects = loadAllProjectsSync();
  // Each page's canonical address and alternates, as its head declares them: the sitemap's source.
  const declared = new Map<string, DeclaredLinks>();
  await moveNotFoundPage(client);
  const libraries = await libraryChunks(client);
  const formOrigin = configuredFormOrigin();
  // Every page's address, for the `npm start` server's redirects.
  const pages: string[] = [];
  const mathCss = await readFile(join(client, MATH_STYLESHEET), "utf8");
  await rewriteHtml(client, (html, file) => {
    const post = postOfFile(allPosts, relative(client, file));
    const study = caseStudyOfFile(projects, relative(client, file));
    const address = pagePath(relative(client, file));
    const page = withStructuredData(
      withMinifiedInlineScripts(withIconsAfterFirstPaint(withScriptsAfterFirstPaint(withoutModulePreloads(withInlineMathStylesheet(withoutBodyInData(html, post ?? study), mathCss)), libraries))),
      post,
      address,
      study,
    );
    declared.set(address, declaredLinks(page));
    pages.push(address);
    return withPolicyMeta(page, metaPolicy({ scriptHashes: inlineScriptHashesOf(page), formOrigin }));
  });
  await writeFile(join(client, "sitemap.xml"), sitemapXml(posts, declared, caseStudyPaths()));
  await writeFile(join(client, "robots.txt"), robotsTxt());
  // The RSS feed of the published posts, linked from every page's head.
  await writeFile(join(client, "rss.xml"), rssXml(posts, site, englishPageTexts["/blog"].description));
  // The Swedish posts' own feed, /sv/rss.xml.
  const svFeed = join(client, feedPath("sv"));
  await mkdir(dirname(svFeed), { recursive: true });
  await writeFile(svFeed, rssXml(await loadAllPosts(), site, SV_FEED_DESCRIPTION, "sv"));
  const cards = await writeShareImages(client, allPosts, projects);
  // The posts' figures, in the sizes and formats their pages name (loadPosts rendered them).
  const figures = await writeFigures(client, figurePlans());
  await writeIconsAndManifest(client);
  await writeSecurityFiles(buildDir, client, { pages: pages.sort(), formOrigin });
  // /cv.pdf itself is written by the Vite plugin in scripts/build/cv/, before the pages are prerendered.
  await writeCvHeaders(buildDir, client, site.ownerName);
  assertHeadersFileFits(await readFile(join(client, "_headers"), "utf8"));
  if (!process.env.VITE_FORM_ENDPOINT) {
    console.warn(
      "\n⚠ VITE_FORM_ENDPOINT is not set: the forms post to /api/forms, the local inbox of `npm start`.\n" +
        "  On a static host set it to your Formspree-compatible endpoint before building.\n",
    );
  }
  await flattenPages(client);
  const compressed = await precompress(client);
  const heavy = pastFirstRoundTrip(await compressedPageSizes(client));
  if (heavy.length) {
    console.warn(
      `\n⚠ ${heavy.length} page(s) past a slow phone's first round trip (${FIRST_ROUND_TRIP_BYTES.toLocaleString("en")} B with the headers): each paints a round trip later\n` +
        `  (Lighthouse mobile LCP ≈ 0.90 s instead of 0.75 s; docs/decisions.md, "Every page in the first round trip").\n` +
        heavy
          .slice(0, 5)
          .map((p) => `  ${p.address}: ${p.bytes.toLocaleString("en")} B`)
          .join("\n") +
        (heavy.length > 5 ? `\n  and ${heavy.length - 5} more` : ""),
    );
  }
  // process.uptime(): the build runs in this one process, from loading the config to here.
  console.log(
    `\n✓ Site built in ${process.uptime().toFixed(1)} s: ${pages.length} pages; ` +
      `share cards ${cards.reused} reused, ${cards.made} drawn; figure files ${figures.reused} reused, ${figures.made} encoded; compressed files ${compressed.reused} reused, ${compressed.made} compressed (cache: ${BUILD_CACHE_DIR}).`,
  );
}

/**
 * One address per page, served without a redirect by every documented host: `about/index.html`
 * becomes `about.html`, `blog/<slug>/index.html` becomes `blog/<slug>.html`. GitHub Pages,
 * Netlify and Cloudflare Pages serve `/about` from `about.html` as it is, while a folder's
 * index would be answered at `/about` with a redirect to `/about/` (docs/decisions.md, "One
 * address per page"). The addresses every link, canonical and sitemap entry use stay as they
 * were; `npm start` answers the other spellings with a 301 (server/canonical-path.js). Last,
 * after every step that reads a page by its built path.
 */
export async function flattenPages(client: string): Promise<void> {
  const indexes = (await readdir(client, { recursive: true }))
    .map((file) => file.split(sep).join("/"))
    .filter((file) => file.endsWith("/index.html") && !file.startsWith("assets/"));
  for (const file of indexes) {
    const dir = file.slice(0, -"/index.html".length);
    await rename(join(client, file), join(client, `${dir}.html`));
    // The folder stays only if it holds more (blog/ holds the posts' pages and data).
    await rmdir(join(client, dir)).catch(() => {});
  }
}

async function moveNotFoundPage(client: string) {
  // Static hosts (Netlify, Cloudflare Pages, GitHub Pages) look for /404.html; Cloudflare Pages
  // answers an unknown /sv/… address with the nearest one, sv/404.html (the Swedish 404).
  for (const dir of ["", "sv"]) {
    await rename(join(client, dir, "404", "index.html"), join(client, dir, "404.html"));
    await rm(join(client, dir, "404"), { recursive: true, force: true });
  }
  // Every route is prerendered, so the SPA fallback page is never used.
  await rm(join(client, "__spa-fallback.html"), { force: true });
}

/**
 * The paint must not wait for JavaScript: React Router puts a modulepreload link in <head>
 * for every chunk, and on a throttled mobile link those ~110 KB compete with the stylesheet
 * (Lighthouse: first paint 1.97 s with them, 0.76 s without, see docs/performance.md). The
 * module script at the end of <body> still imports every chunk, right after the paint.
 */
export function withoutModulePreloads(html: string): string {
  return html.replace(/<link rel="modulepreload" href="[^"]*"\/>/g, "");
}

/**
 * A post page's hydration data (React Router's inline stream) carries the loader's whole post,
 * its body's HTML parts too: the same HTML a second time, as escaped strings (21 KB of the UIC
 * 406 page's 105, ≈ 2 KB compressed: past the first round trip of a slow link). The page's own
 * HTML holds them, and PostBody takes them from there when it hydrates, so here the data's
 * copies become ""; a live figure's part stays, its island's prop. The `.data` file, which
 * client-side navigation and the blog's reader fetch, keeps everything.
 */
export function withoutBodyInData(html: string, page: { body: readonly BodyPart[] } | undefined): string {
  const parts = new Set(page?.body.flatMap((p) => ("html" in p ? [p.html] : [])));
  if (!parts.size) return html;
  const enqueue = /(<script>window\.__reactRouterContext\.streamController\.enqueue\()("(?:[^"\\]|\\.)*")(\);<\/script>)/g;
  const found = new Set<unknown>();
  const out = html.replace(enqueue, (whole, start: string, literal: string, end: string) => {
    const chunk = JSON.parse(literal) as string;
    const lines = chunk.split("\n");
    const values = JSON.parse(lines[0]!) as unknown[];
    const emptied = values.map((v) => (typeof v === "string" && parts.has(v) ? (found.add(v), "") : v));
    if (emptied.every((v, i) => v === values[i])) return whole;
    lines[0] = JSON.stringify(emptied);
    return `${start}${escapeScriptText(JSON.stringify(lines.join("\n")))}${end}`;
  });
  if (found.size !== parts.size) throw new Error(`postbuild: found ${found.size} of the body's ${parts.size} HTML parts in the page's hydration data; React Router's stream has changed shape, update withoutBodyInData`);
  return out;
}

/** As React Router escapes its inline data: nothing in it may close the script or open a comment. */
function escapeScriptText(text: string): string {
  return text.replace(/[&<>\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/**
 * A page whose post holds math gets the part of KaTeX's stylesheet its formulas use in its HTML
 * (`mathStylesheetFor`: ≈ 1 KB compressed on the UIC 406 post, against 3 KB for the whole) instead of
 * a request before its first paint (Lighthouse counts every request that ends before the paint
 * as holding it up, even a `media="print"` one: ≈ 0.15 s of the UIC post's simulated LCP).
 * PostBody links the whole file only for a body the browser is given (the reader, a client-side
 * navigation). The styles go where React puts a `precedence` stylesheet, after the viewport
 * meta, ahead of the site's own stylesheet, so the cascade is the one the whole file gives.
 *
 * The font faces are in the page from the start, but on a phone with JavaScript each formula
 * (`data-font-hold`) is first drawn in a system serif, so its fonts (≈ 40 KB at the highest
 * priority) are not requested before the first paint, where Lighthouse's simulation counts them
 * (LCP 1.3 s against 0.9 s without them; docs/performance.md). START_AFTER_FIRST_PAINT lets go
 * of the formulas once the paint is on screen: a style change inside the formulas only. Adding
 * the faces then instead (the first way this was done) made the browser restyle and lay out the
 * whole post again, 150–210 ms at a phone's 4× slowdown. On a wider screen, where a formula can
 * sit in the first screen, and without JavaScript, nothing holds them. A visitor who scrolls to
 * a formula before its fonts arrive sees it move by a pixel or so when they do, as with any web
 * font (decisions.md).
 */
export function withInlineMathStylesheet(html: string, css: string): string {
  if (!hasMath(html)) return html;
  const viewport = '<meta name="viewport" content="width=device-width, initial-scale=1"/>';
  if (!html.includes(viewport)) throw new Error("postbuild: a math page has no viewport meta to put KaTeX's styles after; update withInlineMathStylesheet");
  const { fontFaces, rules } = mathStylesheetFor(css, html);
  if (!fontFaces) return html.replace(viewport, `${viewport}<style>${rules}</style>`);
  const hold = `@media ${FONT_HOLD_MEDIA}{.katex[${FONT_HOLD}],.katex[${FONT_HOLD}] *{font-family:Times New Roman,serif!important}}`;
  return html
    .replace(viewport, `${viewport}<style>${rules}${fontFaces}${hold}</style>`)
    .replaceAll('<span class="katex">', `<span class="katex" ${FONT_HOLD}="">`);
}

/** The attribute that keeps a formula from KaTeX's fonts until the first paint (on a phone). */
const FONT_HOLD = "data-font-hold";

/**
 * The page's own inline scripts (theme and early input, React Router's scroll restoration, the
 * starter) minified as the bundles are: they are in every page's first round trip, and React
 * Router's arrives formatted (≈ 130–180 B of each page's compressed HTML). The data scripts
 * (`window.__reactRouterContext…`) and typed ones (JSON-LD, the inert module) are left as they
 * are; the CSP hashes are taken afterwards, from what the page carries.
 */
export function withMinifiedInlineScripts(html: string): string {
  return html.replace(/<script>([\s\S]*?)<\/script>/g, (whole, code: string) => {
    if (code.startsWith("window.__reactRouterContext")) return whole;
    const { code: small, errors } = minifySync("inline.js", code, { compress: true, mangle: true });
    if (errors.length) throw new Error(`postbuild: an inline script does not minify (${errors[0]!.message}): ${code.slice(0, 80)}…`);
    return `<script>${small.trim()}</script>`;
  });
}

/** Where a held icon keeps its sprite address until the first paint (withIconsAfterFirstPaint). */
const ICON_HOLD = "data-href";

/**
 * The icons' sprite is one request, and one that ends before the first paint when it starts with
 * the page: Lighthouse then counts it as holding the paint up (`/`: the sprite on the LCP graph,
 * 0.92–0.97 s instead of the paint's own ≈ 0.90 on the same machine; docs/decisions.md, "Icons:
 * one sprite"). So each `<use>` of the sprite waits with its address in `data-href`, and the
 * starter that inserts the scripts after the first paint puts it back: one request after the
 * paint, the drawing from the cache on every later page. Without JavaScript the icons stay out;
 * every control they mark has its name in words.
 */
export function withIconsAfterFirstPaint(html: string): string {
  return html.replace(/<use href="(\/assets\/icons-[\w-]+\.svg#[\w-]+)"/g, `<use ${ICON_HOLD}="$1"`);
}

/** Below Tailwind's `sm` (640 px) a post's first formula is below the first screen. */
export const FONT_HOLD_MEDIA = "screen and (max-width: 639.98px) and (scripting: enabled)";

/**
 * React Router's bootstrap is an inline module whose static imports start fetching ~110 KB of
 * JavaScript while the page is still parsing; on a slow link those downloads compete with the
 * stylesheet for the first paint, and Lighthouse counts every request that finished before
 * the paint as holding it up (LCP flipped by one or two round trips from run to run). The page
 * needs no script to paint, so the same module, unchanged, is inserted once the first paint is
 * on screen. A failed import is then the element's error event, not an uncaught error, and the
 * inert copy keeps the module's text, so its CSP hash is the inserted script's. The `load`
 * event no longer waits for the scripts (it never waited for hydration: React Router imports
 * its client entry dynamically).
 */
export function withScriptsAfterFirstPaint(html: string, firstModules: readonly string[] = []): string {
  const bootstrap = /<script type="module" async="">([\s\S]*?)<\/script>/;
  if (!bootstrap.test(html)) {
    throw new Error("postbuild: React Router's bootstrap module script has changed shape; update withScriptsAfterFirstPaint");
  }
  const first = firstModules.length ? ` data-first="${firstModules.join(" ")}"` : "";
  return html.replace(bootstrap, (_, body: string) => `<script type="text/x-module"${first}>${body}</script><script>${START_AFTER_FIRST_PAINT}</script>`);
}

// After the first contentful paint as the browser reports it (a frame's rAF runs before that
// frame reaches the screen); without Paint Timing, after a frame; in a hidden tab, where nothing
// paints, at once; and after 3 s whatever happened. The modules named by data-first (React,
// then React Router) go in first, each as a script of its own: the browser evaluates each in a
// task of its own instead of all of the page's modules in one task of ≈ 19 ms (≈ 76 ms at
// Lighthouse's 4× slowdown, which it counts as blocking; docs/performance.md). Each script is
// inserted in a task of its own too: inserting the three in one task (the bootstrap's imports
// start their fetches there) took 50–110 ms at 4× on some loads. Formulas held from their
// fonts (FONT_HOLD, on a phone) and icons held from their sprite (ICON_HOLD) are let go at the start.
const START_AFTER_FIRST_PAINT =
  "(function(b){function add(p){var s=document.createElement(\"script\");s.type=\"module\";p(s);document.body.appendChild(s)}" +
  "function go(){if(!b)return;var f=(b.getAttribute(\"data-first\")||\"\").split(\" \").filter(Boolean),t=b.text;b=null;" +
  `document.querySelectorAll("[${FONT_HOLD}]").forEach(function(e){e.removeAttribute("${FONT_HOLD}")});` +
  `document.querySelectorAll("use[${ICON_HOLD}]").forEach(function(e){e.setAttribute("href",e.getAttribute("${ICON_HOLD}"));e.removeAttribute("${ICON_HOLD}")});` +
  "var q=f.map(function(u){return function(s){s.src=u}}).concat(function(s){s.text=t});" +
  "(function next(){add(q.shift());if(q.length)setTimeout(next)})()}" +
  "setTimeout(go,3000);if(document.hidden)return go();" +
  "if((PerformanceObserver.supportedEntryTypes||[]).indexOf(\"paint\")<0)return requestAnimationFrame(function(){setTimeout(go)});" +
  "new PerformanceObserver(function(l){if(l.getEntriesByName(\"first-contentful-paint\").length)setTimeout(go)}).observe({type:\"paint\",buffered:true})" +
  "})(document.currentScript.previousElementSibling)";

/**
 * The library chunks every page starts with, in the order they are evaluated: `framework`
 * (React, React DOM) and `router` (React Router), the groups of vite.config.ts.
 */
async function libraryChunks(client: string): Promise<string[]> {
  const names = await readdir(join(client, "assets"));
  return ["framework", "router"].map((group) => {
    const found = names.filter((n) => new RegExp(`^${group}-[\\w-]+\\.js$`).test(n));
    if (found.length !== 1) throw new Error(`postbuild: expected one ${group}-*.js chunk in assets/, found ${found.length}`);
    return `/assets/${found[0]}`;
  });
}

/**
 * JSON-LD (app/lib/structured-data.ts: the Person, and what the page itself shows) just before
 * </head>; crawlers read it, React never sees it. `address` is the page's, with its prefix.
 */
export function withStructuredData(html: string, post?: Post, address = "/", study?: LoadedProject): string {
  const work = study ? { ...study, tech: [...study.tech] } : undefined;
  const json = structuredDataJson(post, localeOfPath(address), stripLocale(address), work);
  return html.replace("</head>", `<script type="application/ld+json">${json}</script></head>`);
}

/** The case study a built file is the page of (portfolio/<slug>/index.html, sv/portfolio/<slug>/…), if any. */
export function caseStudyOfFile(projects: readonly LoadedProject[], file: string): (LoadedProject & { body: BodyPart[] }) | undefined {
  const match = /^(?:([a-z]{2})\/)?portfolio\/([^/]+)\/index\.html$/.exec(file.split(sep).join("/"));
  if (!match) return undefined;
  const lang = match[1] ?? "en";
  return projects.find((p): p is LoadedProject & { body: BodyPart[] } => p.slug === match[2] && p.lang === lang && p.body !== undefined);
}

/**
 * The published post a built file is the page of (blog/<slug>/index.html, or sv/blog/<slug>/…
 * for a post in Swedish), if any: a post's page is in its own language only.
 */
export function postOfFile(posts: readonly Post[], file: string): Post | undefined {
  const match = /^(?:([a-z]{2})\/)?blog\/([^/]+)\/index\.html$/.exec(file.split(sep).join("/"));
  if (!match) return undefined;
  const lang = match[1] ?? "en";
  return publishedPosts(posts).find((p) => p.slug === match[2] && postLang(p) === lang);
}

async function rewriteHtml(client: string, transform: (html: string, file: string) => string) {
  for await (const file of files(client)) {
    if (file.endsWith(".html")) await writeFile(file, transform(await readFile(file, "utf8"), file));
  }
}

/** What a built page's head says of its addresses: its canonical URL and its hreflang alternates. */
export interface DeclaredLinks {
  canonical: string | null;
  /** hreflang → absolute URL, x-default included. */
  alternates: Record<string, string>;
  noindex: boolean;
}

export function declaredLinks(html: string): DeclaredLinks {
  const head = html.slice(0, html.indexOf("</head>") + 1 || undefined);
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1] ?? null;
  const alternates: Record<string, string> = {};
  for (const m of head.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)) alternates[m[1]!] = m[2]!;
  return { canonical, alternates, noindex: /<meta name="robots" content="noindex"/.test(head) };
}

/**
 * Every page, the blog's older listing pages, every published post's page (drafts have none),
 * then every tag page: the English site's, then each of those pages in Swedish, then the pages
 * only Swedish has (its own posts and tags). Each entry carries the alternates its page declares
 * (`xhtml:link`, as Google reads them), so the sitemap and the pages cannot disagree. A page is
 * listed only if it is built, indexable and its own canonical address.
 */
export function sitemapXml(allPosts: readonly Post[], declared: ReadonlyMap<string, DeclaredLinks> = new Map(), caseStudies: readonly string[] = []): string {
  const posts = postsInLanguage(allPosts, "en");
  // "/lab": the capacity lab's page (issue 37), beside the route table's pages; the case studies (issue 49).
  const english = [...pages.map((p) => p.path), "/lab", ...caseStudies, ...listingPagePaths(pagesOf(posts)), ...postPaths(posts), ...tagPagePaths(posts)];
  const url = (path: string) => `${site.siteUrl}${path === "/" ? "/" : path}`;
  const listed = (path: string) => {
    const links = declared.get(path);
    return links !== undefined && !links.noindex && links.canonical === url(path);
  };
  const translated = english.flatMap((path) => {
    const sv = declared.get(path)?.alternates.sv;
    return sv ? [new URL(sv).pathname] : [];
  });
  const swedishOnly = [...declared.keys()].filter((path) => localeOfPath(path) === "sv" && !translated.includes(path)).sort();
  const paths = [...english, ...[...translated, ...swedishOnly].filter(listed)];
  const urls = paths
    .map((path) => {
      const alternates = Object.entries(declared.get(path)?.alternates ?? {})
        .map(([lang, href]) => `\n    <xhtml:link rel="alternate" hreflang="${lang}" href="${href}"/>`)
        .join("");
      return `  <url><loc>${url(path)}</loc>${alternates}${alternates ? "\n  " : ""}</url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.siteUrl}/sitemap.xml\n`;
}

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/** The address a built page answers at: index.html → "/", about/index.html → "/about", 404.html → "/404". */
export function pagePath(file: string): string {
  const path = file.split(sep).join("/").replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "");
  return `/${path}`;
}

/**
 * The design's bar for a page's first response (docs/decisions.md, "Every page in the first round
 * trip"): what TCP's first ten segments carry, with room to spare. A page's status line and
 * headers as `npm start` sends them are ≈ 860 B (858 measured with `curl -D`).
 */
export const FIRST_ROUND_TRIP_BYTES = 14_000;
const PAGE_HEADER_BYTES = 860;

/** The pages whose compressed body and headers are past the first round trip, largest first. */
export function pastFirstRoundTrip(bodyBytes: ReadonlyMap<string, number>): { address: string; bytes: number }[] {
  return [...bodyBytes]
    .map(([address, body]) => ({ address, bytes: body + PAGE_HEADER_BYTES }))
    .filter((page) => page.bytes > FIRST_ROUND_TRIP_BYTES)
    .sort((a, b) => b.bytes - a.bytes);
}

/** Each page's brotli twin's size, by address. */
async function compressedPageSizes(client: string): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  for await (const file of files(client)) {
    if (!file.endsWith(".html")) continue;
    const twin = await stat(`${file}.br`).catch(() => null);
    if (twin) sizes.set(pagePath(relative(client, file)), twin.size);
  }
  return sizes;
}

/** The origin of an external form endpoint, which the policy lets the forms reach. */
function configuredFormOrigin(): string | null {
  const endpoint = process.env.VITE_FORM_ENDPOINT;
  return endpoint ? new URL(endpoint).origin : null;
}

/**
 * `npm start` reads build/security.json (the pages and the form origin) and sends the same
 * headers as `_headers`, the static hosts' file: one policy for every path, of a size
 * independent of the number of pages; the pages' meta policies hold the hashes
 * (server/security-headers.js says why the two together are strict).
 */
async function writeSecurityFiles(
  buildDir: string,
  client: string,
  security: { pages: string[]; formOrigin: string | null },
) {
  await writeFile(join(buildDir, "security.json"), `${JSON.stringify(security, null, 2)}\n`);
  // Netlify and Cloudflare Pages read _headers from the published folder.
  const headers = Object.entries(securityHeaders({ formOrigin: security.formOrigin }))
    .map(([k, v]) => `  ${k}: ${v}`)
    .join("\n");
  await writeFile(
    join(client, "_headers"),
    `/*\n${headers}\n\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n`,
  );
}

const COMPRESSIBLE = /\.(html|js|css|xml|txt|svg|json|data|webmanifest)$/;

/**
 * Brotli's quality for a built file. 11, the smallest, for every page and for the files every
 * visit pays (scripts, styles): a post's page is where visitors from search and shares land, and
 * 11 is 1.5 % below 10 there (the Swedish UIC 406 guide: 227 B), for ≈ 90 ms a page, once, as
 * the twins are cached. 7 for the other files there is one of per post (their data, the listing
 * and tag pages): 11 is ≈ 40× slower than 7 there for 12 % fewer bytes that no first visit pays.
 * Static hosts compress on their own; these twins serve `npm start`.
 */
export function brotliQuality(file: string): number {
  // The Swedish site's files are kept as the English ones are: sv/blog/… is per post too.
  const path = file.split("\\").join("/").replace(/^sv\//, "");
  const perPostFile = path.startsWith("blog/") && !/^blog\/[^/]+\.html$/.test(path);
  return perPostFile ? 7 : 11;
}

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);

/**
 * The `.br` and `.gz` twins sirv and static hosts serve, at the smallest settings (brotli 11,
 * gzip 9). Brotli 11 costs ≈ 0.1 s for a 50 KB page, 20 s for 200 posts' pages and data: each
 * twin is kept under its file's hash, so a rebuild compresses only what changed; the rest runs
 * in zlib's thread pool, beside the main thread.
 */
async function precompress(client: string): Promise<{ reused: number; made: number }> {
  const cache = await openBuildCache("precompressed");
  const todo: string[] = [];
  for await (const file of files(client)) if (COMPRESSIBLE.test(file)) todo.push(file);
  await mapLimit(todo, Math.max(2, availableParallelism()), async (file) => {
    const body = await readFile(file);
    if (body.length < 1024) return;
    const quality = brotliQuality(relative(client, file));
    const key = contentKey(body);
    const br = cache.get(`${key}.br${quality}`, () =>
      brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    );
    const gz = cache.get(`${key}.gz`, () => gzip(body, { level: 9 }));
    await writeFile(`${file}.br`, await br);
    await writeFile(`${file}.gz`, await gz);
  });
  await cache.prune(30);
  // Two twins a file.
  return { reused: Math.floor(cache.stats.reused / 2), made: Math.ceil(cache.stats.made / 2) };
}
