import { useMemo, useState } from "react";
import type { BlogPost } from "~/content/blog-post";
import { type Topic, filterPosts } from "./filter";
import { blogStats } from "./stats";

/** Search text and topic chip, and everything derived from them. */
export function useBlogFilters(posts: readonly BlogPost[]) {
  const [query, setQuery] = useState("");
  const [topic, setTopic] = useState<Topic>("All");
  const filtered = useMemo(() => filterPosts(posts, { query, topic }), [posts, query, topic]);
  const stats = useMemo(() => blogStats(filtered), [filtered]);
  const featured = filtered.find((p) => p.featured && p.status === "Published");
  const others = filtered.filter((p) => p !== featured);
  const clear = () => {
    setQuery("");
    setTopic("All");
  };
  return { query, setQuery, topic, setTopic, filtered, stats, featured, others, clear };
}
