import { startTransition, useCallback, useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { type PostLang, type PostPageData, postPath } from "~/lib/content/blog-post";
import { bodyHtml } from "~/lib/content/body";
import { PART_ATTR } from "./post-body";
import { belongsToOtherBuild } from "~/lib/i18n/static-locale";

export type PostBodyState =
  | { status: "loading" }
  | { status: "failed"; retry: () => void }
  | { status: "ready"; html: string };

/**
 * The body of one post, fetched on demand (the list does not carry bodies) from the page in the
 * post's own language, /blog/<slug> for an English post listed on the Swedish blog: from the
 * page's prerendered data through the post route, or, when another language's build made that
 * page (app/lib/i18n/static-locale.ts), from the page itself, whose routes this build does not
 * have. The post route's clientLoader turns a failed fetch into null.
 */
export function usePostBody(slug: string | null, lang: PostLang = "en"): PostBodyState {
  const fromPage = slug !== null && belongsToOtherBuild(postPath(slug, lang));
  const fromData = useBodyFromData(fromPage ? null : slug, lang);
  const fromDocument = useBodyFromDocument(fromPage ? slug : null, lang);
  return fromPage ? fromDocument : fromData;
}

function useBodyFromData(slug: string | null, lang: PostLang): PostBodyState {
  const fetcher = useFetcher<PostPageData | null>({ key: `post-body:${slug ?? ""}` });
  const { load, state, data } = fetcher;
  useEffect(() => {
    if (slug && state === "idle" && data === undefined) void load(postPath(slug, lang));
  }, [slug, lang, state, data, load]);

  if (state !== "idle" || data === undefined) return { status: "loading" };
  if (data === null) return { status: "failed", retry: () => slug && void load(postPath(slug, lang)) };
  return { status: "ready", html: bodyHtml(data.post.body) };
}

function useBodyFromDocument(slug: string | null, lang: PostLang): PostBodyState {
  const [result, setResult] = useState<{ key: string; html: string | null } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const key = slug ? `${postPath(slug, lang)}#${attempt}` : "";
  useEffect(() => {
    if (!slug) return;
    const controller = new AbortController();
    fetch(postPath(slug, lang), { signal: controller.signal, headers: { Accept: "text/html" } })
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(String(response.status)))))
      .then(
        // A transition, like the router's own updates (the other path): a body with formulas links
        // KaTeX's stylesheet (post-body.tsx), and React holds a transition until the sheet has
        // loaded, where an ordinary update would hide the whole page behind its Suspense boundary
        // meanwhile, the open reader with it.
        (page) => startTransition(() => setResult({ key, html: bodyOfPage(page) })),
        () => controller.signal.aborted || setResult({ key, html: null }),
      );
    return () => controller.abort();
  }, [slug, lang, key]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (!result || result.key !== key) return { status: "loading" };
  if (result.html === null) return { status: "failed", retry };
  return { status: "ready", html: result.html };
}

/**
 * A post's body from its prerendered page: the element the page renders it in (post-body.tsx),
 * its HTML parts only (a live figure needs its island, which the reader leaves out, as it does
 * for a post of this build), or null when the page has none (not a post page). The page is this
 * site's own build output. Its formulas lose the page's first-paint hold (scripts/build/postbuild.ts, FONT_HOLD), which
 * only the page's own starter would lift.
 */
export function bodyOfPage(page: string): string | null {
  const body = new DOMParser().parseFromString(page, "text/html").querySelector("[data-post-body]");
  if (!body) return null;
  for (const held of body.querySelectorAll("[data-font-hold]")) held.removeAttribute("data-font-hold");
  const parts = body.querySelectorAll(`:scope > [${PART_ATTR}]`);
  return parts.length ? [...parts].map((part) => part.innerHTML).join("") : body.innerHTML;
}
