import { listedPosts } from "~/lib/content/blog-listing";
import { loadAllPosts } from "~/lib/content/posts.server";
import { toBlogPost } from "~/features/blog/preview";
import { toSearchIndex } from "~/features/blog/search-index";
import { localeOfPath } from "~/lib/i18n/locale";

/**
 * /blog/search-index.json: every post and draft the blog lists, compact, prerendered to a static
 * file (a resource route: no component); /sv/blog/search-index.json holds what the Swedish blog
 * lists. The blog fetches it on the first keystroke or chip press when its posts span more than
 * one listing page. A fixed name served with `Cache-Control: no-cache` (server/app.js does so
 * for everything outside /assets/): revalidated, never stale.
 */
// Typed by hand: the route exists only once some blog is paged, so its types are not always generated.
export async function loader({ request }: { request: Request }) {
  const lang = localeOfPath(new URL(request.url).pathname);
  const posts = listedPosts(await loadAllPosts(), lang);
  return Response.json(toSearchIndex(posts.map(toBlogPost)));
}
