/**
 * Build time only (imported by vite.config.ts): serves `virtual:palette-posts`, the slug and
 * title of every published post, read through the same validated loader as the blog. Only
 * the lazily loaded palette imports it, so post bodies never ship and initial JS is unchanged.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";
import { POSTS_DIR, loadPosts } from "../../content/posts.server";
import type { PostSummary } from "./files";

export const POST_INDEX_ID = "virtual:palette-posts";
const RESOLVED = `\0${POST_INDEX_ID}`;

export async function postIndex(dir: string = POSTS_DIR): Promise<PostSummary[]> {
  const posts = await loadPosts(dir);
  return posts.filter((p) => p.status === "Published").map(({ slug, title }) => ({ slug, title }));
}

export function palettePostIndex(): Plugin {
  return {
    name: "palette-post-index",
    resolveId(source) {
      return source === POST_INDEX_ID ? RESOLVED : undefined;
    },
    async load(id) {
      if (id !== RESOLVED) return undefined;
      for (const name of readdirSync(POSTS_DIR)) this.addWatchFile(join(POSTS_DIR, name));
      return `export default ${JSON.stringify(await postIndex())};`;
    },
  };
}
