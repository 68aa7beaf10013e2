import type { PostBodyState } from "./use-post-body";
import { PostBody } from "./post-body";
import { PostUnavailable } from "./post-unavailable";
import { shiftHeadings } from "./share";

/** The reader's article: a loading line, the body, or the failure with Retry. */
export function ReaderBody({ body, onRetry }: { body: PostBodyState; onRetry: () => void }) {
  if (body.status === "ready") return <PostBody html={shiftHeadings(body.html)} />;
  if (body.status === "failed") return <PostUnavailable onRetry={onRetry} />;
  return (
    <div role="status" className="flex flex-col gap-3" data-reader-loading>
      <p className="font-mono text-sm text-muted-foreground">Loading article…</p>
      {/* Grey lines where the text will be, so the dialog does not jump when it arrives. */}
      <div aria-hidden="true" className="flex animate-pulse flex-col gap-2 motion-reduce:animate-none">
        {[100, 95, 98, 70].map((w) => (
          <div key={w} className="h-4 rounded-sm bg-muted" style={{ width: `${w}%` }} />
        ))}
      </div>
    </div>
  );
}
