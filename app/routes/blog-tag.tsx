import { type ShouldRevalidateFunctionArgs, data, isRouteErrorResponse } from "react-router";
import { PageContainer } from "~/components/page";
import { parsePageParam } from "~/lib/content/blog-listing";
import { localizedPage } from "~/lib/content/localized-pages";
import { loadAllPosts } from "~/lib/content/posts.server";
import { site } from "~/lib/content/site";
import { tagGroups, tagPageCount, tagPagePosts, tagPath } from "~/lib/content/tags";
import { toBlogPost } from "~/features/blog/preview";
import { tagDescription, tagTitle } from "~/features/blog/tag-text";
import { TagView } from "~/features/blog/tag-view";
import { LOCALES, localeOfPath } from "~/lib/i18n/locale";
import { absoluteUrl, documentMeta, documentTitle, shareImageUrl } from "~/lib/seo";
import type { Route } from "./+types/blog-tag";
import NotFoundRoute, { meta as notFoundMeta } from "./not-found";

/** Tells the editor chrome that this is a tag page: under blog.md, in "tags". */
export const handle = { tagPage: true };

// The prerenderer asks for /blog/tags/<tag>[/page/<n>] and the same with .data (and under /sv).
function paramsOf(request: Request): { tag?: string; page?: string } {
  const m = /\/blog\/tags\/([^/]+?)(?:\/page\/([^/]+?))?(?:\.data)?\/?$/.exec(new URL(request.url).pathname);
  return { tag: m?.[1], page: m?.[2] };
}

/**
 * Runs while prerendering, once per tag page (react-router.config.ts lists them). An unknown tag
 * or page number has no HTML file: servers and static hosts answer 404.html with status 404. A
 * language's tag pages are the tags of the posts its blog lists (app/lib/content/tags.ts): the
 * Swedish ones hold the Swedish posts and the English ones without a translation.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const lang = localeOfPath(new URL(request.url).pathname);
  const fromUrl = paramsOf(request);
  const slug = params.tag ?? fromUrl.tag;
  const pageParam = fromUrl.page;
  const all = await loadAllPosts();
  const group = tagGroups(all, lang).find((g) => g.slug === slug);
  if (!group) throw data(null, { status: 404 });
  const pages = tagPageCount(group.posts.length);
  const page = pageParam === undefined ? 1 : parsePageParam(pageParam, pages);
  if (page === null) throw data(null, { status: 404 });
  // The same tag's page in each language that has it (and has this many pages): the language
  // control leads to the other language's blog otherwise.
  const alternates = Object.fromEntries(
    LOCALES.flatMap((l) => {
      const there = l === lang ? group : tagGroups(all, l).find((g) => g.slug === group.slug);
      return there && tagPageCount(there.posts.length) >= page ? [[l, tagPath(there.name, page, l)]] : [];
    }),
  );
  const { title, file } = localizedPage("/blog", lang);
  return {
    tag: { slug: group.slug, name: group.name },
    posts: tagPagePosts(group.posts, page).map(toBlogPost),
    listing: { page, pages, total: group.posts.length },
    blog: { title, file, locale: lang },
    alternates,
  };
}

// As on a post page: no data at all means the not-found page (the root's HydrateFallback).
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return serverLoader();
}

export const meta = ({ loaderData, location }: Route.MetaArgs) => {
  if (!loaderData) return notFoundMeta({ location });
  const { tag, posts, listing, blog, alternates } = loaderData;
  const { locale } = blog;
  const { page, pages } = listing;
  const path = tagPath(tag.name, page, locale);
  return [
    ...documentMeta({
      title: documentTitle({ path, title: tagTitle(tag.name, page, pages, locale) }),
      description: tagDescription(tag.name, listing.total, posts.map((p) => p.title), locale),
      url: absoluteUrl(path),
      image: shareImageUrl({ path: "/blog" }, locale),
      imageAlt: `${blog.file} — ${blog.title}, ${site.productName}`,
      type: "website",
      locale,
      alternates,
    }),
    ...(page > 1 ? [{ tagName: "link", rel: "prev", href: tagPath(tag.name, page - 1, locale) }] : []),
    ...(page < pages ? [{ tagName: "link", rel: "next", href: tagPath(tag.name, page + 1, locale) }] : []),
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
  const { tag, posts, listing, blog } = loaderData;
  return (
    <PageContainer>
      <TagView key={`${blog.locale}/${tag.slug}/${listing.page}`} tag={tag} posts={posts} listing={listing} />
    </PageContainer>
  );
}
