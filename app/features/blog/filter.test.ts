import { filterPosts, isTopic, matchesSearch, matchesTopic } from "./filter";
import { makePost } from "./test-posts";

const posts = [
  makePost({ slug: "uic", title: "Timetable Compression", excerpt: "UIC 406 occupancy.", tags: ["Railway", "Optimization"] }),
  makePost({ slug: "rl", title: "Dispatching Agents", excerpt: "PPO on a single-track line.", tags: ["ML", "Reinforcement Learning"] }),
  makePost({ slug: "rag", title: "Planner Assistant", excerpt: "Retrieval with citations.", tags: ["LLMs", "RAG", "ML"] }),
  makePost({ slug: "sim", title: "Calibration", excerpt: "Bayesian optimisation.", tags: ["Simulation"], status: "Draft" }),
];
const slugs = (list: { slug: string }[]) => list.map((p) => p.slug);

describe("matchesSearch", () => {
  it("matches title, excerpt and tags case-insensitively", () => {
    expect(matchesSearch(posts[0]!, "COMPRESSION")).toBe(true);
    expect(matchesSearch(posts[0]!, "uic 406")).toBe(true);
    expect(matchesSearch(posts[1]!, "reinforcement")).toBe(true);
    expect(matchesSearch(posts[1]!, "citations")).toBe(false);
  });

  it("treats blank or padded queries sensibly", () => {
    expect(matchesSearch(posts[0]!, "")).toBe(true);
    expect(matchesSearch(posts[0]!, "   ")).toBe(true);
    expect(matchesSearch(posts[0]!, "  railway ")).toBe(true);
  });

  it("does not search the body", () => {
    expect(matchesSearch(makePost({ preview: "secret" }), "secret")).toBe(false);
  });
});

describe("matchesTopic", () => {
  it("matches when any tag contains the chip text", () => {
    expect(matchesTopic(posts[2]!, "LLMs")).toBe(true);
    expect(matchesTopic(makePost({ tags: ["Combinatorial optimization"] }), "Optimization")).toBe(true);
    expect(matchesTopic(makePost({ tags: ["LLM"] }), "LLMs")).toBe(false);
  });

  it("matches Swedish tags too, so a chip on the Swedish blog finds posts in both languages", () => {
    expect(matchesTopic(makePost({ tags: ["Järnväg", "Optimering"], lang: "sv" }), "Optimization")).toBe(true);
    expect(matchesTopic(makePost({ tags: ["Maskininlärning"], lang: "sv" }), "ML")).toBe(true);
    expect(matchesTopic(makePost({ tags: ["Stora språkmodeller"], lang: "sv" }), "LLMs")).toBe(true);
    expect(matchesTopic(makePost({ tags: ["Järnväg", "Kapacitet"], lang: "sv" }), "Optimization")).toBe(false);
  });

  it("matches everything for All", () => {
    expect(posts.every((p) => matchesTopic(p, "All"))).toBe(true);
  });
});

describe("filterPosts", () => {
  it("requires both the search and the topic to hold", () => {
    expect(slugs(filterPosts(posts, { query: "", topic: "ML" }))).toEqual(["rl", "rag"]);
    expect(slugs(filterPosts(posts, { query: "assistant", topic: "ML" }))).toEqual(["rag"]);
    expect(slugs(filterPosts(posts, { query: "assistant", topic: "Optimization" }))).toEqual([]);
    expect(slugs(filterPosts(posts, { query: "", topic: "All" }))).toEqual(["uic", "rl", "rag", "sim"]);
  });

  it("keeps the order and includes drafts", () => {
    expect(slugs(filterPosts(posts, { query: "calibration", topic: "All" }))).toEqual(["sim"]);
  });
});

it("recognises topics", () => {
  expect(isTopic("LLMs")).toBe(true);
  expect(isTopic("llms")).toBe(false);
});
