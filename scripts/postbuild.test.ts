import { loadPostsSync } from "../app/content/posts.server";
import { postOfFile, sitemapXml, withStructuredData } from "./postbuild";

const posts = loadPostsSync();

describe("sitemapXml", () => {
  const locs = [...sitemapXml(posts).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);

  it("lists every page, then every published post page", () => {
    expect(locs.slice(0, 6)).toEqual(["/", "/about", "/portfolio", "/blog", "/services", "/contact"]);
    expect(locs.slice(6)).toEqual(posts.filter((p) => p.status === "Published").map((p) => `/blog/${p.slug}`));
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
