import type { BlogPost } from "~/content/blog-post";
import { BlogStatsCards } from "./blog-stats";
import { BlogToolbar } from "./blog-toolbar";
import { EmptyState } from "./empty-state";
import { FeaturedPost } from "./featured-post";
import { Pager } from "./pager";
import { PostCard } from "./post-card";
import { PostReader } from "./post-reader";
import { type Listing, type SearchScope, useBlogFilters } from "./use-blog-filters";
import { useReader } from "./use-reader";
import { useSearchUrl } from "./use-search-url";

/** The line under the stat cards: how many posts are shown, and of what. */
export function resultsNote(o: {
  active: boolean;
  complete: boolean;
  scope: SearchScope;
  matches: number;
  hidden: number;
  listing: Pick<Listing, "page" | "pages" | "total">;
  onPage: number;
}): string {
  const { listing } = o;
  if (o.complete) return `// ${o.matches} of ${listing.total} posts`;
  if (!o.active) return `// ${o.onPage} of ${listing.total} posts · page ${listing.page} of ${listing.pages}`;
  if (o.scope === "pending") return `// searching all ${listing.total} posts…`;
  if (o.scope === "page") return `// ${o.matches} on this page · the other posts could not be loaded, try again`;
  return `// ${o.matches} of ${listing.total} posts${o.hidden > 0 ? ` · showing ${o.matches - o.hidden}` : ""}`;
}

/**
 * Search, topics, stats, the featured article, the other posts, the pager and the reader. The
 * page's own posts come from the loader; a search or topic runs over every post (the index).
 */
export function BlogView({ posts, listing }: { posts: readonly BlogPost[]; listing: Listing }) {
  const f = useBlogFilters(posts, listing);
  const { urlQuery } = useSearchUrl(f, f.setTopic);
  const reader = useReader(f.known, f.awaitIndex);
  const note = resultsNote({ ...f, matches: f.filtered.length, listing, onPage: posts.length });

  return (
    <div className="flex flex-col gap-6">
      <BlogToolbar
        key={f.searchKey}
        onQueryChange={f.setQuery}
        topic={f.chip}
        onTopicChange={f.setTopic}
        restoreQuery={f.searchKey === 0 ? urlQuery : ""}
      />
      <BlogStatsCards stats={f.stats} />
      <p role="status" data-results-note aria-busy={f.active && f.scope === "pending"} className="font-mono text-xs text-syntax-comment">
        {note}
      </p>
      {f.filtered.length === 0 ? (
        <EmptyState query={f.query} topic={f.topic} onClear={f.clear} />
      ) : (
        <>
          {f.featured && (
            <section aria-labelledby="featured-heading">
              <h2 id="featured-heading" className="sr-only">
                Featured Article
              </h2>
              <FeaturedPost post={f.featured} onRead={reader.open} />
            </section>
          )}
          {f.others.length > 0 && (
            <section aria-labelledby="posts-heading">
              <h2 id="posts-heading" className="mb-3 font-mono text-sm font-semibold text-muted-foreground">
                {f.featured ? "More articles" : !f.active && listing.page > 1 ? "Older articles" : "Articles"}
              </h2>
              <div className="grid gap-4 lg:grid-cols-2">
                {f.others.map((post) => (
                  <PostCard key={post.slug} post={post} onRead={reader.open} />
                ))}
              </div>
              {f.hidden > 0 && (
                <button
                  type="button"
                  onClick={f.showMore}
                  className="mt-4 min-h-11 w-full rounded-sm border border-border bg-card px-4 font-mono text-sm text-foreground hover:bg-muted"
                >
                  {`Show more results (${f.hidden} more)`}
                </button>
              )}
            </section>
          )}
        </>
      )}
      {!f.active && <Pager page={listing.page} pages={listing.pages} />}
      <PostReader post={reader.post} onClose={reader.close} />
    </div>
  );
}
