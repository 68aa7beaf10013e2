import { filterPosts, isTopic, matchesSearch, matchesTopic, topicsOf } from "./filter";
import { makePost } from "./test-posts";

const posts = [
  makePost({ slug: "uic", title: "Timetable Compression", excerpt: "UIC 406 occupancy.", tags: ["Railway", "Optimization"] }),
  makePost({ slug: "rl", title: "Dispatching Agents", excerpt: "PPO on a single-track line.", tags: ["ML", "Reinforcement Learning"] }),
  makePost({ slug: "rag", title: "Planner Assistant", excerpt: "Retrieval with citations.", tags: ["LLMs", "RAG", "ML"] }),
  makePost({ slug: "sim", title: "Calibration", excerpt: "Bayesian optimisation.", tags: ["Simulation"], status: "Draft" }),
];
const slugs = (list: { slug: string }[]) => list.map((p) => p.slug);
/** The specification's topics, with the Swedish words the sample site gives them: the rule, not the owner's set. */
const SPEC = [{ name: "ML", words: ["maskininlärning"] }, { name: "Optimization", words: ["optimering"] }, { name: "LLMs", words: ["språkmodell"] }];

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

describe("matchesTopic (the specification's topics)", () => {
  it("matches when any tag contains the chip text", () => {
    expect(matchesTopic(posts[2]!, "LLMs", SPEC)).toBe(true);
    expect(matchesTopic(makePost({ tags: ["Combinatorial optimization"] }), "Optimization", SPEC)).toBe(true);
    expect(matchesTopic(makePost({ tags: ["LLM"] }), "LLMs", SPEC)).toBe(false);
  });

  it("matches Swedish tags too, so a chip on the Swedish blog finds posts in both languages", () => {
    expect(matchesTopic(makePost({ tags: ["Järnväg", "Optimering"], lang: "sv" }), "Optimization", SPEC)).toBe(true);
    expect(matchesTopic(makePost({ tags: ["Maskininlärning"], lang: "sv" }), "ML", SPEC)).toBe(true);
    expect(matchesTopic(makePost({ tags: ["Stora språkmodeller"], lang: "sv" }), "LLMs", SPEC)).toBe(true);
    expect(matchesTopic(makePost({ tags: ["Järnväg", "Kapacitet"], lang: "sv" }), "Optimization", SPEC)).toBe(false);
  });

  it("matches everything for All", () => {
    expect(posts.every((p) => matchesTopic(p, "All", SPEC))).toBe(true);
  });
});

describe("filterPosts", () => {
  it("requires both the search and the topic to hold", () => {
    expect(slugs(filterPosts(posts, { query: "", topic: "ML" }, SPEC))).toEqual(["rl", "rag"]);
    expect(slugs(filterPosts(posts, { query: "assistant", topic: "ML" }, SPEC))).toEqual(["rag"]);
    expect(slugs(filterPosts(posts, { query: "assistant", topic: "Optimization" }, SPEC))).toEqual([]);
    expect(slugs(filterPosts(posts, { query: "", topic: "All" }, SPEC))).toEqual(["uic", "rl", "rag", "sim"]);
  });

  it("keeps the order and includes drafts", () => {
    expect(slugs(filterPosts(posts, { query: "calibration", topic: "All" }, SPEC))).toEqual(["sim"]);
  });
});

it("recognises the topics shown", () => {
  expect(isTopic("LLMs", ["All", "LLMs"])).toBe(true);
  expect(isTopic("llms", ["All", "LLMs"])).toBe(false);
  expect(isTopic("ML", ["All", "LLMs"])).toBe(false);
});

describe("topicsOf: the chips", () => {

  it("are All and each configured topic some post has, in the configured order", () => {
    expect(topicsOf(posts, SPEC)).toEqual(["All", "ML", "Optimization", "LLMs"]);
    // No chip for a topic no post has.
    expect(topicsOf([posts[1]!], SPEC)).toEqual(["All", "ML"]);
    expect(topicsOf([], SPEC)).toEqual(["All"]);
  });

  it("count a post tagged in another language by the topic's words", () => {
    expect(topicsOf([makePost({ tags: ["Optimering"], lang: "sv" })], SPEC)).toEqual(["All", "Optimization"]);
  });

  it("are the owner's own topics when they set them, matched by the same rule", () => {
    const own = [{ name: "Web" }, { name: "Data", words: ["statistik"] }];
    const mine = [makePost({ slug: "a", tags: ["Web performance"] }), makePost({ slug: "b", tags: ["Statistik"], lang: "sv" }), makePost({ slug: "c", tags: ["ML"] })];
    expect(topicsOf(mine, own)).toEqual(["All", "Web", "Data"]);
    expect(slugs(filterPosts(mine, { query: "", topic: "Data" }, own))).toEqual(["b"]);
    expect(matchesTopic(mine[0]!, "Web", own)).toBe(true);
  });
});
