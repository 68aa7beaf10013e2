import type { Post } from "~/lib/content/blog-post";
import { PREVIEW_LENGTH, previewText, toBlogPost } from "./preview";

describe("previewText", () => {
  it("keeps the first 120 characters and adds an ellipsis", () => {
    const text = "x".repeat(200);
    const preview = previewText(text);
    expect(PREVIEW_LENGTH).toBe(120);
    expect(preview).toBe(`${"x".repeat(120)}…`);
  });

  it("leaves short text whole", () => {
    expect(previewText("Short text.")).toBe("Short text.");
    expect(previewText("y".repeat(120))).toBe("y".repeat(120));
  });

  it("collapses whitespace and trims a trailing space before the ellipsis", () => {
    expect(previewText("one  two\nthree four", 8)).toBe("one two…");
  });
});

describe("toBlogPost", () => {
  const post: Post = {
    slug: "a",
    title: "A",
    excerpt: "E",
    date: "2024-03-15",
    readTime: "1 min read",
    views: 1,
    tags: ["ML"],
    status: "Published",
    featured: false,
    body: [{ html: "<p>Body</p>" }],
    toc: [],
    text: "Body",
  };

  it("replaces the body by a preview: the list never carries a body", () => {
    const result = toBlogPost(post);
    expect(result.preview).toBe("Body");
    expect(result).not.toHaveProperty("html");
    expect(result).not.toHaveProperty("text");
  });

  it("sends no preview for drafts", () => {
    const result = toBlogPost({ ...post, status: "Draft" });
    expect(result).not.toHaveProperty("html");
    expect(result.preview).toBe("");
  });
});
