import { ArrowLeft, ArrowRight, List } from "lucide-react";
import { Link } from "react-router";
import { type PostLink, postPath } from "~/content/blog-post";

const CARD = "flex min-h-11 flex-col gap-1 rounded-md border border-border bg-card px-4 py-3 hover:border-accent";

/** The older and newer posts (by date), and the way back to the list. */
export function PostNav({ previous, next }: { previous: PostLink | null; next: PostLink | null }) {
  return (
    <nav aria-label="More articles" className="flex flex-col gap-4">
      {(previous || next) && (
        <ul className="grid gap-3 sm:grid-cols-2">
          <li>
            {previous && (
              <Link to={postPath(previous.slug)} rel="prev" className={CARD}>
                <span className="inline-flex items-center gap-1 font-mono text-xs text-muted-foreground">
                  <ArrowLeft aria-hidden="true" className="size-3.5" />
                  Previous post
                </span>
                <span className="font-semibold text-foreground">{previous.title}</span>
              </Link>
            )}
          </li>
          <li>
            {next && (
              <Link to={postPath(next.slug)} rel="next" className={`${CARD} sm:items-end sm:text-right`}>
                <span className="inline-flex items-center gap-1 font-mono text-xs text-muted-foreground">
                  Next post
                  <ArrowRight aria-hidden="true" className="size-3.5" />
                </span>
                <span className="font-semibold text-foreground">{next.title}</span>
              </Link>
            )}
          </li>
        </ul>
      )}
      <Link
        to="/blog"
        className="inline-flex min-h-11 items-center gap-2 self-start font-mono text-sm text-accent hover:underline lg:min-h-9"
      >
        <List aria-hidden="true" className="size-4" />
        All articles
      </Link>
    </nav>
  );
}
