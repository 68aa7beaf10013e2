import type { TocEntry } from "~/lib/content/blog-post";
import { cn } from "~/lib/cn";
import { translate, useLocale } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";

function TocLinks({ toc }: { toc: readonly TocEntry[] }) {
  return (
    <ol className="flex flex-col gap-0.5 font-mono text-sm">
      {toc.map((entry) => (
        <li key={entry.id} className={cn(entry.depth === 3 && "pl-4")}>
          <a
            href={`#${entry.id}`}
            className="flex min-h-11 items-center border-l border-border py-1.5 pl-3 leading-snug text-muted-foreground hover:border-accent hover:text-accent xl:min-h-0"
          >
            {entry.text}
          </a>
        </li>
      ))}
    </ol>
  );
}

/**
 * A post's table of contents, plain links to its headings (no script needed): collapsed at the
 * top of the post on narrow screens, beside the text on wide ones (post-article.tsx places the
 * second). Only one of the two is displayed at a time, so only one is in the accessibility tree.
 */
export function PostToc({ toc, variant }: { toc: readonly TocEntry[]; variant: "inline" | "aside" }) {
  const t = translate(useLocale());
  if (toc.length === 0) return null;
  if (variant === "aside") {
    return (
      <nav aria-label={t(m.post_toc_label)} className="sticky top-16 hidden max-h-[calc(100vh-6rem)] overflow-y-auto xl:block print:hidden">
        <p className="mb-2 font-mono text-xs text-syntax-comment">{t(m.post_toc_caption)}</p>
        <TocLinks toc={toc} />
      </nav>
    );
  }
  return (
    <details className="group mt-6 rounded-sm border border-border bg-card xl:hidden print:hidden">
      {/* The flex summary loses the browser's marker: a chevron that turns when open. */}
      <summary className="flex min-h-11 cursor-pointer items-center px-4 font-mono text-sm text-foreground before:mr-2 before:inline-block before:text-muted-foreground before:content-['›'] group-open:before:rotate-90">
        {t(m.post_toc_label)}
      </summary>
      <nav aria-label={t(m.post_toc_label)} className="border-t border-border px-4 py-3">
        <TocLinks toc={toc} />
      </nav>
    </details>
  );
}
