import { startTransition, useCallback, useRef, useState } from "react";
import type { BlogPost } from "~/content/blog-post";
import { SEARCH_INDEX_PATH } from "~/content/blog-listing";
import { fromSearchIndex } from "./search-index";

export type SearchIndexState =
  | { status: "idle" | "loading" | "failed"; posts: null }
  | { status: "ready"; posts: readonly BlogPost[] };

// Fetched once per visit and kept in memory: leaving the blog and coming back reuses it. A
// failed fetch is forgotten, so the next keystroke tries again.
let pending: Promise<readonly BlogPost[]> | null = null;
let loaded: readonly BlogPost[] | null = null;

function fetchIndex(): Promise<readonly BlogPost[]> {
  pending ??= fetch(SEARCH_INDEX_PATH)
    .then((res) => {
      if (!res.ok) throw new Error(`${SEARCH_INDEX_PATH}: ${res.status}`);
      return res.json() as Promise<unknown>;
    })
    .then((json) => (loaded = fromSearchIndex(json)))
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

/** The index of every post, loaded on `request()` (the first keystroke or chip press). */
export function useSearchIndex(): SearchIndexState & { request: () => void } {
  const [state, setState] = useState<SearchIndexState>(() =>
    loaded ? { status: "ready", posts: loaded } : { status: "idle", posts: null },
  );
  const status = useRef(state.status);
  const request = useCallback(() => {
    if (status.current === "ready" || status.current === "loading") return;
    status.current = "loading";
    setState({ status: "loading", posts: null });
    fetchIndex().then(
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
  }, []);
  return { ...state, request };
}
