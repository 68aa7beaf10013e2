/**
 * The route table: one entry per page, in explorer and tab order, with what every language
 * shares (address, file name, file type, route module). The router, the explorer, the tab bar,
 * the status bar and the sitemap read it. Each language's texts for the pages are
 * app/lib/content/en/page-texts.ts and app/lib/content/sv/pages.ts, which route loaders hand to the page
 * (localized-pages.ts), so the scripts every page loads carry none of them.
 */
import { formResults } from "./form-results";

export type FileType = "javascript" | "typescript" | "json" | "markdown";

export interface Page {
  path: string;
  file: string;
  type: FileType;
  /** Route module under app/routes. */
  module: string;
}

export const pages = [
  {
    path: "/",
    file: "index.js",
    type: "javascript",
    module: "routes/home.tsx",
  },
  {
    path: "/about",
    file: "about.js",
    type: "javascript",
    module: "routes/about.tsx",
  },
  {
    path: "/portfolio",
    file: "portfolio.json",
    type: "json",
    module: "routes/portfolio.tsx",
  },
  {
    path: "/blog",
    file: "blog.md",
    type: "markdown",
    module: "routes/blog.tsx",
  },
  {
    path: "/services",
    file: "services.ts",
    type: "typescript",
    module: "routes/services.tsx",
  },
  {
    path: "/contact",
    file: "contact.json",
    type: "json",
    module: "routes/contact.tsx",
  },
] as const satisfies readonly Page[];

export type PagePath = (typeof pages)[number]["path"];

/** The page a pathname belongs to; unknown paths fall back to the index file, as in the spec. */
export function pageForPath(pathname: string): Page {
  const clean = pathname.replace(/\/+$/, "") || "/";
  // A form's result page (/contact/sent, …) is shown as part of the form's page.
  const owner = formResults.find((r) => r.path === clean)?.back.path ?? clean;
  return pages.find((p) => p.path === owner) ?? pages[0];
}

/**
 * What the editor shows as open: the page's entry and its file name. A post page (told by its
 * route, not by the path, so an unknown /blog/x stays the not-found page) sits under blog.md
 * and names its own Markdown file; a tag page sits under blog.md too, named `#<tag>`; a case
 * study under portfolio.json, named `<slug>.md`.
 */
export function openFile(pathname: string, postPage: boolean, tagPage = false, caseStudyPage = false): { page: Page; file: string; type: FileType } {
  // A case study (issue 49) sits under portfolio.json and names its own Markdown file.
  if (caseStudyPage) {
    const slug = pathname.replace(/\/+$/, "").split("/").pop() ?? "";
    return { page: pageByPath("/portfolio"), file: `${slug}.md`, type: "markdown" };
  }
  if (postPage) {
    const slug = pathname.replace(/\/+$/, "").split("/").pop() ?? "";
    return { page: pageByPath("/blog"), file: `${slug}.md`, type: "markdown" };
  }
  if (tagPage) {
    const tag = /^\/blog\/tags\/([^/]+)/.exec(pathname)?.[1] ?? "";
    return { page: pageByPath("/blog"), file: `#${tag}`, type: "markdown" };
  }
  // The capacity lab's own page (issue 37) is a file of its own, not one of the six tabs.
  if (pathname.replace(/\/+$/, "") === "/lab") return { page: pageByPath("/"), file: LAB_FILE, type: "typescript" };
  const page = pageForPath(pathname);
  return { page, file: page.file, type: page.type };
}

/** The lab page's file name, as the palette's Go to file lists it. */
export const LAB_FILE = "lab.ts";

export function pageByPath(path: PagePath): Page {
  const page = pages.find((p) => p.path === path);
  if (!page) throw new Error(`No page with path ${path}`);
  return page;
}

/**
 * The page's 1200×630 share card (og:image), drawn at build time by scripts/build/share-images.ts;
 * a language other than English has its own cards under /og/<locale>/.
 */
export function shareImagePath(page: Pick<Page, "path">, locale: "en" | "sv" = "en"): string {
  return `/og/${locale === "en" ? "" : `${locale}/`}${page.path === "/" ? "home" : page.path.slice(1)}.png`;
}
