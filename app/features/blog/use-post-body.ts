import { useEffect } from "react";
import { useFetcher } from "react-router";
import { type PostLang, type PostPageData, postPath } from "~/content/blog-post";

export type PostBodyState =
  | { status: "loading" }
  | { status: "failed"; retry: () => void }
  | { status: "ready"; html: string };

/**
 * The body of one post, fetched on demand from the post page's prerendered data (the list
 * does not carry bodies): from the page in the post's own language, /blog/<slug> for an English
 * post listed on the Swedish blog. The post route's clientLoader turns a failed fetch into null.
 */
export function usePostBody(slug: string | null, lang: PostLang = "en"): PostBodyState {
  const fetcher = useFetcher<PostPageData | null>({ key: `post-body:${slug ?? ""}` });
  const { load, state, data } = fetcher;
  useEffect(() => {
    if (slug && state === "idle" && data === undefined) void load(postPath(slug, lang));
  }, [slug, lang, state, data, load]);

  if (state !== "idle" || data === undefined) return { status: "loading" };
  if (data === null) return { status: "failed", retry: () => slug && void load(postPath(slug, lang)) };
  return { status: "ready", html: data.post.html };
}
