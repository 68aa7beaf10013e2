/**
 * Build time only: the source of `virtual:palette-posts` (see vite.config.ts), the slug and
 * title of every published post, read through the same validated loader as the blog. Only the
 * lazily loaded palette imports it, so post bodies never ship and the first load is unchanged.
 */
import { POSTS_DIR, loadPosts } from "../../content/posts.server";
import type { PostSummary } from "./files";

export async function postIndex(dir: string = POSTS_DIR): Promise<PostSummary[]> {
  const posts = await loadPosts(dir);
  return posts.filter((p) => p.status === "Published").map(({ slug, title }) => ({ slug, title }));
}

export async function postIndexModule(): Promise<string> {
  return `export default ${JSON.stringify(await postIndex())};`;
}
