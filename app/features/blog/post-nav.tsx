import { Icon } from "~/components/icon";
import { Link } from "react-router";
import { type PostLang, type PostLink, postPath } from "~/lib/content/blog-post";
import { localizePath } from "~/lib/i18n/locale";
import { translate, useLocale } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";

const CARD = "flex min-h-11 flex-col gap-1 rounded-md border border-border bg-card px-4 py-3 hover:border-accent";

/** The older and newer posts (by date, in the post's language), and the way back to the list. */
export function PostNav({ previous, next, lang = "en" }: { previous: PostLink | null; next: PostLink | null; lang?: PostLang }) {
  const locale = useLocale();
  const t = translate(locale);
  return (
    <nav aria-label={t(m.post_nav_label)} className="flex flex-col gap-4">
      {(previous || next) && (
        <ul className="grid gap-3 sm:grid-cols-2">
          <li>
            {previous && (
              <Link to={postPath(previous.slug, lang)} rel="prev" className={CARD}>
                <span className="inline-flex items-center gap-1 font-mono text-xs text-muted-foreground">
                  <Icon name="arrow-left" className="size-3.5" />
                  {t(m.post_nav_previous)}
                </span>
                <span className="font-semibold text-foreground">{previous.title}</span>
              </Link>
            )}
          </li>
          <li>
            {next && (
              <Link to={postPath(next.slug, lang)} rel="next" className={`${CARD} sm:items-end sm:text-right`}>
                <span className="inline-flex items-center gap-1 font-mono text-xs text-muted-foreground">
                  {t(m.post_nav_next)}
                  <Icon name="arrow-right" className="size-3.5" />
                </span>
                <span className="font-semibold text-foreground">{next.title}</span>
              </Link>
            )}
          </li>
        </ul>
      )}
      <Link
        to={localizePath("/blog", locale)}
        className="inline-flex min-h-11 items-center gap-2 self-start font-mono text-sm text-accent hover:underline lg:min-h-9"
      >
        <Icon name="list" className="size-4" />
        {t(m.post_nav_all)}
      </Link>
    </nav>
  );
}
