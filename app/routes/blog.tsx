import { type ShouldRevalidateFunctionArgs, data } from "react-router";
import { PageContainer } from "~/components/page";
import { PageHeader } from "~/components/page-header";
import { listedPosts, listingPath, pagePosts, pagesOf, parsePageParam } from "~/lib/content/blog-listing";
import { pageData } from "~/lib/content/localized-pages";
import { loadAllPosts } from "~/lib/content/posts.server";
import { site } from "~/lib/content/site";
import { BlogView } from "~/features/blog/blog-view";
import { topicsOf } from "~/features/blog/filter";
import { toBlogPost } from "~/features/blog/preview";
import { blogStats } from "~/features/blog/stats";
import { NewsletterForm } from "~/features/forms/newsletter-form";
import { LOCALES, localeOfPath } from "~/lib/i18n/locale";
import { translate } from "~/lib/i18n/use-locale";
import { absoluteUrl, documentMeta, documentTitle, pageMeta, shareImageUrl } from "~/lib/seo";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/blog";

/** /blog, and /blog/page/2, /blog/page/3, … (the route `blog/page/:page`, app/routes.ts); the same under /sv. */
function pageOf(request: Request): string | undefined {
  return /\/blog\/page\/([^/]+?)(?:\.data)?\/?$/.exec(new URL(request.url).pathname)?.[1];
}

/**
 * Runs while prerendering: the Markdown is parsed and highlighted here, never in the browser.
 * Each listing page carries its own posts only; the stat cards' totals cover every post. The
 * Swedish blog lists the Swedish posts and the English ones without a Swedish translation
 * (`listedPosts`); their cards say so and lead to the English page.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const lang = localeOfPath(new URL(request.url).pathname);
  const every = await loadAllPosts();
  const all = listedPosts(every, lang).map(toBlogPost);
  const pages = pagesOf(all);
  const param = pageOf(request);
  const current = param === undefined ? 1 : parsePageParam(param, pages);
  if (current === null) throw data(null, { status: 404 });
  return {
    ...pageData("/blog", request),
    posts: pagePosts(all, current),
    listing: { page: current, pages, total: all.length, stats: blogStats(all), topics: topicsOf(all) },
    // An older page exists in another language only if that blog has as many pages: the language
    // control leads to that blog's first page otherwise (app/lib/i18n/use-alternate.ts).
    ...(current > 1
      ? {
          alternates: Object.fromEntries(
            LOCALES.flatMap((l) => (l === lang || pagesOf(listedPosts(every, l)) >= current ? [[l, listingPath(current, l)]] : [])),
          ),
        }
      : {}),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  const listing = loaderData?.listing;
  const page = loaderData.page;
  if (!listing || listing.pages <= 1) return pageMeta(page);
  const { page: n, pages } = listing;
  const { locale } = page;
  const t = translate(locale);
  const head =
    n === 1
      ? pageMeta(page)
      : documentMeta({
          title: documentTitle({ path: listingPath(n), title: t(m.blog_page_title, { page: n, pages }) }),
          description: t(m.blog_page_description, { page: n, pages, description: page.description }),
          url: absoluteUrl(listingPath(n, locale)),
          image: shareImageUrl(page, locale),
          imageAlt: `${page.file} — ${page.title}, ${site.productName}`,
          type: "website",
          locale,
          ...("alternates" in loaderData ? { alternates: loaderData.alternates } : {}),
        });
  return [
    ...head,
    ...(n > 1 ? [{ tagName: "link", rel: "prev", href: listingPath(n - 1, locale) }] : []),
    ...(n < pages ? [{ tagName: "link", rel: "next", href: listingPath(n + 1, locale) }] : []),
  ];
};

// Opening a post or searching only changes the query string: the posts are the same, so do
// not fetch them again. Another listing page has other posts.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PageContainer>
      <PageHeader page={loaderData.page} />
      {/* A new listing page (or language) is a new list: no search, filter or reader state carries over. */}
      <BlogView key={`${loaderData.page.locale}/${loaderData.listing.page}`} posts={loaderData.posts} listing={loaderData.listing} />
      <div className="mt-10">
        <NewsletterForm />
      </div>
    </PageContainer>
  );
}
