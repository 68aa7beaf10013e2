import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { pages } from "./content/pages";
import { loadPostsSync, publishedPosts } from "./content/posts.server";

export default [
  ...pages.map((p) => (p.path === "/" ? index(p.module) : route(p.path, p.module))),
  // One static route per published post, read from content/posts: a draft or unknown slug
  // matches nothing but the not-found route, in the browser exactly as in 404.html.
  ...publishedPosts(loadPostsSync()).map((p) => route(`blog/${p.slug}`, "routes/blog-post.tsx", { id: `post/${p.slug}` })),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
