import type { BlogPost } from "~/content/blog-post";

export const TOPICS = ["All", "ML", "Optimization", "LLMs"] as const;
export type Topic = (typeof TOPICS)[number];

export interface BlogFilters {
  query: string;
  topic: Topic;
}

type Filterable = Pick<BlogPost, "title" | "excerpt" | "tags">;

/** Case-insensitive substring match on title, excerpt and tags; blank matches everything. */
export function matchesSearch(post: Filterable, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === "") return true;
  return [post.title, post.excerpt, ...post.tags].some((field) => field.toLowerCase().includes(needle));
}

/** A topic matches when any tag contains its text, case-insensitively ("LLMs" matches "LLMs & RAG"). */
export function matchesTopic(post: Pick<BlogPost, "tags">, topic: Topic): boolean {
  if (topic === "All") return true;
  const needle = topic.toLowerCase();
  return post.tags.some((tag) => tag.toLowerCase().includes(needle));
}

export function filterPosts<T extends Filterable>(posts: readonly T[], { query, topic }: BlogFilters): T[] {
  return posts.filter((post) => matchesSearch(post, query) && matchesTopic(post, topic));
}

export function isTopic(value: string): value is Topic {
  return (TOPICS as readonly string[]).includes(value);
}
