import { Calendar, Clock, Eye } from "lucide-react";
import type { BlogPost } from "~/content/blog-post";
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

export function TagList({ tags, label = "Tags" }: { tags: readonly string[]; label?: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {tags.map((tag) => (
        <li key={tag} className="rounded-sm bg-muted px-2 py-0.5 font-mono text-xs text-syntax-type">
          #{tag}
        </li>
      ))}
    </ul>
  );
}
