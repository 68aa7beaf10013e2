import { type ShouldRevalidateFunctionArgs, data, isRouteErrorResponse } from "react-router";
import { PageContainer } from "~/components/page";
import { parsePageParam } from "~/content/blog-listing";
import { pageByPath } from "~/content/pages";
import { loadPosts } from "~/content/posts.server";
import { site } from "~/content/site";
import { tagDescription, tagGroups, tagPageCount, tagPagePosts, tagPath } from "~/content/tags";
import { toBlogPost } from "~/features/blog/preview";
import { TagView } from "~/features/blog/tag-view";
import { absoluteUrl, documentMeta, documentTitle, shareImageUrl } from "~/lib/seo";
import type { Route } from "./+types/blog-tag";
import NotFoundRoute, { meta as notFoundMeta } from "./not-found";

/** Tells the editor chrome that this is a tag page: under blog.md, in "tags". */
export const handle = { tagPage: true };

const blog = pageByPath("/blog");

// The prerenderer asks for /blog/tags/<tag>[/page/<n>] and the same with .data.
function paramsOf(request: Request): { tag?: string; page?: string } {
  const m = /\/blog\/tags\/([^/]+?)(?:\/page\/([^/]+?))?(?:\.data)?\/?$/.exec(new URL(request.url).pathname);
  return { tag: m?.[1], page: m?.[2] };
}

/**
 * Runs while prerendering, once per tag page (react-router.config.ts lists them). An unknown tag
 * or page number has no HTML file: servers and static hosts answer 404.html with status 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const fromUrl = paramsOf(request);
  const slug = params.tag ?? fromUrl.tag;
  const pageParam = fromUrl.page;
  const group = tagGroups(await loadPosts()).find((g) => g.slug === slug);
  if (!group) throw data(null, { status: 404 });
  const pages = tagPageCount(group.posts.length);
  const page = pageParam === undefined ? 1 : parsePageParam(pageParam, pages);
  if (page === null) throw data(null, { status: 404 });
  return {
    tag: { slug: group.slug, name: group.name },
    posts: tagPagePosts(group.posts, page).map(toBlogPost),
    listing: { page, pages, total: group.posts.length },
  };
}

// As on a post page: no data at all means the not-found page (the root's HydrateFallback).
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return serverLoader();
}

export const meta = ({ loaderData, location }: Route.MetaArgs) => {
  if (!loaderData) return notFoundMeta({ location });
  const { tag, posts, listing } = loaderData;
  const { page, pages } = listing;
  const path = tagPath(tag.name, page);
  const title = `Posts tagged “${tag.name}”${pages > 1 ? `, page ${page} of ${pages}` : ""}`;
  return [
    ...documentMeta({
      title: documentTitle({ path, title }),
      description: tagDescription(tag.name, listing.total, posts.map((p) => p.title)),
      url: absoluteUrl(path),
      image: shareImageUrl(blog),
      imageAlt: `${blog.file} — ${blog.title}, ${site.productName}`,
      type: "website",
    }),
    ...(page > 1 ? [{ tagName: "link", rel: "prev", href: tagPath(tag.name, page - 1) }] : []),
    ...(page < pages ? [{ tagName: "link", rel: "next", href: tagPath(tag.name, page + 1) }] : []),
  ];
};

// Opening a post in the reader only changes the query string: keep the list.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <NotFoundRoute />;
}

export default function BlogTagRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PageContainer>
      <TagView key={`${loaderData.tag.slug}/${loaderData.listing.page}`} {...loaderData} />
    </PageContainer>
  );
}
