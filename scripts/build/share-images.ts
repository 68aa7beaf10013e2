import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { Resvg, type ResvgRenderOptions } from "@resvg/resvg-js";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { type Post, postLang, postShareImagePath, publishedPosts } from "../../app/lib/content/blog-post";
import { pageTexts as englishPageTexts } from "../../app/lib/content/page-texts";
import { type LocalizedPage, localizedPage } from "../../app/lib/content/localized-pages";
import { pages, shareImagePath } from "../../app/lib/content/pages";
import { POSTS_DIR } from "../../app/lib/content/posts-dir.server";
import { caseStudyShareImagePath } from "../../app/lib/content/project";
import type { LoadedProject } from "../../app/lib/content/projects.server";
import sharp from "sharp";
import { site } from "../../app/lib/content/site";
import { site as swedishSite } from "../../app/lib/content/sv/site";
import { formatDate } from "../../app/lib/i18n/format";
import { LOCALES, type Locale } from "../../app/lib/i18n/locale";
import { type BuildCache, contentKey, mapLimit, openBuildCache } from "./build-cache";

/**
 * Build-time images: one 1200×630 share card per page (og:image) drawn from one SVG design in
 * the editor look, the PNG favicons and the web manifest. Fonts come from the dejavu-fonts-ttf
 * package, so the cards look the same on every machine that builds them.
 */
const fontDir = join(dirname(createRequire(import.meta.url).resolve("dejavu-fonts-ttf/package.json")), "ttf");
const FONT_FILES = ["DejaVuSansMono.ttf", "DejaVuSansMono-Bold.ttf"].map((f) => join(fontDir, f));

export const SHARE_IMAGE = { width: 1200, height: 630 } as const;


const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Greedy word wrap for a monospace font: at most `max` characters a line. */
export function wrap(text: string, max: number, lines: number): string[] {
  const out: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > max) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  if (out.length > lines) {
    out.length = lines;
    out[lines - 1] = `${out[lines - 1]!.replace(/\W*\w*$/, "")}…`;
  }
  return out;
}

const c = {
    bg: "#1e1e1e", side: "#252526", tab: "#2d2d2d", border: "#3c3c3c", fg: "#d4d4d4",
    muted: "#9d9d9d", keyword: "#c586c0", string: "#ce9178", fn: "#dcdcaa", type: "#4ec9b0",
    comment: "#6a9955", variable: "#9cdcfe", accent: "#4fa3ff", status: "#006ab1",
};

const str = (s: string) => `<tspan fill="${c.string}">"${escapeXml(s)}"</tspan>`;
const key = (s: string) => `<tspan fill="${c.variable}">${s}</tspan>`;

/** A page's card, in the page's language (its texts and the owner's location as that language writes it). */
export function shareImageSvg(page: Pick<LocalizedPage, "path" | "file" | "title" | "description">, locale: Locale = "en"): string {
  const location = locale === "sv" ? swedishSite.location : site.location;
  return cardSvg({
    file: page.file,
    code: [
      `<tspan fill="${c.keyword}">export const</tspan> ${key("engineer")} = {`,
      `  ${key("name")}: ${str(site.ownerName)},`,
      `  ${key("based")}: ${str(location)},`,
      `};`,
    ],
    title: wrap(page.path === "/" ? page.title : `${page.title} — ${site.ownerName}`, 34, 2),
    text: wrap(page.description, 62, 3),
  });
}

/** A post's card: the same design, with its date and tags as code and its title. */
export function postShareImageSvg(post: Pick<Post, "slug" | "title" | "date" | "tags" | "readTime" | "lang">): string {
  const lang = postLang(post);
  const tags = wrap(post.tags.map((t) => `"${t}"`).join(", "), 58, 1)[0] ?? "";
  return cardSvg({
    file: `${post.slug}.md`,
    code: [
      `<tspan fill="${c.keyword}">export const</tspan> ${key("post")} = {`,
      `  ${key("date")}: ${str(formatDate(post.date, lang))},`,
      `  ${key("tags")}: [<tspan fill="${c.string}">${escapeXml(tags)}</tspan>],`,
      `};`,
    ],
    title: wrap(post.title, 34, 3),
    text: [`${lang === "sv" ? "Av" : "By"} ${site.ownerName} · ${post.readTime}`],
  });
}

