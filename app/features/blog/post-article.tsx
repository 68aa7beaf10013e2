import type { PostPageData } from "~/content/blog-post";
import { site } from "~/content/site";
import { PostBody } from "./post-body";
import { PostMeta, TagList } from "./post-meta";
import { PostNav } from "./post-nav";
import { ShareBar } from "./share-bar";

/** A post's own page: the whole article, share links, and the posts around it. */
export function PostArticle({ post, previous, next }: PostPageData) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-10">
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
        <PostBody html={post.html} className="mt-6" />
      </article>
      <ShareBar post={post} />
      <PostNav previous={previous} next={next} />
    </div>
  );
}
