import { loadPosts } from "~/content/posts.server";
import { toBlogPost } from "~/features/blog/preview";
import { toSearchIndex } from "~/features/blog/search-index";

/**
 * /blog/search-index.json: every post and draft, compact, prerendered to a static file (a
 * resource route: no component). The blog fetches it on the first keystroke or chip press when
 * its posts span more than one listing page. A fixed name served with `Cache-Control: no-cache`
 * (server/app.js does so for everything outside /assets/): revalidated, never stale.
 */
export async function loader() {
  const posts = await loadPosts();
  return Response.json(toSearchIndex(posts.map(toBlogPost)));
}
