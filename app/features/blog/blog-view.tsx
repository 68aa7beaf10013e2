import type { BlogPost } from "~/content/blog-post";
import { BlogStatsCards } from "./blog-stats";
import { BlogToolbar } from "./blog-toolbar";
import { EmptyState } from "./empty-state";
import { FeaturedPost } from "./featured-post";
import { PostCard } from "./post-card";
import { PostReader } from "./post-reader";
import { useBlogFilters } from "./use-blog-filters";
import { useReader } from "./use-reader";

/** Search, topics, stats, the featured article, the other posts and the reader. */
export function BlogView({ posts }: { posts: readonly BlogPost[] }) {
  const { query, setQuery, searchKey, topic, setTopic, filtered, stats, featured, others, clear } = useBlogFilters(posts);
  const reader = useReader(posts);

  return (
    <div className="flex flex-col gap-6">
      <BlogToolbar key={searchKey} onQueryChange={setQuery} topic={topic} onTopicChange={setTopic} />
      <BlogStatsCards stats={stats} />
      <p role="status" className="font-mono text-xs text-syntax-comment">
        {`// ${filtered.length} of ${posts.length} posts`}
      </p>
      {filtered.length === 0 ? (
        <EmptyState query={query} topic={topic} onClear={clear} />
      ) : (
        <>
          {featured && (
            <section aria-labelledby="featured-heading">
              <h2 id="featured-heading" className="sr-only">
                Featured Article
              </h2>
              <FeaturedPost post={featured} onRead={reader.open} />
            </section>
          )}
          {others.length > 0 && (
            <section aria-labelledby="posts-heading">
              <h2 id="posts-heading" className="mb-3 font-mono text-sm font-semibold text-muted-foreground">
                {featured ? "More articles" : "Articles"}
              </h2>
              <div className="grid gap-4 lg:grid-cols-2">
                {others.map((post) => (
                  <PostCard key={post.slug} post={post} onRead={reader.open} />
                ))}
              </div>
            </section>
          )}
        </>
      )}
      <PostReader post={reader.post} onClose={reader.close} />
    </div>
  );
}
