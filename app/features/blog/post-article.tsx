import { Icon } from "~/components/icon";
import type { ReactNode } from "react";
import type { ScenarioCode } from "~/lib/capacity/codec";
import { Link } from "react-router";
import { type PostLang, type PostPageData, POST_LANGS, postLang } from "~/lib/content/blog-post";
import { site } from "~/lib/content/site";
import { cn } from "~/lib/cn";
import { INVITATIONS } from "~/lib/i18n/invitations";
import { translate, useLocale } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import { PostBody } from "./post-body";
import { PostMeta, TagList } from "./post-meta";
import { PostNav } from "./post-nav";
import { PostToc } from "./post-toc";
import { ShareBar } from "./share-bar";

/** A post's own page: the whole article, share links, and the posts around it. */
export function PostArticle({ post, previous, next, alternates, figure }: PostPageData & { figure?: (code: ScenarioCode) => ReactNode }) {
  const t = translate(useLocale());
  const toc = post.toc ?? [];
  return (
    <div
      className={cn(
        "mx-auto max-w-3xl",
        // Wide screens: the contents beside the text.
        toc.length > 0 && "xl:grid xl:max-w-none xl:grid-cols-[minmax(0,48rem)_13rem] xl:items-start xl:justify-center xl:gap-x-10",
      )}
    >
      <div className="flex min-w-0 flex-col gap-10">
        <article aria-labelledby="post-title">
          <header className="flex flex-col gap-3 border-b border-border pb-6">
            <p className="font-mono text-xs text-syntax-comment">{`// content/posts/${post.slug}.md`}</p>
            <h1 id="post-title" className="text-2xl leading-tight font-bold text-balance text-foreground sm:text-3xl">
              {post.title}
            </h1>
            <PostMeta post={post} />
            <TagList tags={post.tags} linked />
            <p className="font-mono text-sm text-muted-foreground">{t(m.post_by, { name: site.ownerName })}</p>
            <Translations lang={postLang(post)} alternates={alternates} />
          </header>
          <PostToc toc={toc} variant="inline" />
          <PostBody body={post.body} className="mt-6" figure={figure} />
        </article>
        <ShareBar post={post} />
        <PostNav previous={previous} next={next} lang={postLang(post)} />
      </div>
      <PostToc toc={toc} variant="aside" />
    </div>
  );
}

/**
 * "Read in English" on a translation, "Läs på svenska" on its original: each link says so in the
 * language it leads to (as the status bar's language control does), so it carries that language's
 * `lang` and `hrefLang`. A post without a published translation shows nothing.
 */
function Translations({ lang, alternates }: { lang: PostLang; alternates: PostPageData["alternates"] | undefined }) {
  const others = POST_LANGS.flatMap((other) => {
    const path = other === lang ? undefined : alternates?.[other];
    return path ? [{ other, path }] : [];
  });
  if (others.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-x-4 print:hidden">
      {others.map(({ other, path }) => (
        <li key={other}>
          <Link
            to={path}
            hrefLang={other}
            lang={other}
            className="inline-flex min-h-11 items-center gap-1.5 font-mono text-sm text-accent hover:underline lg:min-h-9"
          >
            <Icon name="languages" className="size-4" />
            {INVITATIONS[other].readPost}
          </Link>
        </li>
      ))}
    </ul>
  );
}
