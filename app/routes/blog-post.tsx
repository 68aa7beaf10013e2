import { data, isRouteErrorResponse, useNavigate } from "react-router";
import { PageContainer } from "~/components/page";
import type { PostPageData } from "~/lib/content/blog-post";
import { postPath } from "~/lib/content/blog-post";
import { loadAllPosts, neighbours, postsInLanguage, translationOf } from "~/lib/content/posts.server";
import { LOCALES, localeOfPath } from "~/lib/i18n/locale";
import { translate, useT } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import { PostArticle } from "~/features/blog/post-article";
import { renderLabFigure } from "~/features/capacity/lab-figure-island";
import { PostUnavailable } from "~/features/blog/post-unavailable";
import { postMeta } from "~/lib/post-seo";
import type { Route } from "./+types/blog-post";
import NotFoundRoute, { meta as notFoundMeta } from "./not-found";

/** Tells the editor chrome that this is a post: blog.md is the section, `<slug>.md` the file. */
export const handle = { postPage: true };

// The prerenderer asks for both /blog/<slug> (the HTML) and /blog/<slug>.data (the data).
function slugOf(request: Request): string {
  return new URL(request.url).pathname.replace(/\.data$/, "").replace(/\/+$/, "").split("/").pop() ?? "";
}

/** Runs while prerendering, once per published post (the prerender list, react-router.config.ts). */
export async function loader({ request, params }: Route.LoaderArgs): Promise<PostPageData> {
  const slug = params.slug ?? slugOf(request);
  // A post has a page in its own language only: /sv/blog/<slug> for a Swedish post.
  const lang = localeOfPath(new URL(request.url).pathname);
  const all = await loadAllPosts();
  const posts = postsInLanguage(all, lang);
  const found = posts.find((p) => p.slug === slug && p.status === "Published");
  if (!found) throw data(null, { status: 404 });
  const { text: _text, ...post } = found;
  const alternates = Object.fromEntries(
    LOCALES.flatMap((l) => {
      const counterpart = l === lang ? slug : translationOf(found, all, l);
      return counterpart ? [[l, postPath(counterpart, l)]] : [];
    }),
  );
  return { post, ...neighbours(posts, slug), alternates };
}

/**
 * In the browser (client-side navigation, and the blog's reader through a fetcher) the data
 * comes from the prerendered .data file. A failed fetch must not break the page around it:
 * null makes the page, or the reader, say so and offer Retry. A 404 is not a failure: drafts and
 * unknown slugs have no .data file, and their address is the not-found page.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs): Promise<PostPageData | null> {
  try {
    return await serverLoader();
  } catch (error) {
    if (isRouteErrorResponse(error) && error.status === 404) throw error;
    return null;
  }
}

// No loader data at all (not null) means the not-found page: the root's HydrateFallback.
export const meta = ({ loaderData, location }: Route.MetaArgs) =>
  loaderData
    ? postMeta(loaderData.post, loaderData.alternates)
    : loaderData === null
      ? [{ title: translate(localeOfPath(location.pathname))(m.post_unavailable_title) }]
      : notFoundMeta({ location });

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // Anything else is the root's to show.
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <NotFoundRoute />;
}

export default function BlogPostRoute({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const t = useT();
  return (
    <PageContainer>
      {loaderData ? (
        <PostArticle {...loaderData} figure={renderLabFigure} />
      ) : (
        <div className="mx-auto max-w-3xl">
          <h1 className="mb-4 font-mono text-2xl font-bold text-foreground">{t(m.post_unavailable_title)}</h1>
          {/* Navigating to the same address runs the loader again. */}
          <PostUnavailable onRetry={() => void navigate(".", { replace: true })} />
        </div>
      )}
    </PageContainer>
  );
}
