import { loadPostsSync } from "./content/posts.server";
import routes, { assertUniquePaths } from "./routes";

describe("route table", () => {
  const posts = loadPostsSync();
  const paths = routes.map((r) => r.path);

  it("has one post route per published post, before the catch-all", () => {
    const postRoutes = routes.filter((r) => r.file === "routes/blog-post.tsx");
    const published = posts.filter((p) => p.status === "Published").map((p) => p.slug);
    expect(postRoutes.map((r) => r.path)).toEqual(published.map((s) => `blog/${s}`));
    expect(postRoutes.map((r) => r.id)).toEqual(published.map((s) => `post/${s}`));
    expect(paths.at(-1)).toBe("*");
  });

  it("gives drafts no route, so their address is the not-found page", () => {
    const drafts = posts.filter((p) => p.status === "Draft");
    expect(drafts.length).toBeGreaterThan(0);
    for (const d of drafts) expect(paths).not.toContain(`blog/${d.slug}`);
  });

  it("keeps the slug the capacity lab links to", () => {
    expect(paths).toContain("blog/uic-406-timetable-compression");
  });
});

describe("assertUniquePaths", () => {
  it("accepts distinct paths and refuses a post that takes a form-result address", () => {
    expect(() => assertUniquePaths(["/", "about", "blog/a", "blog/subscribed"])).not.toThrow();
    expect(() => assertUniquePaths(["/blog/subscribed", "blog/subscribed"])).toThrow(/\/blog\/subscribed/);
  });
});
