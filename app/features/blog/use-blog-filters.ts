import { useDeferredValue, useMemo, useState } from "react";
import type { BlogPost } from "~/content/blog-post";
import { type Topic, filterPosts } from "./filter";
import { blogStats } from "./stats";

/** Search text and topic chip, and everything derived from them. */
export function useBlogFilters(posts: readonly BlogPost[]) {
  const [query, setQuery] = useState("");
  const [topic, setTopic] = useState<Topic>("All");
  // The field updates at once; the list, stats and cards follow in an interruptible render,
  // so typing never waits for them (no long tasks on a slow phone).
  const deferredQuery = useDeferredValue(query);
  const filtered = useMemo(() => filterPosts(posts, { query: deferredQuery, topic }), [posts, deferredQuery, topic]);
  const stats = useMemo(() => blogStats(filtered), [filtered]);
  const featured = filtered.find((p) => p.featured && p.status === "Published");
  const others = filtered.filter((p) => p !== featured);
  const clear = () => {
    setQuery("");
    setTopic("All");
  };
  return { query, setQuery, topic, setTopic, filtered, stats, featured, others, clear };
}
