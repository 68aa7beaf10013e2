import { startTransition, useCallback, useRef, useState } from "react";
import type { BlogPost } from "~/lib/content/blog-post";
import { searchIndexPath } from "~/lib/content/blog-listing";
import type { Locale } from "~/lib/i18n/locale";
import { fromSearchIndex } from "./search-index";

export type SearchIndexState =
  | { status: "idle" | "loading" | "failed"; posts: null }
  | { status: "ready"; posts: readonly BlogPost[] };

// Fetched once per visit and language and kept in memory: leaving the blog and coming back
// reuses it. A failed fetch is forgotten, so the next keystroke tries again.
const pending = new Map<Locale, Promise<readonly BlogPost[]>>();
const loaded = new Map<Locale, readonly BlogPost[]>();

function fetchIndex(locale: Locale): Promise<readonly BlogPost[]> {
  let request = pending.get(locale);
  if (!request) {
    const path = searchIndexPath(locale);
    request = fetch(path)
      .then((res) => {
        if (!res.ok) throw new Error(`${path}: ${res.status}`);
        return res.json() as Promise<unknown>;
      })
      .then((json) => {
        const posts = fromSearchIndex(json);
        loaded.set(locale, posts);
        return posts;
      })
      .catch((error: unknown) => {
        pending.delete(locale);
        throw error;
      });
    pending.set(locale, request);
  }
  return request;
}

/**
 * The index of every post the page's language's blog lists, loaded on `request()` (the first
 * keystroke or chip press). The blog view is keyed by listing page, and a language switch is
 * another route, so `locale` never changes under one mounted hook.
 */
export function useSearchIndex(locale: Locale = "en"): SearchIndexState & { request: () => void } {
  const [state, setState] = useState<SearchIndexState>(() => {
    const posts = loaded.get(locale);
    return posts ? { status: "ready", posts } : { status: "idle", posts: null };
  });
  const status = useRef(state.status);
  const request = useCallback(() => {
    if (status.current === "ready" || status.current === "loading") return;
    status.current = "loading";
    setState({ status: "loading", posts: null });
    fetchIndex(locale).then(
      (posts) => {
        status.current = "ready";
        // Every matching card appears at once: an interruptible render, not one long task.
        startTransition(() => setState({ status: "ready", posts }));
      },
      () => {
        status.current = "failed";
        setState({ status: "failed", posts: null });
      },
    );
  }, [locale]);
  return { ...state, request };
}
