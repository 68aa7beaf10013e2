// @vitest-environment happy-dom
import { encodeScenario } from "../../app/lib/capacity/codec";
import { testScenario } from "../../app/lib/capacity/test-scenario";
import { loadAllPostsSync, loadPostsSync } from "../../app/lib/content/posts.server";
import { caseStudies, loadAllProjectsSync } from "../../app/lib/content/projects.server";
import { tagSlug } from "../../app/lib/content/tags";
import { FIRST_ROUND_TRIP_BYTES, FONT_HOLD_MEDIA, brotliQuality, pastFirstRoundTrip, caseStudyOfFile, declaredLinks, pagePath, postOfFile, sitemapXml, withIconsAfterFirstPaint, withInlineMathStylesheet, withMinifiedInlineScripts, withScriptsAfterFirstPaint, withStructuredData, withoutBodyInData } from "./postbuild";

const posts = loadPostsSync();

describe("sitemapXml", () => {
  const locs = [...sitemapXml(posts).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);

  it("lists every page and the capacity lab, then every published post page, then every tag page", () => {
    const published = posts.filter((p) => p.status === "Published");
    expect(locs.slice(0, 7)).toEqual(["/", "/about", "/portfolio", "/blog", "/services", "/contact", "/lab"]);
    expect(locs.slice(7, 7 + published.length)).toEqual(published.map((p) => `/blog/${p.slug}`));
    const tags = locs.slice(7 + published.length);
    // Every tag of a published post, once; a tag only drafts carry has no page.
    const expected = [...new Set(published.flatMap((p) => p.tags.map(tagSlug)))].map((slug) => `/blog/tags/${slug}`);
    expect(new Set(tags)).toEqual(new Set(expected));
    expect(tags).toHaveLength(expected.length);
    expect(tags.every((t) => /^\/blog\/tags\/[a-z0-9-]+$/.test(t))).toBe(true);
  });

  it("lists the English site, whatever languages it is given, and a Swedish page only once built", () => {
    expect(sitemapXml(loadAllPostsSync())).toBe(sitemapXml(posts));
    const swedish = loadAllPostsSync().filter((p) => p.lang === "sv");
    expect(locs.some((l) => l.startsWith("/sv/") || swedish.some((p) => l.endsWith(`/${p.slug}`)))).toBe(false);
  });

  it("adds each page's Swedish twin and the Swedish-only pages, with the alternates their heads declare", () => {
    const origin = new URL(locs.length ? sitemapXml(posts).match(/<loc>([^<]+)<\/loc>/)![1]! : "").origin;
    const pair = { en: `${origin}/about`, sv: `${origin}/sv/about`, "x-default": `${origin}/about` };
    const declared = new Map([
      ["/about", { canonical: `${origin}/about`, alternates: pair, noindex: false }],
      ["/sv/about", { canonical: `${origin}/sv/about`, alternates: pair, noindex: false }],
      ["/sv/blog/ett-inlagg", { canonical: `${origin}/sv/blog/ett-inlagg`, alternates: {}, noindex: false }],
      ["/sv/contact/sent", { canonical: null, alternates: {}, noindex: true }],
    ]);
    const xml = sitemapXml(posts, declared);
    const all = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(all.slice(0, locs.length)).toEqual(locs);
    expect(all.slice(locs.length)).toEqual(["/sv/about", "/sv/blog/ett-inlagg"]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const about = /<url><loc>[^<]*\/sv\/about<\/loc>([\s\S]*?)<\/url>/.exec(xml)![1]!;
    expect(about).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${origin}/about"/>`);
    expect(about).toContain(`<xhtml:link rel="alternate" hreflang="sv" href="${origin}/sv/about"/>`);
    expect(about).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/about"/>`);
  });

  it("reads a page's canonical address, alternates and noindex from its head", () => {
    const head =
      '<head><link rel="canonical" href="https://x.test/sv"/><link rel="alternate" hrefLang="en" href="https://x.test/"/>' +
      '<link rel="alternate" hrefLang="sv" href="https://x.test/sv"/><link rel="alternate" type="application/rss+xml" href="/sv/rss.xml"/></head><body><link rel="canonical" href="nope"/></body>';
    expect(declaredLinks(head)).toEqual({ canonical: "https://x.test/sv", alternates: { en: "https://x.test/", sv: "https://x.test/sv" }, noindex: false });
    expect(declaredLinks('<head><meta name="robots" content="noindex"/></head>').noindex).toBe(true);
  });

  it("leaves drafts out", () => {
    // A draft of its own beside the owner's posts (who may have none).
    const draft = { ...posts.find((p) => p.status === "Published")!, slug: "a-draft-of-the-test", status: "Draft" as const };
    const withDraft = [...sitemapXml([...posts, draft]).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(withDraft).toEqual(locs);
    for (const own of posts.filter((p) => p.status === "Draft")) expect(locs).not.toContain(`/blog/${own.slug}`);
  });
});

describe("post JSON-LD", () => {
  it("finds the post a built file belongs to", () => {
    const english = posts.find((p) => p.status === "Published")!;
    expect(postOfFile(posts, `blog/${english.slug}/index.html`)?.slug).toBe(english.slug);
    expect(postOfFile(posts, "blog/index.html")).toBeUndefined();
    for (const draft of posts.filter((p) => p.status === "Draft")) expect(postOfFile(posts, `blog/${draft.slug}/index.html`)).toBeUndefined();
    // A post's page is in its own language: a Swedish post under sv/, not under blog/.
    const all = loadAllPostsSync();
    const swedish = all.find((p) => p.lang === "sv" && p.status === "Published");
    if (swedish) {
      expect(postOfFile(all, `sv/blog/${swedish.slug}/index.html`)?.lang).toBe("sv");
      expect(postOfFile(all, `blog/${swedish.slug}/index.html`)).toBeUndefined();
    }
    expect(postOfFile(all, `sv/blog/${english.slug}/index.html`)).toBeUndefined();
  });

  const graph = (html: string) =>
    (JSON.parse(html.match(/<script type="application\/ld\+json">(.+)<\/script>/)![1]!) as { "@graph": Array<Record<string, unknown>> })["@graph"];

  it("adds a BlogPosting to a post page's graph, and none elsewhere", () => {
    const published = posts.find((p) => p.status === "Published")!;
    const post = postOfFile(posts, `blog/${published.slug}/index.html`);
    const withPost = graph(withStructuredData("<head></head>", post, `/blog/${published.slug}`));
    expect(withPost.map((n) => n["@type"])).toEqual(["Person", "BlogPosting"]);
    expect(withPost[1]).toMatchObject({ headline: post!.title, datePublished: post!.date, keywords: post!.tags.join(", ") });
    expect(graph(withStructuredData("<head></head>")).map((n) => n["@type"])).toEqual(["Person", "ProfessionalService"]);
  });

  it("describes in full what the page shows: skills on About, the offer catalogue on Services, in each language", () => {
    for (const prefix of ["", "/sv"]) {
      const about = graph(withStructuredData("<head></head>", undefined, `${prefix}/about`));
      expect(about.map((n) => n["@type"])).toEqual(["Person"]);
      expect((about[0]!.knowsAbout as string[]).length).toBeGreaterThan(0);
      const services = graph(withStructuredData("<head></head>", undefined, `${prefix}/services`));
      expect(services.map((n) => n["@type"])).toEqual(["Person", "ProfessionalService"]);
      expect(services[0]!.knowsAbout).toBeUndefined();
      expect(services[1]!.hasOfferCatalog).toBeDefined();
      const home = graph(withStructuredData("<head></head>", undefined, prefix || "/"));
      expect(home[1]!.hasOfferCatalog).toBeUndefined();
      // The person in full where a visitor looks for them; elsewhere the node that names them.
      for (const page of ["/", "/about", "/contact"]) {
        expect(graph(withStructuredData("<head></head>", undefined, `${prefix}${page}`.replace(/(.)\/$/, "$1")))[0]!.sameAs).toBeDefined();
      }
      const post = graph(withStructuredData("<head></head>", undefined, `${prefix}/blog/x`))[0]!;
      expect(post.sameAs).toBeUndefined();
      expect(post.name).toBeTruthy();
      expect(home[1]!.inLanguage).toBe(prefix ? "sv" : "en");
    }
  });
});

describe("case-study pages (issue 49)", () => {
  const projects = loadAllProjectsSync();
  const study = caseStudies(projects.filter((p) => p.lang === "sv"))[0]!;
  // A project without a case study, or a slug no project has: neither has a case-study page.
  const card = projects.find((p) => !p.caseStudy) ?? { slug: "a-project-without-a-case-study" };

  it("finds the case study a built file belongs to, in its language", () => {
    expect(caseStudyOfFile(projects, `sv/portfolio/${study.slug}/index.html`)).toMatchObject({ slug: study.slug, lang: "sv" });
    expect(caseStudyOfFile(projects, `portfolio/${study.slug}/index.html`)?.lang).toBe("en");
    expect(caseStudyOfFile(projects, `portfolio/${card.slug}/index.html`)).toBeUndefined();
    expect(caseStudyOfFile(projects, "portfolio/index.html")).toBeUndefined();
  });

  it("adds a CreativeWork by the site's Person to its graph", () => {
    const html = withStructuredData("<head></head>", undefined, `/sv/portfolio/${study.slug}`, study);
    const graph = (JSON.parse(html.match(/<script type="application\/ld\+json">(.+)<\/script>/)![1]!) as { "@graph": Array<Record<string, unknown>> })["@graph"];
    const person = graph.find((n) => n["@type"] === "Person")!;
    expect(graph.find((n) => n["@type"] === "CreativeWork")).toMatchObject({
      name: study.title,
      inLanguage: "sv",
      keywords: study.tech.join(", "),
      author: { "@type": "Person", "@id": person["@id"], name: person.name },
    });
  });

  it("lists the case studies it is given in the sitemap, after the pages", () => {
    const paths = [`/portfolio/${study.slug}`];
    const locs = [...sitemapXml(posts, new Map(), paths).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(locs).toContain(paths[0]);
    expect(locs.indexOf(paths[0]!)).toBeGreaterThan(locs.indexOf("/portfolio"));
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

  it("runs the framework chunk, then the module, each in a task of its own, once the paint is reported, once only", async () => {
    const html = withScriptsAfterFirstPaint(page, ["/assets/framework-9.js"]);
    expect(html).toContain('<script type="text/x-module" data-first="/assets/framework-9.js">');
    const starter = /<\/script><script>(\(function\(b\)[\s\S]*?)<\/script>/.exec(html)![1]!;
    document.body.innerHTML = `<script type="text/x-module" data-first="/assets/framework-9.js">${bootstrap}</script><span class="katex" data-font-hold=""></span><span class="katex" data-font-hold=""></span>${withIconsAfterFirstPaint('<svg><use href="/assets/icons-a1.svg#x"></use></svg>')}`;
    const inert = document.body.firstElementChild!;
    const held = () => document.querySelectorAll("[data-font-hold], use[data-href]").length;
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
      expect(held()).toBe(3);
      expect(document.querySelector("use")!.hasAttribute("href")).toBe(false);
      paintObserver!({ getEntriesByName: (n) => (n === "first-contentful-paint" ? [{}] : []) });
      // One script a task: the framework chunk with the formulas and icons let go, the bootstrap a task later.
      vi.advanceTimersToNextTimer();
      expect(modules()).toHaveLength(1);
      expect(held()).toBe(0);
      expect(document.querySelector("use")!.getAttribute("href")).toBe("/assets/icons-a1.svg#x");
      vi.advanceTimersToNextTimer();
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

  it("holds only the sprite's <use>s, each with its address", () => {
    expect(withIconsAfterFirstPaint('<use href="/assets/icons-C8g_K-1.svg#chevron-down"></use><use href="#own"></use>')).toBe(
      '<use data-href="/assets/icons-C8g_K-1.svg#chevron-down"></use><use href="#own"></use>',
    );
  });

  it("stops the build when React Router's bootstrap changes shape", () => {
    expect(() => withScriptsAfterFirstPaint("<html><body></body></html>")).toThrow(/bootstrap/);
  });
});

describe("withMinifiedInlineScripts", () => {
  it("minifies the page's own scripts, which still do what they did, and leaves data and typed scripts alone", () => {
    const data = '<script>window.__reactRouterContext.streamController.enqueue("[1,  2]");</script>';
    const typed = '<script type="application/ld+json">{ "a": 1 }</script><script type="text/x-module">import  "/a.js";</script>';
    const own = "<script>(function () {\n  var answer = 40 + 2;\n  window.answer = answer;\n})();</script>";
    const html = withMinifiedInlineScripts(`<head>${own}</head><body>${typed}${data}</body>`);
    expect(html).toContain(typed);
    expect(html).toContain(data);
    const small = /<head><script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(small.length).toBeLessThan(own.length - 40);
    new Function(small)();
    expect((window as unknown as { answer: number }).answer).toBe(42);
  });

  it("stops the build on a script that does not parse", () => {
    expect(() => withMinifiedInlineScripts("<script>function (</script>")).toThrow(/does not minify/);
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
  it("spends quality 11 on every page and where every visit pays, 7 on the other files there is one of per post", () => {
    for (const file of ["index.html", "blog.html", "blog/index.html", "blog.data", "assets/framework-abc.js", "rss.xml", "about.html"]) {
      expect(brotliQuality(file), file).toBe(11);
    }
    expect(brotliQuality("blog/milp-crew-scheduling.html")).toBe(11);
    expect(brotliQuality("blog\\milp-crew-scheduling.html")).toBe(11);
    for (const file of ["blog/milp-crew-scheduling.data", "blog/page/2.html", "blog/tags/uic-406.html", "blog/tags/uic-406/page/2.html"]) {
      expect(brotliQuality(file), file).toBe(7);
    }
    // The Swedish site's as the English site's.
    expect(brotliQuality("sv/blog/page/2.html")).toBe(7);
    expect(brotliQuality("sv/blog/uic-406-komprimering-av-tidtabell.html")).toBe(11);
    expect(brotliQuality("sv/blog.html")).toBe(11);
    expect(brotliQuality("sv.html")).toBe(11);
  });
});

describe("withInlineMathStylesheet", () => {
  const viewport = '<meta name="viewport" content="width=device-width, initial-scale=1"/>';
  const body = '<span class="katex"><span class="mord">x</span></span>';

  it("puts the page's part of KaTeX's stylesheet into a math page where React puts a precedence stylesheet, and no link to the whole file", () => {
    const html = withInlineMathStylesheet(`<head>${viewport}<link rel="stylesheet" href="/assets/root.css"/></head><body>${body}</body>`, ".katex{font:x}.katex .mord{a:b}.katex .mfrac{c:d}");
    expect(html).toBe(`<head>${viewport}<style>.katex{font:x}.katex .mord{a:b}</style><link rel="stylesheet" href="/assets/root.css"/></head><body>${body}</body>`);
  });

  it("keeps the font faces in the page, and on a phone with JavaScript holds each formula from them until the first paint", () => {
    const faces = '@font-face{font-family:KaTeX_Main;src:url(/m.woff2) format("woff2")}@font-face{font-family:KaTeX_Size2;src:url(/s.woff2) format("woff2")}';
    const display = '<span class="katex-display"><span class="katex"><span class="mord">y</span></span></span>';
    const html = withInlineMathStylesheet(`<head>${viewport}</head><body>${body}${display}</body>`, `${faces}.katex{font:1em KaTeX_Main}.katex .mord{a:b}`);
    const kept = faces.slice(0, faces.indexOf("}") + 1);
    // One stylesheet from the start: a face added later restyles the whole page.
    expect(html).toContain(
      `<style>.katex{font:1em KaTeX_Main}.katex .mord{a:b}${kept}@media ${FONT_HOLD_MEDIA}{.katex[data-font-hold],.katex[data-font-hold] *{font-family:Times New Roman,serif!important}}</style></head>`,
    );
    expect(html).not.toContain("KaTeX_Size2");
    expect(FONT_HOLD_MEDIA).toBe("screen and (max-width: 639.98px) and (scripting: enabled)");
    // Every formula, inline or display, is held; nothing else is.
    expect(html.match(/<span class="katex" data-font-hold="">/g)).toHaveLength(2);
    expect(html).toContain('<span class="katex-display"><span class="katex" data-font-hold="">');
  });

  it("holds nothing when the formulas need no font face", () => {
    const html = withInlineMathStylesheet(`<head>${viewport}</head><body>${body}</body>`, ".katex .mord{a:b}");
    expect(html).toBe(`<head>${viewport}<style>.katex .mord{a:b}</style></head><body>${body}</body>`);
  });

  it("leaves a page without math as it is, and stops the build when a math page's head changes shape", () => {
    expect(withInlineMathStylesheet(`<head>${viewport}</head><body><p>x</p></body>`, ".katex{}")).toBe(`<head>${viewport}</head><body><p>x</p></body>`);
    expect(() => withInlineMathStylesheet(`<head></head><body>${body}</body>`, ".katex{}")).toThrow(/viewport/);
  });
});

describe("withoutBodyInData", () => {
  const body = '<p>Blocking times & buffers <b>compressed</b>.\u2028</p>';
  // As React Router writes its inline data: a turbo-stream line, JSON-escaped, then HTML-escaped.
  const escape = (t: string) => t.replace(/[&<>\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
  const script = (values: unknown[]) => `<script>window.__reactRouterContext.streamController.enqueue(${escape(JSON.stringify(`${JSON.stringify(values)}\n`))});</script>`;
  const decode = (html: string) => {
    const literal = /enqueue\(("(?:[^"\\]|\\.)*")\)/.exec(html)![1]!;
    return JSON.parse((JSON.parse(literal) as string).split("\n")[0]!) as unknown[];
  };
  const values = [{ _1: 2 }, "post", { _3: 4, _5: 6 }, "html", body, "title", "UIC 406"];

  it("empties the body's copy in a post page's hydration data and leaves the rest as it was", () => {
    const page = `<body><div data-post-body="">${body}</div>${script(values)}</body>`;
    const out = withoutBodyInData(page, { body: [{ html: body }] });
    expect(decode(out)).toEqual([{ _1: 2 }, "post", { _3: 4, _5: 6 }, "html", "", "title", "UIC 406"]);
    expect(out).toContain(`<div data-post-body="">${body}</div>`);
    const inline = /<script>([\s\S]*?)<\/script>/.exec(out)![1]!;
    expect(inline).not.toMatch(/[<>&\u2028\u2029]/);
  });

  it("leaves a page that is not a post alone and stops the build when the data has changed shape", () => {
    const page = `<body>${script(values)}</body>`;
    expect(withoutBodyInData(page, undefined)).toBe(page);
    expect(() => withoutBodyInData(page, { body: [{ html: "<p>another body</p>" }] })).toThrow(/withoutBodyInData/);
    expect(() => withoutBodyInData(page, { body: [{ html: body }, { html: "<p>another part</p>" }] })).toThrow(/found 1 of the body's 2 HTML parts/);
  });

  it("empties each HTML part of a body with a live figure and keeps the figure's code, its island's prop", () => {
    const code = encodeScenario(testScenario);
    const after = "<p>After the figure.</p>";
    const parts = [{ _1: 2 }, "body", [{ _3: 4 }, { _5: 6 }, { _3: 7 }], "html", body, "figure", code, after];
    const out = withoutBodyInData(`<body>${script(parts)}</body>`, { body: [{ html: body }, { figure: code }, { html: after }] });
    expect(decode(out)).toEqual([{ _1: 2 }, "body", [{ _3: 4 }, { _5: 6 }, { _3: 7 }], "html", "", "figure", code, ""]);
  });
});

describe("pastFirstRoundTrip", () => {
  it("names the pages whose body and headers are past the first round trip, largest first", () => {
    const sizes = new Map([
      ["/", 9_000],
      ["/blog/long", FIRST_ROUND_TRIP_BYTES],
      ["/blog/longer", FIRST_ROUND_TRIP_BYTES + 2_000],
      ["/about", FIRST_ROUND_TRIP_BYTES - 2_000],
    ]);
    const past = pastFirstRoundTrip(sizes);
    expect(past.map((p) => p.address)).toEqual(["/blog/longer", "/blog/long"]);
    // The headers count: a body of exactly the bar is past it.
    expect(past[1]!.bytes).toBeGreaterThan(FIRST_ROUND_TRIP_BYTES);
    expect(pastFirstRoundTrip(new Map([["/", 9_000]]))).toEqual([]);
  });
});
