import { type BlogPost, type BlogTopic, blogTopics } from "~/lib/content/blog-post";

/** "All" or the name of one of the owner's topics (`blogTopics`, app/lib/content/blog-post.ts). */
export type Topic = string;

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
 * What a topic's tags contain: the chip's own text, which the specification's rule matches, and
 * the topic's further words (`blogTopics`), e.g. the Swedish word, so that on the Swedish blog
 * "Optimering" finds the Swedish posts tagged Optimering and the English ones tagged Optimization
 * alike.
 */
function topicWords(topic: Topic, topics: readonly BlogTopic[]): string[] {
  const words = topics.find((t) => t.name === topic)?.words ?? [];
  return [topic.toLowerCase(), ...words.map((w) => w.toLowerCase())];
}

/** A topic matches when any tag contains its text, case-insensitively ("LLMs" matches "LLMs & RAG"). */
export function matchesTopic(post: Pick<BlogPost, "tags">, topic: Topic, topics: readonly BlogTopic[] = blogTopics): boolean {
  if (topic === "All") return true;
  const words = topicWords(topic, topics);
  return post.tags.some((tag) => {
    const lower = tag.toLowerCase();
    return words.some((word) => lower.includes(word));
  });
}

export function filterPosts<T extends Filterable>(posts: readonly T[], { query, topic }: BlogFilters, topics: readonly BlogTopic[] = blogTopics): T[] {
  return posts.filter((post) => matchesSearch(post, query) && matchesTopic(post, topic, topics));
}

/**
 * The blog's chips: All, then each of the owner's topics, in their order, that some post of
 * `posts` (a language's whole blog, drafts included) matches. A topic no post matches has no chip.
 */
export function topicsOf(posts: readonly Pick<BlogPost, "tags">[], topics: readonly BlogTopic[] = blogTopics): Topic[] {
  return ["All", ...topics.map((t) => t.name).filter((name) => posts.some((post) => matchesTopic(post, name, topics)))];
}

/** Whether `value` is one of the chips shown (`?topic=` selects nothing else). */
export function isTopic(value: string, topics: readonly Topic[]): boolean {
  return topics.includes(value);
}
