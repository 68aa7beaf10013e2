import { startTransition, useMemo, useState } from "react";
import type { BlogPost } from "~/content/blog-post";
import { type Topic, filterPosts } from "./filter";
import { blogStats } from "./stats";

/** Search text and topic chip, and everything derived from them. */
export function useBlogFilters(posts: readonly BlogPost[]) {
  const [query, setQueryNow] = useState("");
  const [topic, setTopic] = useState<Topic>("All");
  // The search box is uncontrolled: clearing the filters gives it a new key, so it remounts empty.
  const [searchKey, setSearchKey] = useState(0);
  // The box shows each key by itself; the list, stats and cards follow in an interruptible
  // render, so a key's task holds no React render (no long tasks on a slow phone).
  const setQuery = (next: string) => startTransition(() => setQueryNow(next));
  const filtered = useMemo(() => filterPosts(posts, { query, topic }), [posts, query, topic]);
  const stats = useMemo(() => blogStats(filtered), [filtered]);
  const featured = filtered.find((p) => p.featured && p.status === "Published");
  const others = filtered.filter((p) => p !== featured);
  const clear = () => {
    setQueryNow("");
    setTopic("All");
    setSearchKey((key) => key + 1);
  };
  return { query, setQuery, searchKey, topic, setTopic, filtered, stats, featured, others, clear };
}
