import { loadPostsSync } from "../app/content/posts.server";
import { brotliQuality, pagePath, postOfFile, sitemapXml, withInlineMathStylesheet, withScriptsAfterFirstPaint, withStructuredData } from "./postbuild";

const posts = loadPostsSync();

describe("sitemapXml", () => {
  const locs = [...sitemapXml(posts).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);

  it("lists every page, then every published post page, then every tag page", () => {
    const published = posts.filter((p) => p.status === "Published");
    expect(locs.slice(0, 6)).toEqual(["/", "/about", "/portfolio", "/blog", "/services", "/contact"]);
    expect(locs.slice(6, 6 + published.length)).toEqual(published.map((p) => `/blog/${p.slug}`));
    const tags = locs.slice(6 + published.length);
    expect(tags).toContain("/blog/tags/uic-406");
    expect(tags).toContain("/blog/tags/reinforcement-learning");
    // Simulation is the draft's tag alone: no page.
    expect(tags).not.toContain("/blog/tags/simulation");
    expect(tags.every((t) => /^\/blog\/tags\/[a-z0-9-]+$/.test(t))).toBe(true);
  });

  it("leaves drafts out", () => {
    const draft = posts.find((p) => p.status === "Draft")!;
    expect(locs).not.toContain(`/blog/${draft.slug}`);
  });
});

describe("post JSON-LD", () => {
  it("finds the post a built file belongs to", () => {
    expect(postOfFile(posts, "blog/milp-crew-scheduling/index.html")?.slug).toBe("milp-crew-scheduling");
    expect(postOfFile(posts, "blog/index.html")).toBeUndefined();
    expect(postOfFile(posts, "blog/calibrating-railway-simulation/index.html")).toBeUndefined();
  });

  it("adds a BlogPosting to a post page's graph, and none elsewhere", () => {
    const post = postOfFile(posts, "blog/milp-crew-scheduling/index.html");
    const graph = (html: string) =>
      (JSON.parse(html.match(/<script type="application\/ld\+json">(.+)<\/script>/)![1]!) as { "@graph": Array<Record<string, unknown>> })["@graph"];
    const withPost = graph(withStructuredData("<head></head>", post));
    expect(withPost.map((n) => n["@type"])).toEqual(["Person", "ProfessionalService", "BlogPosting"]);
    expect(withPost[2]).toMatchObject({ headline: post!.title, datePublished: post!.date, keywords: post!.tags.join(", ") });
    expect(graph(withStructuredData("<head></head>")).map((n) => n["@type"])).toEqual(["Person", "ProfessionalService"]);
  });
});

describe("withScriptsAfterFirstPaint", () => {
  const bootstrap = 'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-2.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-3.js");';
  const page = `<html><body><main>text</main><script type="module" async="">${bootstrap}</script><script>window.x=1</script></body></html>`;

  it("keeps React Router's module unchanged but inert, and inserts it after the first paint", () => {
    const html = withScriptsAfterFirstPaint(page);
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain(`<script type="text/x-module">${bootstrap}</script><script>`);
    expect(html).toContain('"first-contentful-paint"');
    expect(html).toContain("<script>window.x=1</script>");
  });

  it("runs the framework chunk, then the module, once the paint is reported, once only", async () => {
    const html = withScriptsAfterFirstPaint(page, ["/assets/framework-9.js"]);
    expect(html).toContain('<script type="text/x-module" data-first="/assets/framework-9.js">');
    const starter = /<\/script><script>(\(function\(b\)[\s\S]*?)<\/script>/.exec(html)![1]!;
    document.body.innerHTML = `<script type="text/x-module" data-first="/assets/framework-9.js">${bootstrap}</script>`;
    const inert = document.body.firstElementChild!;
    let paintObserver: ((list: { getEntriesByName: (n: string) => unknown[] }) => void) | undefined;
    class FakeObserver {
      static supportedEntryTypes = ["paint"];
      constructor(cb: typeof paintObserver) {
        paintObserver = cb;
      }
      observe() {}
    }
    vi.useFakeTimers();
    vi.stubGlobal("PerformanceObserver", FakeObserver);
    Object.defineProperty(document, "currentScript", { configurable: true, value: { previousElementSibling: inert } });
    try {
      new Function(starter)();
      const modules = () => [...document.querySelectorAll('script[type="module"]')];
      vi.advanceTimersByTime(100);
      expect(modules()).toHaveLength(0);
      paintObserver!({ getEntriesByName: (n) => (n === "first-contentful-paint" ? [{}] : []) });
      vi.advanceTimersByTime(0);
      expect(modules()).toHaveLength(2);
      expect(modules()[0]!.getAttribute("src")).toBe("/assets/framework-9.js");
      expect(modules()[1]!.textContent).toBe(bootstrap);
      vi.advanceTimersByTime(5000); // the 3 s fallback finds it done
      expect(modules()).toHaveLength(2);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
      Reflect.deleteProperty(document, "currentScript");
    }
  });

  it("stops the build when React Router's bootstrap changes shape", () => {
    expect(() => withScriptsAfterFirstPaint("<html><body></body></html>")).toThrow(/bootstrap/);
  });
});

describe("pagePath", () => {
  it("is the address each built page answers at, the key of its own script policy", () => {
    expect(pagePath("index.html")).toBe("/");
    expect(pagePath("about/index.html")).toBe("/about");
    expect(pagePath("blog/uic-406-timetable-compression/index.html")).toBe("/blog/uic-406-timetable-compression");
    expect(pagePath("contact/sent/index.html")).toBe("/contact/sent");
    expect(pagePath("404.html")).toBe("/404");
  });
});

describe("brotliQuality", () => {
  it("spends quality 11 where every visit pays, 7 on the files there is one of per post", () => {
    for (const file of ["index.html", "blog/index.html", "blog.data", "assets/framework-abc.js", "rss.xml", "about/index.html"]) {
      expect(brotliQuality(file), file).toBe(11);
    }
    for (const file of ["blog/milp-crew-scheduling/index.html", "blog/milp-crew-scheduling.data", "blog/page/2/index.html"]) {
      expect(brotliQuality(file), file).toBe(7);
    }
  });
});

describe("withInlineMathStylesheet", () => {
  const link = '<link rel="stylesheet" href="/assets/math/katex-0.18.4.css" data-precedence="math"/>';

  it("puts KaTeX's stylesheet into a math page and keeps React's link as one that blocks nothing", () => {
    const html = withInlineMathStylesheet(`<head>${link}<link rel="stylesheet" href="/assets/root.css"/></head>`, ".katex{font:x}");
    expect(html).toBe(
      '<head><style>.katex{font:x}</style><link rel="stylesheet" href="/assets/math/katex-0.18.4.css" data-precedence="math" media="print"/><link rel="stylesheet" href="/assets/root.css"/></head>',
    );
  });

  it("leaves a page without math as it is", () => {
    expect(withInlineMathStylesheet("<head></head>", ".katex{}")).toBe("<head></head>");
  });
});
