// First: a malformed SITE_URL must stop the build before the site config is read.
import "./scripts/build/site-url-guard";
import type { Config } from "@react-router/dev/config";
import { listingPrerenderPaths } from "./app/lib/content/blog-listing";
import { formResults } from "./app/lib/content/form-results";
import { pages } from "./app/lib/content/pages";
import { loadAllPostsSync, loadPostsSync, postPaths } from "./app/lib/content/posts.server";
import { caseStudyPaths } from "./app/lib/content/projects.server";
import { tagPagePaths } from "./app/lib/content/tags";
import { buildsLocale } from "./app/lib/i18n/build-locale";
import { localeOfPath, localizePath } from "./app/lib/i18n/locale";

/**
 * The addresses every language has: the pages, the capacity lab's own page (issue 37, beside the
 * route table's pages), the form results, its 404.
 */
const sharedPaths = [...pages.map((p) => p.path), "/lab", ...formResults.map((r) => r.path), "/404"];

/**
 * A language's blog beyond /blog: its older listing pages and search index, once the posts it
 * lists outgrow /blog, and a page for every tag of a published post it lists (and the tag's older
 * pages). The Swedish blog lists English posts too, so it has tags and pages of its own.
 */
const blogPaths = (lang: "en" | "sv") => [...listingPrerenderPaths(loadAllPostsSync(), lang), ...tagPagePaths(loadAllPostsSync(), lang)];

export default {
  // BUILD_DIR lets parallel work build and serve side by side; the default is build/.
  buildDirectory: process.env.BUILD_DIR || "build",
  ssr: false,
  // Every page, listing, tag page and form result in English and under /sv (issue 36); a post
  // in the languages it was written in. /404 and /sv/404 become 404.html and sv/404.html. A
  // build for one language (BUILD_LOCALE, scripts/build/build-site.mjs) makes that language's.
  prerender: [
    ...sharedPaths,
    ...blogPaths("en"),
    ...postPaths(loadPostsSync()),
    ...caseStudyPaths("en"),
    ...sharedPaths.map((path) => localizePath(path, "sv")),
    ...blogPaths("sv"),
    ...postPaths(loadPostsSync(undefined, "sv"), "sv"),
    ...caseStudyPaths("sv"),
  ].filter((path) => buildsLocale(localeOfPath(path))),
  future: {
    unstable_optimizeDeps: false,
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    // Off on purpose: with it, prerendering sees /about/ rather than /about, so the static HTML
    // would not mark the active tab and hydration would disagree (docs/decisions.md).
    v8_trailingSlashAwareDataRequests: false,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
