import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import type { BlogPost } from "~/content/blog-post";
import { tagPath } from "~/content/tags";
import { Pager } from "./pager";
import { PostCard } from "./post-card";
import { PostReader } from "./post-reader";
import { useReader } from "./use-reader";

interface TagViewProps {
  tag: { slug: string; name: string };
  /** This page's posts, newest first. */
  posts: readonly BlogPost[];
  listing: { page: number; pages: number; total: number };
}

/**
 * A tag's page (/blog/tags/<tag>): its published posts, newest first, as the same cards as /blog,
 * with the same reader; older ones on /blog/tags/<tag>/page/N.
 */
export function TagView({ tag, posts, listing }: TagViewProps) {
  const reader = useReader(posts);
  const { page, pages, total } = listing;
  return (
    <div className="flex flex-col gap-6">
      <header>
        <p className="font-mono text-xs text-syntax-comment">{`// blog.md › tags › ${tag.slug}`}</p>
        <h1 className="mt-2 font-mono text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
          Posts tagged <span className="text-syntax-type">#{tag.name}</span>
        </h1>
        <p className="mt-3 max-w-3xl text-base leading-relaxed text-muted-foreground">
          {`${total} ${total === 1 ? "article" : "articles"} tagged ${tag.name}, newest first.`}
        </p>
        <Link
          to="/blog"
          className="mt-4 inline-flex min-h-11 items-center gap-1.5 font-mono text-sm text-accent hover:underline"
        >
          {/* The home page's bundle already has this icon; ChevronLeft would add to it. */}
          <ChevronRight aria-hidden="true" className="size-4 rotate-180" />
          All posts
        </Link>
      </header>
      <p className="font-mono text-xs text-syntax-comment">
        {pages > 1 ? `// ${posts.length} of ${total} posts · page ${page} of ${pages}` : `// ${total} ${total === 1 ? "post" : "posts"}`}
      </p>
      <section aria-labelledby="tag-posts-heading">
        <h2 id="tag-posts-heading" className="sr-only">
          Articles
        </h2>
        <div className="grid gap-4 lg:grid-cols-2">
          {posts.map((post) => (
            <PostCard key={post.slug} post={post} onRead={reader.open} />
          ))}
        </div>
      </section>
      <Pager page={page} pages={pages} pathOf={(n) => tagPath(tag.name, n)} label={`Pages of posts tagged ${tag.name}`} />
      <PostReader post={reader.post} onClose={reader.close} />
    </div>
  );
}
