import { startTransition, useMemo, useState } from "react";
import type { BlogPost } from "~/lib/content/blog-post";
import { featuredOf } from "~/lib/content/blog-listing";
import type { Locale } from "~/lib/i18n/locale";
import { type Topic, filterPosts } from "./filter";
import { type BlogStats, blogStats } from "./stats";
import { useSearchIndex } from "./use-search-index";

/** Where this listing page sits among all posts, from the route's loader (computed at build time). */
export interface Listing {
  page: number;
  pages: number;
  /** Every post and draft. */
  total: number;
  /** The stat cards over every post and draft, for the page with no filter. */
  stats: BlogStats;
  /** The topic chips: All and each of the owner's topics some post has (`topicsOf`). */
  topics: readonly Topic[];
}

/**
 * Search results are shown this many at a time ("Show more"), as many as a listing page: a
 * keystroke never mounts 200 cards, and a commit stays short at 4× CPU.
 */
export const RESULTS_STEP = 12;

/**
 * What the filters run over: `all` every post (this page holds them all, or the index came),
 * `pending` the index is on its way, `page` it failed and only this page's posts are searched.
 */
export type SearchScope = "all" | "pending" | "page";

/** Search text and topic chip, and everything derived from them. */
export function useBlogFilters(posts: readonly BlogPost[], listing: Listing, locale: Locale = "en") {
  // With every post on this page (the sample site) nothing is fetched: filtering is local.
  const complete = posts.length >= listing.total;
  // The index of the page's language's blog: the Swedish one lists English posts too.
  const index = useSearchIndex(locale);
  const [query, setQueryNow] = useState("");
  const [topic, setTopicNow] = useState<Topic>("All");
  // The pressed chip shows at once; the cards it selects follow in a transition, like the query's.
  const [chip, setChip] = useState<Topic>("All");
  const [limit, setLimit] = useState(RESULTS_STEP);
  // Whether the search was ever changed here (the address follows it only then).
  const [touched, setTouched] = useState(false);
  // The search box is uncontrolled: clearing the filters gives it a new key, so it remounts empty.
  const [searchKey, setSearchKey] = useState(0);
  const requestIndex = index.request;
  // The box shows each key by itself; the list, stats and cards follow in an interruptible
  // render, so a key's task holds no React render (no long tasks on a slow phone).
  const setQuery = (next: string) => {
    if (!complete && next.trim() !== "") requestIndex();
    startTransition(() => {
      setQueryNow(next);
      setLimit(RESULTS_STEP);
      setTouched(true);
    });
  };
  const setTopic = (next: Topic) => {
    if (!complete && next !== "All") requestIndex();
    setChip(next);
    startTransition(() => {
      setTopicNow(next);
      setLimit(RESULTS_STEP);
      setTouched(true);
    });
  };

  const active = query.trim() !== "" || topic !== "All";
  const scope: SearchScope = complete || index.status === "ready" ? "all" : index.status === "failed" ? "page" : "pending";
  const source = active && !complete && index.status === "ready" ? index.posts : posts;
  const filtered = useMemo(
    () => (active && scope !== "pending" ? filterPosts(source, { query, topic }) : [...source]),
    [active, scope, source, query, topic],
  );
  // Unfiltered (or while the index loads) the cards count every post: totals from the build.
  const stats = useMemo(
    () => (complete || (active && scope !== "pending") ? blogStats(filtered) : listing.stats),
    [complete, active, scope, filtered, listing.stats],
  );
  const featured = featuredOf(filtered);
  const others = filtered.filter((p) => p !== featured);
  const shown = active ? others.slice(0, limit) : others;
  const clear = () => {
    setQueryNow("");
    setTopicNow("All");
    setChip("All");
    setLimit(RESULTS_STEP);
    setTouched(true);
    setSearchKey((key) => key + 1);
  };
  return {
    query,
    setQuery,
    searchKey,
    touched,
    topic,
    chip,
    setTopic,
    active,
    scope,
    complete,
    filtered,
    stats,
    featured,
    others: shown,
    hidden: others.length - shown.length,
    showMore: () => setLimit((n) => n + RESULTS_STEP),
    clear,
    /** Every post the reader can open: the index once it came, else this page's. */
    known: index.posts ?? posts,
    /** Loads the index (a deep link to a post on another page waits for it); null once settled. */
    awaitIndex: complete || index.status === "ready" || index.status === "failed" ? null : requestIndex,
  };
}
