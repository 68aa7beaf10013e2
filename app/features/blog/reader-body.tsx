import { translate, useLocale } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import type { PostBodyState } from "./use-post-body";
import { PostBody } from "./post-body";
import { PostUnavailable } from "./post-unavailable";
import { shiftHeadings } from "./share";

/**
 * The reader's article: a loading line, the body, or the failure with Retry. `lang`: the post's
 * language when it is not the page's (an English post opened on the Swedish blog).
 */
export function ReaderBody({ body, onRetry, lang }: { body: PostBodyState; onRetry: () => void; lang?: string | undefined }) {
  const t = translate(useLocale());
  if (body.status === "ready") return <PostBody body={[{ html: shiftHeadings(body.html) }]} lang={lang} />;
  if (body.status === "failed") return <PostUnavailable onRetry={onRetry} />;
  return (
    <div role="status" className="flex flex-col gap-3" data-reader-loading>
      <p className="font-mono text-sm text-muted-foreground">{t(m.blog_reader_loading)}</p>
      {/* Grey lines where the text will be, so the dialog does not jump when it arrives. */}
      <div aria-hidden="true" className="flex animate-pulse flex-col gap-2 motion-reduce:animate-none">
        {[100, 95, 98, 70].map((w) => (
          <div key={w} className="h-4 rounded-sm bg-muted" style={{ width: `${w}%` }} />
        ))}
      </div>
    </div>
  );
}
