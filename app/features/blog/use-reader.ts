import { useCallback, useEffect } from "react";
import { useSearchParams } from "react-router";
import type { BlogPost } from "~/lib/content/blog-post";
import { useHydrated } from "~/lib/use-hydrated";
import { useUpdateSearch } from "~/lib/use-update-search";

export const POST_PARAM = "post";

/**
 * The open post lives in the URL (`?post=<slug>`), so a link can open it. The prerendered
 * HTML has no post open; the URL is only read once hydrated, or hydration would not match.
 * A post listed on another page is found once the search index has come: `awaitIndex` loads
 * it (null when there is nothing more to wait for).
 */
export function useReader(posts: readonly BlogPost[], awaitIndex: (() => void) | null = null) {
  const [searchParams] = useSearchParams();
  const updateSearch = useUpdateSearch();
  const hydrated = useHydrated();
  const slug = hydrated ? searchParams.get(POST_PARAM) : null;
  const post = slug ? (posts.find((p) => p.slug === slug && p.status === "Published") ?? null) : null;

  const setSlug = useCallback(
    (next: string | null) =>
      updateSearch((params) => {
        if (next === null) params.delete(POST_PARAM);
        else params.set(POST_PARAM, next);
      }),
    [updateSearch],
  );

  // A stale or draft slug in a shared link: drop it quietly (once every post is known).
  useEffect(() => {
    if (slug === null || post !== null) return;
    if (awaitIndex) awaitIndex();
    else setSlug(null);
  }, [slug, post, setSlug, awaitIndex]);

  const open = useCallback((next: string) => setSlug(next), [setSlug]);
  const close = useCallback(() => setSlug(null), [setSlug]);
  return { post, open, close };
}
