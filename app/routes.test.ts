import { loadPostsSync, postPaths } from "./lib/content/posts.server";
import { caseStudyPaths } from "./lib/content/projects.server";
import routes, { CASE_STUDY_ROUTE, POST_ROUTE, TAG_ROUTE, assertNoSlugClash, assertUniquePaths, withPages } from "./routes";

describe("route table", () => {
  const posts = loadPostsSync();
  const paths = routes.map((r) => r.path);

  it("has one route for every post in each language, whatever their number, each before its catch-all", () => {
    const postRoutes = routes.filter((r) => r.file === "routes/blog-post.tsx");
    // A language without published posts of its own has none (withPages, below).
    const swedish = loadPostsSync(undefined, "sv").some((p) => p.status === "Published");
    expect(postRoutes.map((r) => r.path)).toEqual([POST_ROUTE, ...(swedish ? [`sv/${POST_ROUTE}`] : [])]);
    expect(paths.at(-1)).toBe("sv/*");
    expect(paths.indexOf("*")).toBeGreaterThan(paths.indexOf(POST_ROUTE));
    for (const p of posts) expect(paths).not.toContain(`blog/${p.slug}`);
  });

  it("has one route for every tag in each language, whatever their number", () => {
    expect(routes.filter((r) => r.file === "routes/blog-tag.tsx").map((r) => r.path)).toEqual([TAG_ROUTE, `sv/${TAG_ROUTE}`]);
    expect(paths.filter((p) => /^(sv\/)?blog\/tags\//.test(p ?? "") && !p?.endsWith(TAG_ROUTE))).toEqual([]);
  });

  it("has every English page under /sv, with an id of its own", () => {
    const svPages = withPages(routes, { posts: postPaths(loadPostsSync(undefined, "sv"), "sv"), caseStudies: caseStudyPaths("sv") });
    const english = svPages.filter((r) => !r.path?.startsWith("sv") && r.path !== "*");
    for (const r of english) expect(paths).toContain(r.index ? "sv" : `sv/${r.path?.replace(/^\//, "")}`);
    const ids = routes.map((r) => r.id ?? r.file);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("refuses a post named tags, whose address the tag pages use", () => {
    expect(() => assertNoSlugClash(paths.map((p) => p ?? "/"), ["tags"])).toThrow(/post "tags".*\/blog\/tags\/:tag/);
  });

});

describe("withPages", () => {
  const entries = [{ path: "about", file: "a.tsx" }, { path: POST_ROUTE, file: "p.tsx" }, { path: CASE_STUDY_ROUTE, file: "c.tsx" }];
  const paths = (built: Parameters<typeof withPages>[1]) => withPages(entries, built).map((r) => r.path);

  it("keeps the post and case-study routes of a language that has such pages", () => {
    expect(paths({ posts: ["/sv/blog/ett"], caseStudies: ["/sv/portfolio/x"] })).toEqual(["about", POST_ROUTE, CASE_STUDY_ROUTE]);
  });

  it("drops a route no page is built from, which prerendering without a server refuses", () => {
    expect(paths({ posts: [], caseStudies: ["/portfolio/x"] })).toEqual(["about", CASE_STUDY_ROUTE]);
    expect(paths({ posts: ["/blog/a"], caseStudies: [] })).toEqual(["about", POST_ROUTE]);
  });
});

describe("assertUniquePaths", () => {
  it("accepts distinct paths and refuses two routes with one address", () => {
    expect(() => assertUniquePaths(["/", "about", "blog/:slug", "blog/subscribed"])).not.toThrow();
    expect(() => assertUniquePaths(["/blog/subscribed", "blog/subscribed"])).toThrow(/\/blog\/subscribed/);
  });
});

describe("assertNoSlugClash", () => {
  const table = ["/", "blog", "blog/subscribed", "blog/subscribe-failed", "blog/page/:page", POST_ROUTE, "contact/sent", "*"];

  it("accepts slugs no other route uses under /blog/", () => {
    expect(() => assertNoSlugClash(table, ["milp-crew-scheduling", "sent", "pages", "blog"])).not.toThrow();
  });

  it("refuses a post named like a form-result page, in a sentence that names both", () => {
    expect(() => assertNoSlugClash(table, ["ok", "subscribed"])).toThrow(
      'The post "subscribed" would take the address /blog/subscribed, which /blog/subscribed already uses: rename the post (its slug).',
    );
  });

  it("refuses a post named page once the listing has /blog/page/N", () => {
    expect(() => assertNoSlugClash(table, ["page"])).toThrow(/post "page".*\/blog\/page\/:page/);
  });
});
