import type { BlogPost } from "~/lib/content/blog-post";

export interface BlogStats {
  published: number;
  totalViews: number;
  drafts: number;
  /** Distinct tags. */
  topics: number;
}

/** The four stat cards, computed over whichever posts are passed (the filtered ones). */
export function blogStats(posts: readonly Pick<BlogPost, "status" | "views" | "tags">[]): BlogStats {
  return {
    published: posts.filter((p) => p.status === "Published").length,
    totalViews: posts.reduce((sum, p) => sum + p.views, 0),
    drafts: posts.filter((p) => p.status === "Draft").length,
    topics: new Set(posts.flatMap((p) => p.tags)).size,
  };
}
