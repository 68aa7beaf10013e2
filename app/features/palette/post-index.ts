/**
 * Build time only: the source of `virtual:palette-posts` (see vite.config.ts), the slug and
 * title of every published post, read through the same validated loader as the blog. Only the
 * lazily loaded palette imports it, so post bodies never ship and the first load is unchanged.
 * English posts unless told: a Swedish post has no page under /blog.
 */
import type { PostLang } from "../../content/blog-post";
import { POSTS_DIR, loadPosts } from "../../content/posts.server";
import { tagGroups } from "../../content/tags";
import type { PostSummary, TagSummary } from "./files";

export async function postIndex(dir: string = POSTS_DIR, lang: PostLang = "en"): Promise<PostSummary[]> {
  const posts = await loadPosts(dir, lang);
  return posts.filter((p) => p.status === "Published").map(({ slug, title }) => ({ slug, title }));
}

/** Every tag page (issue 27): a tag of a published post in `lang`, its address segment and post count. */
export async function tagIndex(dir: string = POSTS_DIR, lang: PostLang = "en"): Promise<TagSummary[]> {
  return tagGroups(await loadPosts(dir, lang), lang).map((g) => ({ slug: g.slug, name: g.name, count: g.posts.length }));
}

export async function postIndexModule(): Promise<string> {
  return `export default ${JSON.stringify(await postIndex())};\nexport const tags = ${JSON.stringify(await tagIndex())};`;
}
