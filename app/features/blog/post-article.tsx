import type { PostPageData } from "~/content/blog-post";
import { site } from "~/content/site";
import { cn } from "~/lib/cn";
import { PostBody } from "./post-body";
import { PostMeta, TagList } from "./post-meta";
import { PostNav } from "./post-nav";
import { PostToc } from "./post-toc";
import { ShareBar } from "./share-bar";

/** A post's own page: the whole article, share links, and the posts around it. */
export function PostArticle({ post, previous, next }: PostPageData) {
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
            <p className="font-mono text-sm text-muted-foreground">By {site.ownerName}</p>
          </header>
          <PostToc toc={toc} variant="inline" />
          <PostBody html={post.html} className="mt-6" />
        </article>
        <ShareBar post={post} />
        <PostNav previous={previous} next={next} />
      </div>
      <PostToc toc={toc} variant="aside" />
    </div>
  );
}
