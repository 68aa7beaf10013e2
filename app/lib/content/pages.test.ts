import { openFile } from "./pages";

describe("openFile", () => {
  it("puts a post page under blog.md and names its Markdown file", () => {
    expect(openFile("/blog/uic-406-timetable-compression", true)).toMatchObject({
      page: { path: "/blog", file: "blog.md" },
      file: "uic-406-timetable-compression.md",
    });
  });

  it("puts a tag page under blog.md and names it by its tag", () => {
    expect(openFile("/blog/tags/uic-406", false, true)).toMatchObject({ page: { path: "/blog" }, file: "#uic-406" });
    expect(openFile("/blog/tags/ml/page/2", false, true).file).toBe("#ml");
    // An unknown tag is the not-found page: its route has no data, so tagPage is false.
    expect(openFile("/blog/tags/nope", false, false)).toMatchObject({ page: { path: "/" }, file: "index.js" });
  });

  it("puts a case study under portfolio.json and names its Markdown file", () => {
    expect(openFile("/portfolio/some-study", false, false, true)).toMatchObject({ page: { path: "/portfolio" }, file: "some-study.md", type: "markdown" });
    // An unknown one is the not-found page: its route has no data.
    expect(openFile("/portfolio/nope", false, false, false)).toMatchObject({ page: { path: "/" }, file: "index.js" });
  });

  it("shows the page's own file elsewhere, and index.js for unknown paths, even under /blog", () => {
    expect(openFile("/about", false)).toMatchObject({ page: { path: "/about" }, file: "about.js" });
    expect(openFile("/blog", false).file).toBe("blog.md");
    expect(openFile("/lab", false)).toMatchObject({ file: "lab.ts", type: "typescript" });
    expect(openFile("/blog/no-such-post", false)).toMatchObject({ page: { path: "/" }, file: "index.js" });
  });
});
