/**
 * ─── OWNER CONTENT (issue 56): moves with the other owner data into content/ ───
 *
 * The Portfolio's category chips and the blog's topic chips, as the owner sets them. The values
 * here are the specification's sets (Portfolio: All, Railway, AI/ML, Optimization; blog: All, ML,
 * Optimization, LLMs); an owner's own lists replace them. The code only reads these lists:
 *
 * - `projectCategories`: the categories a project may have (its front matter's `category` is
 *   checked against them, naming the allowed values) and the order of the Portfolio's chips. Only
 *   a category that has a project gets a chip. Empty: any category is taken, chips in the order
 *   of the projects.
 * - `blogTopics`: the blog's topic chips, in order. A chip matches a post when one of its tags
 *   contains the topic's name, or one of its `words` (e.g. the Swedish word, so the Swedish blog
 *   finds posts tagged in either language), case-insensitively. A topic no post matches gets no
 *   chip.
 *
 * A chip's label is the category's or topic's own name, or its translation where the interface
 * catalogue has one (messages/portfolio, messages/blog: the sample values).
 */

export interface BlogTopic {
  /** The chip, and the `?topic=` value: the same in every language. */
  name: string;
  /** Further words a tag may contain to match (lower case), e.g. a translation. */
  words?: readonly string[];
}

export const projectCategories: readonly string[] = ["Railway", "AI/ML", "Optimization"];

export const blogTopics: readonly BlogTopic[] = [
  { name: "ML", words: ["maskininlärning"] },
  { name: "Optimization", words: ["optimering"] },
  { name: "LLMs", words: ["språkmodell"] },
];
