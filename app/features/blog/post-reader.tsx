import { Icon } from "~/components/icon";
import { memo, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { type BlogPost, postLang, postPath } from "~/lib/content/blog-post";
import { site } from "~/lib/content/site";
import { translate, useLocale } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import { LanguageBadge, PostMeta, TagList } from "./post-meta";
import { ReaderBody } from "./reader-body";
import { usePostBody } from "./use-post-body";

interface PostReaderProps {
  /** The post to show, or null when the reader is closed. */
  post: BlogPost | null;
  onClose: () => void;
}

/**
 * The reader: a native modal <dialog>, so the browser keeps focus inside it, closes it on
 * Escape and makes the page behind it inert. On the Swedish blog it opens the English posts
 * listed there as well: the reader's own words stay Swedish, the post's title and body are
 * marked as English, and "Öppna som sida" leads to the English page.
 */
export const PostReader = memo(function PostReader({ post, onClose }: PostReaderProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  // Keep showing the last post while the dialog closes.
  const [shown, setShown] = useState<BlogPost | null>(post);
  if (post !== null && post !== shown) setShown(post);
  const locale = useLocale();
  const t = translate(locale);
  const lang = shown ? postLang(shown) : locale;
  const foreign = lang === locale ? undefined : lang;
  const body = usePostBody(shown?.slug ?? null, lang);
  const bodyRef = useRef<HTMLDivElement>(null);

  function retry() {
    // The Retry button is about to disappear: keep focus in the dialog, on the article.
    bodyRef.current?.focus();
    if (body.status === "failed") body.retry();
  }

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (post && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      dialog.querySelector<HTMLElement>("[data-reader-body]")?.scrollTo({ top: 0 });
    } else if (!post && dialog.open) {
      dialog.close();
    }
  }, [post]);

  function handleClose() {
    const previous = opener.current;
    opener.current = null;
    // Back to the button that opened it; after a deep link, to the post's own button.
    const target =
      previous && previous.isConnected && previous !== document.body
        ? previous
        : shown
          ? document.querySelector<HTMLElement>(`[data-read-slug="${CSS.escape(shown.slug)}"]`)
          : null;
    target?.focus();
    // Focus brings the button into view; its whole card follows, so the card's tag links do
    // not stay half under the sticky status bar (the page's scroll-padding keeps them above it).
    target?.closest("article")?.scrollIntoView?.({ block: "nearest" });
    onClose();
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={handleClose}
      className="m-auto max-h-[90vh] w-[min(52rem,calc(100vw-1.5rem))] max-w-none flex-col overflow-hidden rounded-md border border-border bg-background p-0 text-foreground backdrop:bg-background/80 open:flex"
    >
      {shown && (
        <>
          <header className="flex shrink-0 items-start gap-3 border-b border-border px-4 py-3 sm:px-8 sm:py-4">
            <div className="min-w-0 flex-1">
              <p className="font-mono text-xs text-syntax-comment">{`// ${shown.slug}.md`}</p>
              <h2 id={titleId} lang={foreign} className="mt-1 text-lg leading-snug font-semibold text-balance sm:text-2xl">
                {shown.title}
              </h2>
              {foreign ? (
                <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2">
                  <LanguageBadge post={shown} />
                  <PostMeta post={shown} />
                </div>
              ) : (
                <PostMeta post={shown} className="mt-2" />
              )}
            </div>
            <button
              type="button"
              aria-label={t(m.blog_reader_close_label)}
              onClick={() => ref.current?.close()}
              className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-sm text-muted-foreground hover:bg-muted hover:text-foreground"
            >
              <Icon name="x" className="size-5" />
            </button>
          </header>
          <div
            ref={bodyRef}
            tabIndex={-1}
            data-reader-body
            aria-busy={body.status === "loading"}
            className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-5 focus:outline-none sm:px-8 sm:py-6"
          >
            <ReaderBody body={body} onRetry={retry} lang={foreign} />
            <div className="mt-8 flex flex-col gap-3 border-t border-border pt-4">
              <TagList tags={shown.tags} linked />
              <p className="font-mono text-sm text-muted-foreground">{t(m.post_by, { name: site.ownerName })}</p>
            </div>
          </div>
          <footer className="flex shrink-0 items-center justify-between gap-3 border-t border-border px-4 py-2 sm:px-8 sm:py-3">
            <Link
              to={postPath(shown.slug, lang)}
              hrefLang={foreign}
              className="inline-flex min-h-11 items-center gap-2 font-mono text-sm text-accent hover:underline"
            >
              <Icon name="external-link" className="size-4" />
              {t(m.blog_reader_open_page)}
            </Link>
            <button
              type="button"
              onClick={() => ref.current?.close()}
              className="min-h-11 rounded-sm border border-border bg-card px-5 font-mono text-sm text-foreground hover:bg-muted"
            >
              {t(m.blog_reader_close)}
            </button>
          </footer>
        </>
      )}
    </dialog>
  );
});
