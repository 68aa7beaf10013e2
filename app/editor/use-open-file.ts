import { useLocation, useMatches } from "react-router";
import { openFile } from "~/content/pages";

/** Route modules mark themselves with `handle = { postPage: true }` (app/routes/blog-post.tsx). */
function isPostPage(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as { postPage?: unknown }).postPage === true;
}

/** The page entry the explorer and tabs highlight, and the file name breadcrumbs and status bar show. */
export function useOpenFile() {
  const { pathname } = useLocation();
  const postPage = useMatches().some((m) => isPostPage(m.handle));
  return { ...openFile(pathname, postPage), postPage };
}
