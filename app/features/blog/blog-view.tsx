import type { BlogPost } from "~/lib/content/blog-post";
import type { Locale } from "~/lib/i18n/locale";
import { translate, useLocale } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
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

/** The line under the stat cards: how many posts are shown, and of what, in the page's language. */
export function resultsNote(
  o: {
    active: boolean;
    complete: boolean;
    scope: SearchScope;
    matches: number;
    hidden: number;
    listing: Pick<Listing, "page" | "pages" | "total">;
    onPage: number;
  },
  locale: Locale = "en",
): string {
  const t = translate(locale);
  const { matches, listing } = o;
  const { total, page, pages } = listing;
  if (o.complete) return t(m.blog_note_matches, { matches, total });
  if (!o.active) return t(m.blog_note_page, { shown: o.onPage, total, page, pages });
  if (o.scope === "pending") return t(m.blog_note_searching, { total });
  if (o.scope === "page") return t(m.blog_note_page_only, { matches });
  return o.hidden > 0 ? t(m.blog_note_matches_showing, { matches, total, shown: matches - o.hidden }) : t(m.blog_note_matches, { matches, total });
}

/**
 * Search, topics, stats, the featured article, the other posts, the pager and the reader. The
 * page's own posts come from the loader; a search or topic runs over every post (the index).
 */
export function BlogView({ posts, listing }: { posts: readonly BlogPost[]; listing: Listing }) {
  const locale = useLocale();
  const t = translate(locale);
  const f = useBlogFilters(posts, listing, locale);
  const { urlQuery } = useSearchUrl(f, f.setTopic, listing.topics);
  const reader = useReader(f.known, f.awaitIndex);
  const note = resultsNote({ ...f, matches: f.filtered.length, listing, onPage: posts.length }, locale);

  return (
    <div className="flex flex-col gap-6">
      <BlogToolbar
        key={f.searchKey}
        onQueryChange={f.setQuery}
        topics={listing.topics}
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
                {t(m.blog_featured)}
              </h2>
              <FeaturedPost post={f.featured} onRead={reader.open} />
            </section>
          )}
          {f.others.length > 0 && (
            <section aria-labelledby="posts-heading">
              <h2 id="posts-heading" className="mb-3 font-mono text-sm font-semibold text-muted-foreground">
                {f.featured ? t(m.blog_more_articles) : !f.active && listing.page > 1 ? t(m.blog_older_articles) : t(m.blog_articles)}
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
                  {t(m.blog_show_more, { count: f.hidden })}
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
