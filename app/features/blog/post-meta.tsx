import { Icon } from "~/components/icon";
import { Link } from "react-router";
import { type BlogPost, postLang } from "~/lib/content/blog-post";
import { tagPath } from "~/lib/content/tags";
import { cn } from "~/lib/cn";
import { translate, useLocale } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import { formatDate, formatNumber, formatReadTime } from "~/lib/i18n/format";

export function StatusBadge({ status }: Pick<BlogPost, "status">) {
  const t = translate(useLocale());
  return (
    <span
      className={cn(
        "rounded-sm border px-1.5 py-0.5 font-mono text-xs",
        status === "Published" ? "border-success text-success" : "border-warning text-warning",
      )}
    >
      {status === "Published" ? t(m.blog_status_published) : t(m.blog_status_draft)}
    </span>
  );
}

/**
 * "på engelska": an English post listed on another language's blog (its title and excerpt carry
 * `lang="en"`, its title links to its English page). Nothing for a post in the page's language.
 */
export function LanguageBadge({ post }: { post: Pick<BlogPost, "lang"> }) {
  const locale = useLocale();
  if (postLang(post) === locale) return null;
  return (
    <span className="rounded-sm border border-border px-1.5 py-0.5 font-mono text-xs text-muted-foreground">
      {translate(locale)(m.blog_in_english)}
    </span>
  );
}

/** The `lang` attribute for a post's own words (title, excerpt, preview, body): only when it differs from the page's. */
export function useForeignLang(post: Pick<BlogPost, "lang">): string | undefined {
  const locale = useLocale();
  const lang = postLang(post);
  return lang === locale ? undefined : lang;
}

/** Date, read time and views on one wrapping line, in the page's formats whatever the post's language. */
export function PostMeta({ post, className }: { post: Pick<BlogPost, "date" | "readTime" | "views">; className?: string }) {
  const locale = useLocale();
  const t = translate(locale);
  const views = formatNumber(post.views, locale);
  return (
    <p className={cn("flex flex-wrap items-center gap-x-4 gap-y-1 font-mono text-xs text-muted-foreground", className)}>
      <span className="inline-flex items-center gap-1">
        <Icon name="calendar" className="size-3.5" />
        <time dateTime={post.date}>{formatDate(post.date, locale)}</time>
      </span>
      <span className="inline-flex items-center gap-1">
        <Icon name="clock" className="size-3.5" />
        {formatReadTime(post.readTime, locale)}
      </span>
      <span className="inline-flex items-center gap-1">
        <Icon name="eye" className="size-3.5" />
        {post.views === 1 ? t(m.blog_views_one, { count: views }) : t(m.blog_views, { count: views })}
      </span>
    </p>
  );
}

/**
 * A post's tags. `linked`: each is a real link to its tag page in the page's language (every tag
 * of a published post a blog lists has one there); a draft's tags may have none, so they stay labels.
 */
export function TagList({ tags, label, linked = false }: { tags: readonly string[]; label?: string; linked?: boolean }) {
  const locale = useLocale();
  // A draft may have no tags yet (npm run new-post).
  if (tags.length === 0) return null;
  return (
    <ul aria-label={label ?? translate(locale)(m.blog_tags)} className="flex flex-wrap gap-1.5">
      {tags.map((tag) => (
        <li key={tag} className="font-mono text-xs text-syntax-type">
          {linked ? (
            // At least 24 px tall: the WCAG 2.2 target size for a control this small.
            <Link to={tagPath(tag, 1, locale)} className="inline-block rounded-sm bg-muted px-2 py-1 leading-4 hover:underline">
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
