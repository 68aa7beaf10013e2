import type { BlogPost } from "~/lib/content/blog-post";

/** A post for unit tests; override what the test is about. */
export function makePost(overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    slug: "post",
    title: "A post",
    excerpt: "An excerpt.",
    date: "2024-03-15",
    readTime: "4 min read",
    views: 100,
    tags: ["Railway"],
    status: "Published",
    featured: false,
    preview: "Body",
    ...overrides,
  };
}
