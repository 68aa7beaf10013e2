import { Icon } from "~/components/icon";
import { Link } from "react-router";
import { listingPath } from "~/lib/content/blog-listing";
import { translate, useLocale } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";

const linkClass =
  "inline-flex min-h-11 items-center gap-1.5 rounded-sm border border-border bg-card px-4 font-mono text-sm text-foreground hover:border-accent hover:text-accent";

/**
 * Newer and older listing pages: plain links, so paging works before and without JavaScript.
 * Page 1 is /blog; the newest posts come first, so "Older posts" leads to the next page. On a
 * phone the page number sits above the two links; wider, between them.
 */
export function Pager({
  page,
  pages,
  pathOf,
  label,
}: {
  page: number;
  pages: number;
  /** The address of page n: the page's language's /blog by default, a tag's on its pages. */
  pathOf?: (page: number) => string;
  label?: string;
}) {
  const locale = useLocale();
  const t = translate(locale);
  if (pages <= 1) return null;
  const path = pathOf ?? ((n: number) => listingPath(n, locale));
  return (
    <nav
      aria-label={label ?? t(m.blog_pages_label)}
      className="grid grid-cols-2 items-center gap-3 border-t border-border pt-4 sm:grid-cols-[1fr_auto_1fr]"
    >
      <p className="col-span-2 text-center font-mono text-sm text-syntax-comment sm:col-span-1 sm:col-start-2 sm:row-start-1">
        {t(m.blog_pager_position, { page, pages })}
      </p>
      <div className="justify-self-start sm:col-start-1 sm:row-start-1">
        {page > 1 && (
          <Link to={path(page - 1)} rel="prev" className={linkClass}>
            {/* The home page's bundle already has this icon; ChevronLeft would add to it. */}
            <Icon name="chevron-right" className="size-4 rotate-180" />
            {t(m.blog_newer_posts)}
          </Link>
        )}
      </div>
      <div className="justify-self-end sm:col-start-3 sm:row-start-1">
        {page < pages && (
          <Link to={path(page + 1)} rel="next" className={linkClass}>
            {t(m.blog_older_posts)}
            <Icon name="chevron-right" className="size-4" />
          </Link>
        )}
      </div>
    </nav>
  );
}
