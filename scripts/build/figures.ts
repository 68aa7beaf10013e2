import { mkdir, readFile, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import sharp from "sharp";
import type { FigureOutput, FigurePlan } from "../../app/lib/content/markdown-figures.server";
import { contentKey, mapLimit, openBuildCache } from "./build-cache";

// Encoder settings; part of each cached file's key, so changing one redraws every variant.
const ENCODE = {
  avif: { quality: 55, effort: 4 },
  webp: { quality: 78, effort: 5 },
  png: { compressionLevel: 9, palette: true, quality: 90 },
  jpeg: { quality: 80, mozjpeg: true },
} as const;

/** One variant of a raster figure: resized (never enlarged) and encoded. */
export async function encodeVariant(source: Uint8Array, output: FigureOutput): Promise<Uint8Array> {
  const image = sharp(source).resize({ width: output.width, withoutEnlargement: true });
  switch (output.format) {
    case "avif":
      return image.avif(ENCODE.avif).toBuffer();
    case "webp":
      return image.webp(ENCODE.webp).toBuffer();
    case "png":
      return image.png(ENCODE.png).toBuffer();
    case "jpeg":
      return image.jpeg(ENCODE.jpeg).toBuffer();
    default:
      throw new Error(`figures: cannot encode ${output.format}`);
  }
}

/**
 * Writes every figure the posts use (markdown-figures.server.ts planned them while rendering)
 * into the client build: sanitised SVGs as they are, rasters in each width and format. Each
 * encoded file is kept in the build cache under its source's hash and settings, so a rebuild
 * encodes only new or changed images (AVIF is the slow one: ≈ 0.5 s a width).
 */
export async function writeFigures(client: string, plans: readonly FigurePlan[]): Promise<{ reused: number; made: number }> {
  const cache = await openBuildCache("figures");
  const jobs: Array<{ plan: FigurePlan; output: FigureOutput }> = plans.flatMap((plan) => plan.outputs.map((output) => ({ plan, output })));
  const sources = new Map<string, Promise<Buffer>>();
  const read = (path: string) => {
    if (!sources.has(path)) sources.set(path, readFile(path));
    return sources.get(path)!;
  };
  await mapLimit(jobs, Math.max(2, availableParallelism()), async ({ plan, output }) => {
    const target = join(client, output.file);
    await mkdir(dirname(target), { recursive: true });
    if (plan.svg !== undefined) return writeFile(target, plan.svg);
    const source = await read(plan.source);
    const key = contentKey(source, JSON.stringify({ ...output, file: undefined, settings: ENCODE[output.format as keyof typeof ENCODE] }));
    await writeFile(target, await cache.get(key, () => encodeVariant(source, output)));
  });
  await cache.prune(30);
  return cache.stats;
}
