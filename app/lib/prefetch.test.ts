import { describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { IDLE_PAGES, MATH_ROUTES, type Manifest, type PageLink, dataPath, likelyNext, mayPrefetchIdle, nextPageFiles, prefetchPath } from "./prefetch";
import { MATH_STYLESHEET } from "./content/math";

const TABS = ["/", "/about", "/portfolio", "/blog", "/services", "/contact"];
/** The chrome's links as a page shows them: the explorer, then the tabs, `open` marked current. */
const chrome = (open: string | null, prefix = ""): PageLink[] =>
  [...TABS, ...TABS].map((p) => {
    const href = prefix ? (p === "/" ? prefix : prefix + p) : p;
    return { href, rel: "", inMain: false, current: p === open };
  });
const main = (...hrefs: Array<string | [string, string]>): PageLink[] =>
  hrefs.map((h) => (Array.isArray(h) ? { href: h[0], rel: h[1], inMain: true, current: false } : { href: h, rel: "", inMain: true, current: false }));

describe("mayPrefetchIdle (issue 60)", () => {
  it("fetches ahead unless the visitor saves data or is on 2G", () => {
    expect(mayPrefetchIdle(undefined)).toBe(true);
    expect(mayPrefetchIdle({ effectiveType: "4g" })).toBe(true);
    expect(mayPrefetchIdle({ effectiveType: "3g", saveData: false })).toBe(true);
    expect(mayPrefetchIdle({ effectiveType: "4g", saveData: true })).toBe(false);
    expect(mayPrefetchIdle({ effectiveType: "2g" })).toBe(false);
    expect(mayPrefetchIdle({ effectiveType: "slow-2g" })).toBe(false);
  });
});

describe("prefetchPath", () => {
  it("is the page a link opens, without its query or fragment", () => {
    expect(prefetchPath("/lab#v1.abc", "/portfolio/x")).toBe("/lab");
    expect(prefetchPath("/blog?tag=ml", "/")).toBe("/blog");
  });
  it("leaves out the page itself, other sites, fragments, files and the other language's pages", () => {
    expect(prefetchPath("/cv.pdf", "/blog/a-post")).toBeNull();
    expect(prefetchPath("/lab/sample.json", "/blog/a-post")).toBeNull();
    expect(prefetchPath("/about", "/about")).toBeNull();
    expect(prefetchPath("https://example.com/", "/")).toBeNull();
    expect(prefetchPath("//example.com/", "/")).toBeNull();
    expect(prefetchPath("#main", "/")).toBeNull();
    expect(prefetchPath("/sv", "/")).toBeNull();
    expect(prefetchPath("/about", "/sv/about")).toBeNull();
    expect(prefetchPath("/sv/contact", "/sv")).toBe("/sv/contact");
  });
});

describe("likelyNext", () => {
  it("from the home page: the next tab, then the calls to action, never the lab", () => {
    const links = [...chrome("/"), ...main("/lab", "/portfolio", "/services", "/blog/a-post")];
    expect(likelyNext("/", links)).toEqual(["/about", "/portfolio", "/services"]);
  });
  it("from a listing: the next tab, then its first entries", () => {
    const links = [...chrome("/portfolio"), ...main("/portfolio/first", "/portfolio/second", "/contact")];
    expect(likelyNext("/portfolio", links)).toEqual(["/blog", "/portfolio/first", "/portfolio/second"]);
  });
  it("from a post or a case study: its neighbours first", () => {
    const links = [...chrome("/blog"), ...main("/blog/tags/ml", ["/blog/older", "prev"], ["/blog/newer", "next"], "/blog")];
    expect(likelyNext("/blog/this-one", links)).toEqual(["/blog/older", "/blog/newer", "/services"]);
  });
  it("in Swedish, among Swedish pages only", () => {
    const links = [...chrome("/", "/sv"), { href: "/", rel: "", inMain: false, current: false }, ...main("/sv/portfolio")];
    expect(likelyNext("/sv", links)).toEqual(["/sv/about", "/sv/portfolio", "/sv/blog"]);
  });
  it("after the last tab, wraps to the first; with no tab open, starts there", () => {
    expect(likelyNext("/contact", chrome("/contact"))).toEqual(["/", "/about", "/portfolio"]);
    expect(likelyNext("/lab", chrome(null))).toEqual(["/", "/about", "/portfolio"]);
  });
  it(`takes at most ${IDLE_PAGES} pages, each once`, () => {
    const links = [...chrome("/about"), ...main("/portfolio", "/portfolio", "/contact", "/services")];
    expect(likelyNext("/about", links)).toEqual(["/portfolio", "/contact", "/services"]);
    expect(likelyNext("/about", links, 1)).toEqual(["/portfolio"]);
  });
});

describe("nextPageFiles", () => {
  const manifest: Manifest = {
    entry: { module: "/assets/entry.js", imports: ["/assets/framework.js", "/assets/router.js"] },
    routes: {
      root: { module: "/assets/root.js", imports: ["/assets/framework.js", "/assets/ui.js"], css: ["/assets/root.css"], hasLoader: false, hasClientLoader: false },
      "routes/home": { module: "/assets/home.js", imports: ["/assets/ui.js", "/assets/sim.js"], hasLoader: true, hasClientLoader: false },
      "routes/about": { module: "/assets/about.js", imports: ["/assets/ui.js", "/assets/cv.js"], css: [], hasLoader: true, hasClientLoader: false },
      "routes/post": { module: "/assets/post.js", clientLoaderModule: "/assets/post-loader.js", hasLoader: true, hasClientLoader: true },
      "routes/layout": { module: "/assets/layout.js", hasLoader: true, hasClientLoader: false },
      "routes/child": { module: "/assets/child.js", hasLoader: true, hasClientLoader: true },
    },
  };
  const onHome = ["root", "routes/home"];

  it("is the next route's data and the modules this page lacks", () => {
    expect(nextPageFiles("/about", ["root", "routes/about"], manifest, onHome)).toEqual(["/about.data", "/assets/about.js", "/assets/cv.js"]);
  });
  it("names the home page's data as the router does", () => {
    expect(nextPageFiles("/", ["root", "routes/home"], manifest, ["root", "routes/about"])).toEqual(["/_root.data", "/assets/home.js", "/assets/sim.js"]);
    expect(dataPath("/sv/")).toBe("/sv.data");
  });
  it("names a client loader's own request for its server data apart, and only the others' in the shared one", () => {
    expect(nextPageFiles("/blog/x", ["root", "routes/post"], manifest, onHome)).toEqual(["/blog/x.data?_routes=routes%2Fpost", "/assets/post.js", "/assets/post-loader.js"]);
    expect(nextPageFiles("/a/b", ["root", "routes/layout", "routes/child"], manifest, onHome).slice(0, 2)).toEqual(["/a/b.data?_routes=routes%2Flayout", "/a/b.data?_routes=routes%2Fchild"]);
  });
  it("adds the math stylesheet for a post or a case study in any language, which React waits for when the body has math", () => {
    const withPosts: Manifest = {
      ...manifest,
      routes: {
        ...manifest.routes,
        "routes/blog-post": { module: "/assets/blog-post.js", hasLoader: true, hasClientLoader: false },
        "sv/routes/case-study": { module: "/assets/case-study.js", hasLoader: true, hasClientLoader: false },
      },
    };
    expect(nextPageFiles("/blog/x", ["root", "routes/blog-post"], withPosts, onHome)).toContain(MATH_STYLESHEET);
    expect(nextPageFiles("/sv/portfolio/x", ["root", "sv/routes/case-study"], withPosts, onHome)).toContain(MATH_STYLESHEET);
    expect(nextPageFiles("/about", ["root", "routes/about"], withPosts, onHome)).not.toContain(MATH_STYLESHEET);
    // A route renamed or moved would silently lose the stylesheet: each id names a route module.
    for (const id of MATH_ROUTES) expect(existsSync(`app/${id}.tsx`), id).toBe(true);
  });
  it("is nothing for a page whose files this page has, apart from its data", () => {
    expect(nextPageFiles("/about", ["root", "routes/about"], manifest, ["root", "routes/about"])).toEqual(["/about.data"]);
  });
});
