import { Icon } from "~/components/icon";
import { Link } from "react-router";
import type { BlogPost } from "~/lib/content/blog-post";
import { tagPath } from "~/lib/content/tags";
import { localizePath } from "~/lib/i18n/locale";
import { translate, useLocale } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import { Pager } from "./pager";
import { PostCard } from "./post-card";
import { PostReader } from "./post-reader";
import { useReader } from "./use-reader";

interface TagViewProps {
  tag: { slug: string; name: string };
  /** This page's posts, newest first. */
  posts: readonly BlogPost[];
  listing: { page: number; pages: number; total: number };
}

/**
 * A tag's page (/blog/tags/<tag>, /sv/blog/tags/<tag>): its published posts, newest first, as the
 * same cards as /blog, with the same reader; older ones on /blog/tags/<tag>/page/N.
 */
export function TagView({ tag, posts, listing }: TagViewProps) {
  const locale = useLocale();
  const t = translate(locale);
  const reader = useReader(posts);
  const { page, pages, total } = listing;
  return (
    <div className="flex flex-col gap-6">
      <header>
        <p className="font-mono text-xs text-syntax-comment">{t(m.blog_tag_breadcrumb, { slug: tag.slug })}</p>
        <h1 className="mt-2 font-mono text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
          {t(m.blog_tag_heading)} <span className="text-syntax-type">#{tag.name}</span>
        </h1>
        <p className="mt-3 max-w-3xl text-base leading-relaxed text-muted-foreground">
          {total === 1 ? t(m.blog_tag_intro_one, { count: total, tag: tag.name }) : t(m.blog_tag_intro, { count: total, tag: tag.name })}
        </p>
        <Link
          to={localizePath("/blog", locale)}
          className="mt-4 inline-flex min-h-11 items-center gap-1.5 font-mono text-sm text-accent hover:underline"
        >
          {/* The home page's bundle already has this icon; ChevronLeft would add to it. */}
          <Icon name="chevron-right" className="size-4 rotate-180" />
          {t(m.blog_tag_all_posts)}
        </Link>
      </header>
      <p className="font-mono text-xs text-syntax-comment">
        {pages > 1
          ? t(m.blog_note_page, { shown: posts.length, total, page, pages })
          : total === 1
            ? t(m.blog_note_count_one, { count: total })
            : t(m.blog_note_count, { count: total })}
      </p>
      <section aria-labelledby="tag-posts-heading">
        <h2 id="tag-posts-heading" className="sr-only">
          {t(m.blog_articles)}
        </h2>
        <div className="grid gap-4 lg:grid-cols-2">
          {posts.map((post) => (
            <PostCard key={post.slug} post={post} onRead={reader.open} />
          ))}
        </div>
      </section>
      <Pager
        page={page}
        pages={pages}
        pathOf={(n) => tagPath(tag.name, n, locale)}
        label={t(m.blog_tag_pages_label, { tag: tag.name })}
      />
      <PostReader post={reader.post} onClose={reader.close} />
    </div>
  );
}
