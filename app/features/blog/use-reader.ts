import { useCallback, useEffect } from "react";
import { useSearchParams } from "react-router";
import type { BlogPost } from "~/content/blog-post";
import { useHydrated } from "~/lib/use-hydrated";

export const POST_PARAM = "post";

/**
 * The open post lives in the URL (`?post=<slug>`), so a link can open it. The prerendered
 * HTML has no post open; the URL is only read once hydrated, or hydration would not match.
 */
export function useReader(posts: readonly BlogPost[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const hydrated = useHydrated();
  const slug = hydrated ? searchParams.get(POST_PARAM) : null;
  const post = slug ? (posts.find((p) => p.slug === slug && p.status === "Published") ?? null) : null;

  const setSlug = useCallback(
    (next: string | null) =>
      setSearchParams(
        (prev) => {
          const params = new URLSearchParams(prev);
          if (next === null) params.delete(POST_PARAM);
          else params.set(POST_PARAM, next);
          return params;
        },
        // Replace: opening and closing a post should not pile up history entries.
        { replace: true, preventScrollReset: true },
      ),
    [setSearchParams],
  );

  // A stale or draft slug in a shared link: drop it quietly.
  useEffect(() => {
    if (slug !== null && post === null) setSlug(null);
  }, [slug, post, setSlug]);

  const open = useCallback((next: string) => setSlug(next), [setSlug]);
  const close = useCallback(() => setSlug(null), [setSlug]);
  return { post, open, close };
}
