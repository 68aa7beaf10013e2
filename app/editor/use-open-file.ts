import { useLocation, useMatches } from "react-router";
import { openFile } from "~/content/pages";
import { stripLocale } from "~/lib/i18n/locale";

/**
 * Route modules mark themselves with `handle = { postPage: true }` (app/routes/blog-post.tsx)
 * or `{ tagPage: true }` (app/routes/blog-tag.tsx).
 */
function hasHandle(handle: unknown, flag: "postPage" | "tagPage"): boolean {
  return typeof handle === "object" && handle !== null && (handle as Record<string, unknown>)[flag] === true;
}

/** The route id of the blog's older listing pages, /blog/page/2, … (app/routes.ts). */
const BLOG_LISTING_ROUTE_ID = "blog-page";

/** The page entry the explorer and tabs highlight, and the file name breadcrumbs and status bar show. */
export function useOpenFile() {
  const { pathname } = useLocation();
  const matches = useMatches();
  // A post's route without data (undefined, not null) is showing the not-found page for a draft
  // or unknown slug, and the chrome must say so as 404.html does.
  const postPage = matches.some((m) => hasHandle(m.handle, "postPage") && m.data !== undefined);
  const tagPage = matches.some((m) => hasHandle(m.handle, "tagPage") && m.data !== undefined);
  // An older listing page is blog.md itself, on another page.
  // The Swedish site's routes carry the same ids under sv/ (app/routes.ts).
  const listingPage = matches.some((m) => m.id.replace(/^sv\//, "") === BLOG_LISTING_ROUTE_ID);
  const open = openFile(listingPage ? "/blog" : stripLocale(pathname), postPage, tagPage);
  /** Under blog.md but not /blog itself: its tab and explorer entry stay highlighted. */
  const inBlog = postPage || listingPage || tagPage;
  return { ...open, postPage, tagPage, inBlog };
}
