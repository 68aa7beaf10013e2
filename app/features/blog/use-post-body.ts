import { useEffect } from "react";
import { useFetcher } from "react-router";
import { type PostPageData, postPath } from "~/content/blog-post";

export type PostBodyState =
  | { status: "loading" }
  | { status: "failed"; retry: () => void }
  | { status: "ready"; html: string };

/**
 * The body of one post, fetched on demand from the post page's prerendered data (the list
 * does not carry bodies). The post route's clientLoader turns a failed fetch into null.
 */
export function usePostBody(slug: string | null): PostBodyState {
  const fetcher = useFetcher<PostPageData | null>({ key: `post-body:${slug ?? ""}` });
  const { load, state, data } = fetcher;
  useEffect(() => {
    if (slug && state === "idle" && data === undefined) void load(postPath(slug));
  }, [slug, state, data, load]);

  if (state !== "idle" || data === undefined) return { status: "loading" };
  if (data === null) return { status: "failed", retry: () => slug && void load(postPath(slug)) };
  return { status: "ready", html: data.post.html };
}
