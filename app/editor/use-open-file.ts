import { useLocation, useMatches } from "react-router";
import { openFile } from "~/content/pages";

/** Route modules mark themselves with `handle = { postPage: true }` (app/routes/blog-post.tsx). */
function isPostPage(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as { postPage?: unknown }).postPage === true;
}

/** The page entry the explorer and tabs highlight, and the file name breadcrumbs and status bar show. */
export function useOpenFile() {
  const { pathname } = useLocation();
  // A post's route without data (undefined, not null) is showing the not-found page for a draft
  // or unknown slug, and the chrome must say so as 404.html does.
  const postPage = useMatches().some((m) => isPostPage(m.handle) && m.data !== undefined);
  return { ...openFile(pathname, postPage), postPage };
}
