import { ArrowRight, Lock } from "lucide-react";
import { memo, useId } from "react";
import { Link } from "react-router";
import { type BlogPost, postPath } from "~/content/blog-post";
import { PostMeta, StatusBadge, TagList } from "./post-meta";
import { buttonClass } from "~/components/button-styles";

/** One post in the list. Drafts can be seen but not opened. */
export const PostCard = memo(function PostCard({ post, onRead }: { post: BlogPost; onRead: (slug: string) => void }) {
  const titleId = useId();
  const published = post.status === "Published";
  return (
    <article className="flex flex-col gap-3 rounded-md border border-border bg-card p-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <StatusBadge status={post.status} />
        <PostMeta post={post} />
      </div>
      <h3 id={titleId} className="text-lg font-semibold text-balance text-foreground">
        {published ? <TitleLink post={post} /> : post.title}
      </h3>
      <p className="leading-relaxed text-muted-foreground">{post.excerpt}</p>
      {published && (
        <p className="border-l-2 border-border pl-3 text-sm leading-relaxed text-muted-foreground italic">
          {post.preview}
        </p>
      )}
      <div className="mt-auto flex flex-col gap-3 pt-1 sm:flex-row sm:items-center sm:justify-between">
        <TagList tags={post.tags} linked={published} />
        {published ? (
          <button
            type="button"
            data-read-slug={post.slug}
            aria-describedby={titleId}
            onClick={() => onRead(post.slug)}
            className={buttonClass("ghost", "shrink-0 border border-accent")}
          >
            Read More
            <ArrowRight aria-hidden="true" className="size-4" />
          </button>
        ) : (
          <span className="inline-flex min-h-9 shrink-0 items-center gap-2 self-start rounded-sm border border-dashed border-warning px-4 font-mono text-sm text-warning">
            <Lock aria-hidden="true" className="size-4" />
            Coming Soon
          </span>
        )}
      </div>
    </article>
  );
});

/** The title is a real link to the post's page (middle-click, crawlers); the button opens the reader. */
export function TitleLink({ post }: { post: Pick<BlogPost, "slug" | "title"> }) {
  return (
    <Link to={postPath(post.slug)} className="hover:text-accent hover:underline">
      {post.title}
    </Link>
  );
}
