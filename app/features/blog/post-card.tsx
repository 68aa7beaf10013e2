import { Icon } from "~/components/icon";
import { memo, useId } from "react";
import { Link } from "react-router";
import { type BlogPost, postLang, postPath } from "~/lib/content/blog-post";
import { translate, useLocale } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import { LanguageBadge, PostMeta, StatusBadge, TagList, useForeignLang } from "./post-meta";
import { buttonClass } from "~/components/button-styles";

/**
 * One post in the list. Drafts can be seen but not opened. An English post on the Swedish blog
 * says so ("på engelska"), and its title and excerpt are marked as English.
 */
export const PostCard = memo(function PostCard({ post, onRead }: { post: BlogPost; onRead: (slug: string) => void }) {
  const titleId = useId();
  const t = translate(useLocale());
  const lang = useForeignLang(post);
  const published = post.status === "Published";
  return (
    <article className="flex flex-col gap-3 rounded-md border border-border bg-card p-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <StatusBadge status={post.status} />
        <LanguageBadge post={post} />
        <PostMeta post={post} />
      </div>
      <h3 id={titleId} lang={lang} className="text-lg font-semibold text-balance text-foreground">
        {published ? <TitleLink post={post} /> : post.title}
      </h3>
      <p lang={lang} className="leading-relaxed text-muted-foreground">
        {post.excerpt}
      </p>
      {published && (
        <p lang={lang} className="border-l-2 border-border pl-3 text-sm leading-relaxed text-muted-foreground italic">
          {post.preview}
        </p>
      )}
      <div className="mt-auto flex flex-col gap-3 pt-1 sm:flex-row sm:items-center sm:justify-between">
        <TagList tags={post.tags} linked={published} />
        {published ? (
          <button
            type="button"
            data-read-slug={post.slug}
            aria-describedby={titleId}
            onClick={() => onRead(post.slug)}
            className={buttonClass("ghost", "shrink-0 border border-accent")}
          >
            {t(m.blog_read_more)}
            <Icon name="arrow-right" className="size-4" />
          </button>
        ) : (
          <span className="inline-flex min-h-9 shrink-0 items-center gap-2 self-start rounded-sm border border-dashed border-warning px-4 font-mono text-sm text-warning">
            <Icon name="lock" className="size-4" />
            {t(m.blog_coming_soon)}
          </span>
        )}
      </div>
    </article>
  );
});

/**
 * The title is a real link to the post's page (middle-click, crawlers); the button opens the
 * reader. A post in another language than the page's links to its own page, in its language.
 */
export function TitleLink({ post }: { post: Pick<BlogPost, "slug" | "title" | "lang"> }) {
  const locale = useLocale();
  const lang = postLang(post);
  return (
    <Link to={postPath(post.slug, lang)} hrefLang={lang === locale ? undefined : lang} className="hover:text-accent hover:underline">
      {post.title}
    </Link>
  );
}
