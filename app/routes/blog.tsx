import type { ShouldRevalidateFunctionArgs } from "react-router";
import { PageContainer } from "~/components/page";
import { PageHeader } from "~/components/page-header";
import { pageByPath } from "~/content/pages";
import { loadPosts } from "~/content/posts.server";
import { BlogView } from "~/features/blog/blog-view";
import { toBlogPost } from "~/features/blog/preview";
import { NewsletterForm } from "~/features/forms/newsletter-form";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/blog";

const page = pageByPath("/blog");

export const meta = () => pageMeta(page.path);

/** Runs while prerendering: the Markdown is parsed and highlighted here, never in the browser. */
export async function loader() {
  const posts = await loadPosts();
  return { posts: posts.map(toBlogPost) };
}

// Opening a post only changes ?post=: the posts are the same, so do not fetch them again.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PageContainer>
      <PageHeader page={page} />
      <BlogView posts={loaderData.posts} />
      <div className="mt-10">
        <NewsletterForm />
      </div>
    </PageContainer>
  );
}
