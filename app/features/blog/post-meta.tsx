import { Calendar, Clock, Eye } from "lucide-react";
import { Link } from "react-router";
import type { BlogPost } from "~/content/blog-post";
import { tagPath } from "~/content/tags";
import { cn } from "~/lib/cn";
import { formatDate, formatNumber } from "./format";

export function StatusBadge({ status }: Pick<BlogPost, "status">) {
  return (
    <span
      className={cn(
        "rounded-sm border px-1.5 py-0.5 font-mono text-xs",
        status === "Published" ? "border-success text-success" : "border-warning text-warning",
      )}
    >
      {status}
    </span>
  );
}

/** Date, read time and views on one wrapping line. */
export function PostMeta({ post, className }: { post: Pick<BlogPost, "date" | "readTime" | "views">; className?: string }) {
  return (
    <p className={cn("flex flex-wrap items-center gap-x-4 gap-y-1 font-mono text-xs text-muted-foreground", className)}>
      <span className="inline-flex items-center gap-1">
        <Calendar aria-hidden="true" className="size-3.5" />
        <time dateTime={post.date}>{formatDate(post.date)}</time>
      </span>
      <span className="inline-flex items-center gap-1">
        <Clock aria-hidden="true" className="size-3.5" />
        {post.readTime}
      </span>
      <span className="inline-flex items-center gap-1">
        <Eye aria-hidden="true" className="size-3.5" />
        {formatNumber(post.views)} views
      </span>
    </p>
  );
}

/**
 * A post's tags. `linked`: each is a real link to its tag page (every tag of a published post
 * has one); a draft's tags may have none, so they stay labels.
 */
export function TagList({ tags, label = "Tags", linked = false }: { tags: readonly string[]; label?: string; linked?: boolean }) {
  // A draft may have no tags yet (npm run new-post).
  if (tags.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {tags.map((tag) => (
        <li key={tag} className="font-mono text-xs text-syntax-type">
          {linked ? (
            // At least 24 px tall: the WCAG 2.2 target size for a control this small.
            <Link to={tagPath(tag)} className="inline-block rounded-sm bg-muted px-2 py-1 leading-4 hover:underline">
              #{tag}
            </Link>
          ) : (
            <span className="inline-block rounded-sm bg-muted px-2 py-0.5">#{tag}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
