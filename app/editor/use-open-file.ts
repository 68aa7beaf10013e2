import { type ReactNode, createContext, createElement, useContext, useMemo } from "react";
import { useLocation, useMatches } from "react-router";
import { openFile } from "~/lib/content/pages";
import { stripLocale } from "~/lib/i18n/locale";

/**
 * Route modules mark themselves with `handle = { postPage: true }` (app/routes/blog-post.tsx)
 * or `{ tagPage: true }` (app/routes/blog-tag.tsx) or `{ caseStudyPage: true }` (app/routes/case-study.tsx).
 */
function hasHandle(handle: unknown, flag: "postPage" | "tagPage" | "caseStudyPage"): boolean {
  return typeof handle === "object" && handle !== null && (handle as Record<string, unknown>)[flag] === true;
}

/** The route id of the blog's older listing pages, /blog/page/2, … (app/routes.ts). */
const BLOG_LISTING_ROUTE_ID = "blog-page";

/** The page entry the explorer and tabs highlight, and the file name breadcrumbs and status bar show. */
export interface OpenFile extends ReturnType<typeof openFile> {
  pathname: string;
  postPage: boolean;
  tagPage: boolean;
  /** Under blog.md but not /blog itself: its tab and explorer entry stay highlighted. */
  inBlog: boolean;
  /** A case study: under portfolio.json, whose tab and explorer entry stay highlighted. */
  caseStudyPage: boolean;
}

function useOpenFileOfRoute(): OpenFile {
  const { pathname } = useLocation();
  const matches = useMatches();
  // A post's route without data (undefined, not null) is showing the not-found page for a draft
  // or unknown slug, and the chrome must say so as 404.html does.
  const postPage = matches.some((m) => hasHandle(m.handle, "postPage") && m.data !== undefined);
  const tagPage = matches.some((m) => hasHandle(m.handle, "tagPage") && m.data !== undefined);
  const caseStudyPage = matches.some((m) => hasHandle(m.handle, "caseStudyPage") && m.data !== undefined);
  // An older listing page is blog.md itself, on another page.
  // The Swedish site's routes carry the same ids under sv/ (app/routes.ts).
  const listingPage = matches.some((m) => m.id.replace(/^sv\//, "") === BLOG_LISTING_ROUTE_ID);
  return useMemo(() => {
    const open = openFile(listingPage ? "/blog" : stripLocale(pathname), postPage, tagPage, caseStudyPage);
    return { ...open, pathname, postPage, tagPage, inBlog: postPage || listingPage || tagPage, caseStudyPage };
  }, [pathname, postPage, tagPage, listingPage, caseStudyPage]);
}

const OpenFileContext = createContext<OpenFile | null>(null);

/**
 * Reads the route once for the whole editor chrome. A change of address re-renders every
 * component that reads the location, the hash included (the lab writes its scenario there as
 * the visitor edits, and Back and Undo change it): the chrome reads the open file from here
 * instead, which changes only with the page.
 */
export function OpenFileProvider({ children }: { children: ReactNode }) {
  return createElement(OpenFileContext, { value: useOpenFileOfRoute() }, children);
}

/** The open file, inside the editor shell (its OpenFileProvider). */
export function useOpenFile(): OpenFile {
  return useContext(OpenFileContext)!;
}
