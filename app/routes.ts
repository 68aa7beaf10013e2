import { type RouteConfig, type RouteConfigEntry, index, route } from "@react-router/dev/routes";
import { listingPaged } from "./lib/content/blog-listing";
import { formResults } from "./lib/content/form-results";
import { pages } from "./lib/content/pages";
import { loadAllPostsSync, loadPostsSync, postPaths } from "./lib/content/posts.server";
import { caseStudyPaths } from "./lib/content/projects.server";
import { tagsPaged } from "./lib/content/tags";
import { buildsLocale } from "./lib/i18n/build-locale";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "./lib/i18n/locale";

export const POST_ROUTE = "blog/:slug";
/** One route for every tag page (issue 27); its prerender paths are the tags of published posts. */
export const TAG_ROUTE = "blog/tags/:tag";
export const CASE_STUDY_ROUTE = "portfolio/:slug";
/** Where a build's scripts meet another language's address (see ownLanguage). */
const OTHER_LANGUAGE_ROUTE = "routes/other-language.tsx";

const english: RouteConfigEntry[] = [
  ...pages.map((p) => (p.path === "/" ? index(p.module) : route(p.path, p.module))),
  // Where forms posted without JavaScript land (issue 15).
  ...formResults.map((r) => route(r.path, "routes/form-result.tsx", { id: `form-result${r.path}` })),
  // One route for every post, so the route manifest every page loads does not grow by a route
  // per post. Its prerender paths are the published posts (react-router.config.ts): a draft or
  // unknown slug has no HTML file, so servers and static hosts answer 404.html with status 404,
  // and in the browser the route's loader fails with a 404 that shows the not-found page.
  route(POST_ROUTE, "routes/blog-post.tsx"),
  // Likewise one route for every tag, so a post named "tags" now clashes (assertNoSlugClash).
  route(TAG_ROUTE, "routes/blog-tag.tsx"),
  // One route for every case study (issue 49), prerendered for the projects with a body.
  route(CASE_STUDY_ROUTE, "routes/case-study.tsx"),
  // The capacity lab's own page (issue 37): not in the route table, so not in the explorer or tabs.
  route("lab", "routes/lab.tsx"),
  // Every language's blog and tags count: the Swedish one lists English posts too.
  ...tagListingRoutes(loadAllPostsSync()),
  ...blogListingRoutes(loadAllPostsSync()),
];

/**
 * Every page again under each other language's prefix, /sv (issue 36), with the same path words
 * and the same route modules, which read the language from the address (app/lib/i18n). Each
 * language ends with its own not-found page, so an unknown /sv/… address answers in Swedish.
 */
const routes = [
  ...ownLanguage(DEFAULT_LOCALE, [...withPages(english, builtPages(DEFAULT_LOCALE)), route("*", "routes/not-found.tsx")]),
  ...LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).flatMap((locale) =>
    ownLanguage(locale, [
      ...withPages(english, builtPages(locale)).map((r) => inLanguage(r, locale)),
      route(`${locale}/*`, "routes/not-found.tsx", { id: `${locale}/not-found` }),
    ]),
  ),
];

assertUniquePaths(routes.map((r) => r.path ?? "/"));
// Drafts too: publishing one must not be the day the build refuses it.
assertNoSlugClash(
  routes.map((r) => r.path ?? "/"),
  loadPostsSync().map((p) => p.slug),
);

export default routes satisfies RouteConfig;

/**
 * The routes without the post or case-study route when the language has no published post or
 * case study of its own: prerendering without a server, React Router refuses a route with a
 * loader that no page is built from (an owner who removes the Swedish sample post would meet
 * "Invalid route exports found when prerendering").
 */
export function withPages(entries: RouteConfigEntry[], built: { posts: readonly string[]; caseStudies: readonly string[] }): RouteConfigEntry[] {
  const none = new Set([...(built.posts.length === 0 ? [POST_ROUTE] : []), ...(built.caseStudies.length === 0 ? [CASE_STUDY_ROUTE] : [])]);
  return entries.filter((entry) => !none.has(entry.path ?? ""));
}

/** The post and case-study pages a language's build makes. */
function builtPages(locale: Locale) {
  return { posts: postPaths(loadPostsSync(undefined, locale), locale), caseStudies: caseStudyPaths(locale) };
}

/** A route of the English site at its address under /<locale>, with an id of its own. */
export function inLanguage(entry: RouteConfigEntry, locale: string): RouteConfigEntry {
  const { index: isIndex, path, id, file, ...rest } = entry;
  return {
    ...rest,
    file,
    path: isIndex || !path || path === "/" ? locale : `${locale}/${path.replace(/^\/+/, "")}`,
    id: `${locale}/${id ?? file.replace(/\.[jt]sx?$/, "")}`,
  };
}

/**
 * A language's routes as this build has them (app/lib/i18n/build-locale.ts): its own, or, when
 * the build is for another language, the same addresses and ids served by a route that loads the
 * page as a document, since this build's scripts carry only its own language's strings.
 */
function ownLanguage(locale: Locale, entries: RouteConfigEntry[]): RouteConfigEntry[] {
  if (buildsLocale(locale)) return entries;
  return entries.map((entry) => ({ ...entry, file: OTHER_LANGUAGE_ROUTE, id: entry.id ?? entry.file.replace(/\.[jt]sx?$/, "") }));
}

/**
 * Once the posts outgrow /blog (issue 26): one route for the older listing pages, prerendered
 * as /blog/page/2, /blog/page/3, … (react-router.config.ts), and the search index's file.
 */
function blogListingRoutes(posts: Parameters<typeof listingPaged>[0]) {
  if (!listingPaged(posts, LOCALES)) return [];
  return [
    route("blog/page/:page", "routes/blog.tsx", { id: "blog-page" }),
    route("blog/search-index.json", "routes/blog-search-index.ts"),
  ];
}

/** A tag's older posts, /blog/tags/<tag>/page/2, …: only once some tag outgrows one page. */
function tagListingRoutes(posts: Parameters<typeof tagsPaged>[0]) {
  return LOCALES.some((lang) => tagsPaged(posts, lang)) ? [route(`${TAG_ROUTE}/page/:page`, "routes/blog-tag.tsx", { id: "blog-tag-page" })] : [];
}

function key(path: string): string {
  return path.replace(/^\/+|\/+$/g, "");
}

/** Two routes with one address: the second would never be reached. Stop the build and name it. */
export function assertUniquePaths(paths: readonly string[]): void {
  const seen = new Set<string>();
  for (const path of paths) {
    if (seen.has(key(path))) throw new Error(`Two pages want the address /${key(path)}: rename the post (its slug) or the page.`);
    seen.add(key(path));
  }
}

/**
 * Posts and other pages share /blog/: a post named "subscribed" would be shadowed by the
 * newsletter's confirmation page, and one named "page" would sit on the listing's page
 * addresses (/blog/page/2). A slug that is the first segment after blog/ of any other route
 * stops the build with the clash named.
 */
export function assertNoSlugClash(paths: readonly string[], slugs: readonly string[]): void {
  const taken = new Map<string, string>();
  for (const path of paths.map(key)) {
    const segment = /^blog\/([^/:*]+)/.exec(path)?.[1];
    if (segment && !taken.has(segment)) taken.set(segment, path);
  }
  for (const slug of slugs) {
    const path = taken.get(slug);
    if (path) {
      throw new Error(`The post "${slug}" would take the address /blog/${slug}, which /${path} already uses: rename the post (its slug).`);
    }
  }
}
