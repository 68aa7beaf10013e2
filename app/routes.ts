import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { pagesOf } from "./content/blog-listing";
import { formResults } from "./content/form-results";
import { pages } from "./content/pages";
import { loadPostsSync, publishedPosts } from "./content/posts.server";

const routes = [
  ...pages.map((p) => (p.path === "/" ? index(p.module) : route(p.path, p.module))),
  // Where forms posted without JavaScript land (issue 15).
  ...formResults.map((r) => route(r.path, "routes/form-result.tsx", { id: `form-result${r.path}` })),
  // One static route per published post, read from content/posts: a draft or unknown slug
  // matches nothing but the not-found route, in the browser exactly as in 404.html.
  ...publishedPosts(loadPostsSync()).map((p) => route(`blog/${p.slug}`, "routes/blog-post.tsx", { id: `post/${p.slug}` })),
  ...blogListingRoutes(loadPostsSync()),
  route("*", "routes/not-found.tsx"),
];

assertUniquePaths(routes.map((r) => r.path ?? "/"));

export default routes satisfies RouteConfig;

/**
 * Once the posts outgrow /blog (issue 26): one route for the older listing pages, prerendered
 * as /blog/page/2, /blog/page/3, … (react-router.config.ts), and the search index's file.
 */
function blogListingRoutes(posts: Parameters<typeof pagesOf>[0]) {
  if (pagesOf(posts) <= 1) return [];
  return [
    route("blog/page/:page", "routes/blog.tsx", { id: "blog-page" }),
    route("blog/search-index.json", "routes/blog-search-index.ts"),
  ];
}

/**
 * Posts and form-result pages share /blog/: a post named "subscribed" would silently shadow
 * the newsletter's confirmation page. Stop the build and name the clash instead.
 */
export function assertUniquePaths(paths: readonly string[]): void {
  const seen = new Set<string>();
  for (const path of paths) {
    const key = path.replace(/^\/+|\/+$/g, "");
    if (seen.has(key)) throw new Error(`Two pages want the address /${key}: rename the post (its slug) or the page.`);
    seen.add(key);
  }
}