/** A case study's card (issue 49): its category and technologies as code, its title and summary. */
export function caseStudyShareImageSvg(study: Pick<LoadedProject, "slug" | "title" | "summary" | "category" | "tech">): string {
  const tech = wrap(study.tech.map((t) => `"${t}"`).join(", "), 58, 1)[0] ?? "";
  return cardSvg({
    file: `portfolio/${study.slug}.md`,
    code: [
      `<tspan fill="${c.keyword}">export const</tspan> ${key("project")} = {`,
      `  ${key("category")}: ${str(study.category)},`,
      `  ${key("tech")}: [<tspan fill="${c.string}">${escapeXml(tech)}</tspan>],`,
      `};`,
    ],
    title: wrap(study.title, 34, 2),
    text: wrap(study.summary, 62, 2),
  });
}

/** The card design: a tab with the file name, a few lines of code, a title and some text. */
function cardSvg({ file, code: lines, title, text: desc }: { file: string; code: string[]; title: string[]; text: string[] }): string {
  const code = [`<tspan fill="${c.comment}">// ${escapeXml(file)}</tspan>`, ...lines];
  const line = (y: number, i: number) =>
    `<text x="96" y="${y}" font-size="22" fill="${c.muted}" text-anchor="end">${i}</text>`;
  let y = 150;
  const rows: string[] = [];
  code.forEach((row, i) => {
    rows.push(line(y, i + 1), `<text x="124" y="${y}" font-size="22" fill="${c.fg}" xml:space="preserve">${row}</text>`);
    y += 34;
  });
  y += 24;
  title.forEach((t) => {
    rows.push(`<text x="124" y="${y + 30}" font-size="50" font-weight="bold" fill="${c.fn}">${escapeXml(t)}</text>`);
    y += 62;
  });
  y += 14;
  desc.forEach((d) => {
    rows.push(`<text x="124" y="${y + 20}" font-size="24" fill="${c.fg}">${escapeXml(d)}</text>`);
    y += 34;
  });
  // DejaVu Sans Mono at 22 px: 13.2 px a character.
  const tabWidth = Math.max(300, Math.min(820, Math.ceil(64 + file.length * 13.3)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" font-family="DejaVu Sans Mono">
  <rect width="1200" height="630" fill="${c.bg}"/>
  <rect width="1200" height="56" fill="${c.tab}"/>
  <rect x="0" y="0" width="${tabWidth}" height="56" fill="${c.bg}"/>
  <rect x="0" y="0" width="${tabWidth}" height="3" fill="${c.accent}"/>
  <text x="32" y="36" font-size="22" fill="${c.fg}">${escapeXml(file)}</text>
  <line x1="0" y1="56" x2="1200" y2="56" stroke="${c.border}" stroke-width="2"/>
  <text x="1168" y="36" font-size="20" fill="${c.muted}" text-anchor="end">${escapeXml(site.productName)}</text>
  <rect x="0" y="56" width="112" height="530" fill="${c.side}"/>
  ${rows.join("\n  ")}
  <rect x="0" y="586" width="1200" height="44" fill="${c.status}"/>
  <text x="32" y="615" font-size="20" fill="#ffffff">${escapeXml(site.role)}</text>
  <text x="1168" y="615" font-size="20" fill="#ffffff" text-anchor="end">${escapeXml(site.siteUrl.replace(/^https?:\/\//, ""))}</text>
</svg>`;
}

function renderOptions(width?: number): ResvgRenderOptions {
  return {
    font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: "DejaVu Sans Mono" },
    fitTo: width ? { mode: "width", value: width } : { mode: "original" },
  };
}

function render(svg: string, width?: number): Buffer {
  return new Resvg(svg, renderOptions(width)).render().asPng();
}

// What else decides a card's pixels: the renderer and the fonts.
const RENDERER = ["@resvg/resvg-js", "dejavu-fonts-ttf"].map((name) => {
  const { version } = createRequire(import.meta.url)(`${name}/package.json`) as { version: string };
  return `${name}@${version}`;
});

/**
 * Draws cards in worker threads, a batch each. resvg-js 2.6 keeps each render's 3 MB pixmap in
 * memory V8 does not see, so no garbage collection runs for it: 200 cards in one thread held
 * 900 MB until the build ended. A worker's memory is freed when it exits; two run at a time,
 * three cards each (100 cards: 68 MB above the build at most, against 108 MB ten a worker, and
 * no slower).
 */
const RESVG = createRequire(import.meta.url).resolve("@resvg/resvg-js");
const CARD_WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const { Resvg } = require(workerData.resvg);
parentPort.postMessage(workerData.svgs.map((svg) => new Resvg(svg, workerData.options).render().asPng()));
`;

function renderInWorker(svgs: readonly string[]): Promise<Uint8Array[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(CARD_WORKER, { eval: true, workerData: { resvg: RESVG, svgs, options: renderOptions() } });
    worker.once("message", (pngs: Uint8Array[]) => {
      resolve(pngs);
      void worker.terminate();
    });
    worker.once("error", reject);
  });
}

export async function renderCards(svgs: readonly string[], batch = 3): Promise<Uint8Array[]> {
  const batches = Array.from({ length: Math.ceil(svgs.length / batch) }, (_, i) => svgs.slice(i * batch, (i + 1) * batch));
  return (await mapLimit(batches, Math.min(2, availableParallelism()), renderInWorker)).flat();
}

/** The cache key of a card: its SVG and what renders it. */
export function shareCardKey(svg: string): string {
  return contentKey("share-card", ...RENDERER, svg);
}

/**
 * A card takes ≈ 50 ms to draw and encode, 10 s for 200 posts: each is kept under its SVG's
 * hash (scripts/build/build-cache.ts) and drawn again only when its text changes.
 */
export async function writeShareImages(client: string, posts: readonly Post[], projects: readonly LoadedProject[] = []): Promise<{ reused: number; made: number }> {
  await mkdir(join(client, "og", "posts"), { recursive: true });
  await mkdir(join(client, "og", "sv"), { recursive: true });
  const studies = projects.filter((p) => p.body !== undefined);
  for (const locale of LOCALES) await mkdir(dirname(join(client, caseStudyShareImagePath("x", locale))), { recursive: true });
  const cache = await openBuildCache("share-cards");
  await writeSharePictures(client, posts, studies, cache);
  const published = publishedPosts(posts);
  const cards = [
    ...LOCALES.flatMap((locale) =>
      pages.map((page) => ({ path: shareImagePath(page, locale), svg: shareImageSvg(localizedPage(page.path, locale), locale) })),
    ),
    ...published.filter((post) => !post.image).map((post) => ({ path: postShareImagePath(post.slug), svg: postShareImageSvg(post) })),
    ...studies.filter((s) => !s.shareImage).map((s) => ({ path: caseStudyShareImagePath(s.slug, s.lang), svg: caseStudyShareImageSvg(s) })),
  ].map((card) => ({ ...card, key: shareCardKey(card.svg) }));
  const missing = (await Promise.all(cards.map(async (card) => ((await cache.has(card.key)) ? null : card)))).filter((c) => c !== null);
  const drawn = await renderCards(missing.map((c) => c.svg));
  const fresh = new Map(missing.map((card, i) => [card.key, drawn[i]!]));
  for (const { path, key } of cards) {
    await writeFile(join(client, path), await cache.get(key, async () => fresh.get(key)!));
  }
  await cache.prune(30);
  return cache.stats;
}

/** A post's or case study's own picture (front matter `image`, `shareImage`), fitted into 1200 × 630 on white. */
export async function writeSharePictures(client: string, posts: readonly Post[], studies: readonly LoadedProject[], cache: BuildCache): Promise<void> {
  const pictures = [
    ...publishedPosts(posts).filter((p) => p.image).map((p) => ({ source: join(POSTS_DIR, p.image!), path: postShareImagePath(p.slug) })),
    ...studies.filter((s) => s.shareImage).map((s) => ({ source: resolve(dirname(resolve(s.file)), s.shareImage!), path: caseStudyShareImagePath(s.slug, s.lang) })),
  ];
  for (const picture of pictures) {
    const source = await readFile(picture.source);
    const card = await cache.get(contentKey("share-picture", source), () =>
      sharp(source).resize(1200, 630, { fit: "contain", background: "#ffffff" }).flatten({ background: "#ffffff" }).png({ compressionLevel: 9, palette: true }).toBuffer(),
    );
    await mkdir(dirname(join(client, picture.path)), { recursive: true });
    await writeFile(join(client, picture.path), card);
  }
}

export const ICON_SIZES = [32, 180, 192, 512] as const;

/** PNG favicons from public/favicon.svg, and the web manifest that lists them. */
export async function writeIconsAndManifest(client: string): Promise<void> {
  const svg = await readFile(join(client, "favicon.svg"), "utf8");
  for (const size of ICON_SIZES) {
    await writeFile(join(client, `icon-${size}.png`), render(svg, size));
  }
  const manifest = {
    name: `${site.ownerName} — ${site.productName}`,
    short_name: site.productName,
    description: englishPageTexts["/"].description,
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#1e1e1e",
    theme_color: "#1e1e1e",
    icons: [
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any maskable" },
    ],
  };
  await writeFile(join(client, "manifest.webmanifest"), `${JSON.stringify(manifest, null, 2)}\n`);
}
