import type { BlogPost } from "~/lib/content/blog-post";

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

/**
 * What each topic's tags contain, in every language a post may be tagged in: the chip's own
 * (English) text, which the specification's rule matches, and the Swedish word, so that on the
 * Swedish blog "Optimering" finds the Swedish posts tagged Optimering and the English ones tagged
 * Optimization alike. No English tag contains a Swedish word here, so the English blog is unchanged.
 */
const TOPIC_WORDS: Record<Exclude<Topic, "All">, readonly string[]> = {
  ML: ["ml", "maskininlärning"],
  Optimization: ["optimization", "optimering"],
  LLMs: ["llms", "språkmodell"],
};

/** A topic matches when any tag contains its text, case-insensitively ("LLMs" matches "LLMs & RAG"). */
export function matchesTopic(post: Pick<BlogPost, "tags">, topic: Topic): boolean {
  if (topic === "All") return true;
  const words = TOPIC_WORDS[topic];
  return post.tags.some((tag) => {
    const lower = tag.toLowerCase();
    return words.some((word) => lower.includes(word));
  });
}

export function filterPosts<T extends Filterable>(posts: readonly T[], { query, topic }: BlogFilters): T[] {
  return posts.filter((post) => matchesSearch(post, query) && matchesTopic(post, topic));
}

export function isTopic(value: string): value is Topic {
  return (TOPICS as readonly string[]).includes(value);
}
