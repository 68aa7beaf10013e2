import { Icon } from "~/components/icon";
import { memo, useId } from "react";
import type { BlogPost } from "~/lib/content/blog-post";
import { translate, useLocale } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import { TitleLink } from "./post-card";
import { LanguageBadge, PostMeta, StatusBadge, TagList, useForeignLang } from "./post-meta";
import { buttonClass } from "~/components/button-styles";

export const FeaturedPost = memo(function FeaturedPost({ post, onRead }: { post: BlogPost; onRead: (slug: string) => void }) {
  const titleId = useId();
  const t = translate(useLocale());
  const lang = useForeignLang(post);
  return (
    <article className="relative overflow-hidden rounded-md border border-accent bg-accent-soft p-5 sm:p-7">
      <div className="flex flex-wrap items-center gap-2">
        <span className="inline-flex items-center gap-1 rounded-sm bg-accent px-2 py-0.5 font-mono text-xs font-semibold text-accent-foreground">
          <Icon name="star" className="size-3.5" />
          {t(m.blog_featured)}
        </span>
        <StatusBadge status={post.status} />
        <LanguageBadge post={post} />
      </div>
      <h3 id={titleId} lang={lang} className="mt-3 text-xl font-semibold text-balance text-foreground sm:text-2xl">
        <TitleLink post={post} />
      </h3>
      <p lang={lang} className="mt-3 max-w-3xl leading-relaxed text-foreground">
        {post.excerpt}
      </p>
      <PostMeta post={post} className="mt-4" />
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <TagList tags={post.tags} linked />
        <button
          type="button"
          data-read-slug={post.slug}
          aria-describedby={titleId}
          onClick={() => onRead(post.slug)}
          className={buttonClass("primary", "shrink-0 px-5")}
        >
          {t(m.blog_read_full)}
          <Icon name="arrow-right" className="size-4" />
        </button>
      </div>
    </article>
  );
});
