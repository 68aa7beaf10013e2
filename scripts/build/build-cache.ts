import { createHash } from "node:crypto";
import { mkdir, readFile, readdir, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * Build outputs that depend only on their inputs (share cards, precompressed files), kept between
 * builds under their inputs' hash: a rebuild after editing one post redoes that post's work only.
 * `.cache/` at the project root, not node_modules/.cache, so `npm ci` keeps it and CI can restore
 * it; BUILD_CACHE_DIR moves it, and deleting it is always safe.
 */
export const BUILD_CACHE_DIR = process.env.BUILD_CACHE_DIR || join(process.cwd(), ".cache");

/** A file name for the inputs: sha256 of each part, in order, so no two inputs share one. */
export function contentKey(...parts: ReadonlyArray<string | Uint8Array>): string {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(createHash("sha256").update(part).digest());
  return hash.digest("hex");
}

export interface BuildCache {
  /** The stored output for the key, else what `make` returns, stored for the next build. */
  get(key: string, make: () => Promise<Uint8Array>): Promise<Uint8Array>;
  /** Whether an output for the key is stored. */
  has(key: string): Promise<boolean>;
  /** How many outputs this build took from the cache, and how many it made. */
  readonly stats: { reused: number; made: number };
  /** Deletes what no build has used for `days` days (entries are touched when reused). */
  prune(days: number): Promise<number>;
}

export async function openBuildCache(name: string, root: string = BUILD_CACHE_DIR): Promise<BuildCache> {
  const dir = join(root, name);
  await mkdir(dir, { recursive: true });
  const stats = { reused: 0, made: 0 };
  return {
    stats,
    async has(key) {
      return stat(join(dir, key)).then(
        () => true,
        () => false,
      );
    },
    async get(key, make) {
      const file = join(dir, key);
      const hit = await readFile(file).catch(() => null);
      if (hit) {
        stats.reused++;
        const now = new Date();
        await utimes(file, now, now).catch(() => {});
        return hit;
      }
      const made = await make();
      stats.made++;
      // A file written half-way (an interrupted build) must never be read back: write, then rename.
      const partial = `${file}.${process.pid}.tmp`;
      await writeFile(partial, made);
      await rename(partial, file);
      return made;
    },
    async prune(days) {
      const cutoff = Date.now() - days * 86_400_000;
      let removed = 0;
      for (const entry of await readdir(dir)) {
        const file = join(dir, entry);
        const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: Infinity }));
        if (mtimeMs < cutoff) {
          await rm(file, { force: true });
          removed++;
        }
      }
      return removed;
    },
  };
}

/** Runs `task` on every item, at most `limit` at a time, results in the items' order. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
