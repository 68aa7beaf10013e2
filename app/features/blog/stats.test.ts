import { blogStats } from "./stats";
import { makePost } from "./test-posts";

describe("blogStats", () => {
  it("counts published, views, drafts and distinct tags", () => {
    const stats = blogStats([
      makePost({ views: 3240, tags: ["Railway", "Optimization"] }),
      makePost({ views: 2150, tags: ["Optimization", "MILP"] }),
      makePost({ views: 0, tags: ["Simulation", "Railway"], status: "Draft" }),
    ]);
    expect(stats).toEqual({ published: 2, totalViews: 5390, drafts: 1, topics: 4 });
  });

  it("is all zero for no posts", () => {
    expect(blogStats([])).toEqual({ published: 0, totalViews: 0, drafts: 0, topics: 0 });
  });
});
