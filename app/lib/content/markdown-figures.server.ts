/**
 * Figures for the Markdown pipeline (markdown.server.ts): a post's images live beside it, in
 * content/posts/<slug>/, and are linked by a path relative to the post's file. Rendering is
 * synchronous, so here the source is only read, measured (image-size reads the header) and
 * hashed, and the markup names the files to come; postbuild (scripts/build/figures.ts) writes those
 * files with sharp. The plans are kept on globalThis, like the parsed posts (posts.server.ts),
 * because one build loads this module several times.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, extname, relative, resolve, sep } from "node:path";
import { imageSize } from "image-size";

/** Where variants are served from: under /assets/, so they get the long, immutable cache. */
export const MEDIA_PREFIX = "assets/media";
/** Widths (CSS px × density) a raster figure is offered at, never above its own width. */
export const FIGURE_WIDTHS = [480, 960, 1440] as const;
/** The body column is at most 48rem wide; on a phone, the screen less the page's padding. */
export const FIGURE_SIZES = "(min-width: 52rem) 48rem, calc(100vw - 2rem)";

export type FigureFormat = "avif" | "webp" | "png" | "jpeg" | "svg";

export interface FigureOutput {
  /** Path under the client build folder, e.g. assets/media/<slug>/plot-1a2b3c4d5e-960.avif. */
  file: string;
  format: FigureFormat;
  width: number;
}

export interface FigurePlan {
  /** Absolute path of the source image. */
  source: string;
  outputs: FigureOutput[];
  /** A sanitised SVG's text (written as is); rasters are encoded from `source`. */
  svg?: string;
}

const RASTER: Record<string, FigureFormat> = { ".png": "png", ".jpg": "jpeg", ".jpeg": "jpeg" };

/** A problem in a post's source: markdown.server.ts turns it into "file:line: message". */
export class PostSourceError extends Error {
  /** Text of the post that shows where the problem is (its line is looked up). */
  readonly near: string;
  /** The message as written (marked appends a line of its own to `message`). */
  readonly problem: string;
  /** Lines after the first line of `near` where the problem is (a JSON error inside a block). */
  readonly linesIn: number;
  constructor(message: string, near: string, linesIn = 0) {
    super(message);
    this.near = near;
    this.problem = message;
    this.linesIn = linesIn;
  }
}

const PLANS = Symbol.for("neural-code-portfolio.figure-plans");
const plans: Map<string, FigurePlan> = ((globalThis as Record<symbol, unknown>)[PLANS] ??= new Map()) as Map<string, FigurePlan>;

/** Every figure the posts rendered so far use, keyed by its first output. */
export function figurePlans(): FigurePlan[] {
  return [...plans.values()];
}

export interface FigureContext {
  /** Absolute path of the post's Markdown file (images resolve from its folder). */
  postFile: string;
  slug: string;
}

export interface FigureImage {
  href: string;
  alt: string;
  title: string | null;
  /** The Markdown that wrote it, for the error's line. */
  raw: string;
  eager: boolean;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The `<picture>` (or SVG `<img>`) for one local image; throws PostSourceError on a bad one. */
export function figureMarkup(image: FigureImage, context: FigureContext): string {
  const { href, alt, raw } = image;
  if (alt.trim() === "") {
    throw new PostSourceError(
      `the image "${href}" has no alt text: describe what it shows between the brackets, ![what it shows](${href})`,
      raw,
    );
  }
  const postsDir = dirname(context.postFile);
  const path = resolve(postsDir, decodeURI(href.split(/[?#]/)[0] ?? ""));
  const shown = relative(process.cwd(), path) || path;
  if (!path.startsWith(postsDir + sep)) {
    throw new PostSourceError(`the image "${href}" is outside the posts folder: keep it in ${relative(process.cwd(), postsDir)}/${context.slug}/`, raw);
  }
  if (!existsSync(path)) {
    throw new PostSourceError(`the image "${href}" was not found (looked for ${shown}); keep a post's images beside it, in its folder ${context.slug}/`, raw);
  }
  const ext = extname(path).toLowerCase();
  const format = ext === ".svg" ? "svg" : RASTER[ext];
  if (!format) throw new PostSourceError(`the image "${href}" is not a PNG, JPEG or SVG file`, raw);

  const bytes = readFileSync(path);
  const content = format === "svg" ? sanitiseSvg(bytes.toString("utf8"), href, raw) : bytes;
  let size: { width?: number; height?: number };
  try {
    size = imageSize(typeof content === "string" ? Buffer.from(content) : content);
  } catch {
    size = {};
  }
  const { width, height } = size;
  if (!width || !height) throw new PostSourceError(`the image "${href}" has no readable width and height (an SVG needs width and height or a viewBox)`, raw);

  const hash = createHash("sha256").update(content).digest("hex").slice(0, 10);
  const name = basename(path, extname(path)).toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "figure";
  const stem = `${MEDIA_PREFIX}/${context.slug}/${name}-${hash}`;
  const loading = image.eager ? "" : ' loading="lazy"';
  const common = `alt="${escape(alt)}" width="${width}" height="${height}"${loading} decoding="async"`;

  if (format === "svg") {
    const output: FigureOutput = { file: `${stem}.svg`, format, width };
    plans.set(output.file, { source: path, outputs: [output], svg: content as string });
    return `<img src="/${output.file}" ${common}>`;
  }

  const widths = [...new Set([...FIGURE_WIDTHS.filter((w) => w < width), Math.min(width, FIGURE_WIDTHS.at(-1)!)])];
  const outputs: FigureOutput[] = [];
  const srcset = (f: FigureFormat) =>
    widths
      .map((w) => {
        const output = { file: `${stem}-${w}.${f === "jpeg" ? "jpg" : f}`, format: f, width: w };
        outputs.push(output);
        return `/${output.file} ${w}w`;
      })
      .join(", ");
  const sources = (["avif", "webp"] as const).map((f) => `<source type="image/${f}" srcset="${srcset(f)}" sizes="${FIGURE_SIZES}">`).join("");
  // The original format, at the largest width only: every browser that lacks both AVIF and WebP.
  const largest = widths.at(-1)!;
  const fallback: FigureOutput = { file: `${stem}-${largest}.${format === "jpeg" ? "jpg" : format}`, format, width: largest };
  outputs.push(fallback);
  plans.set(outputs[0]!.file, { source: path, outputs });
  return `<picture>${sources}<img src="/${fallback.file}" ${common}></picture>`;
}

/**
 * An SVG is served as a file of the site, where a script in it would run with the site's origin
 * if someone opened it directly. DOMPurify (SVG profile, run in jsdom at build time) keeps the
 * drawing and drops scripts, event handlers, foreign objects and outside references; what it
 * returns is what is published.
 */
function sanitiseSvg(text: string, href: string, raw: string): string {
  const require = createRequire(import.meta.url);
  const { JSDOM } = require("jsdom") as { JSDOM: new (html: string) => { window: Window } };
  const createDOMPurify = require("dompurify") as typeof import("dompurify").default;
  const { window } = new JSDOM("");
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  const clean = purify.sanitize(text, { USE_PROFILES: { svg: true, svgFilters: true } });
  window.close();
  if (!clean.startsWith("<svg")) throw new PostSourceError(`the file "${href}" is not an SVG drawing`, raw);
  return clean;
}
