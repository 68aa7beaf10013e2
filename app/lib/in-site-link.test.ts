import { describe, expect, it } from "vitest";
import { inSiteMove, isPagePath } from "./in-site-link";

const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const link = (href: string, more: Partial<{ target: string; download: boolean }> = {}) => ({ href, target: "", download: false, ...more });
const here = { origin: "https://example.org", pathname: "/blog/a-post", search: "" };

describe("inSiteMove", () => {
  it("moves to another page of the site, with its query and fragment", () => {
    expect(inSiteMove(plain, link("https://example.org/portfolio/a-study"), here)).toBe("/portfolio/a-study");
    expect(inSiteMove(plain, link("/lab#v1.abc"), here)).toBe("/lab#v1.abc");
    expect(inSiteMove(plain, link("/blog?topic=Optimisation#top"), here)).toBe("/blog?topic=Optimisation#top");
    expect(inSiteMove(plain, link("other-post"), here)).toBe("/blog/other-post");
    expect(inSiteMove(plain, link("/sv/about"), { ...here, pathname: "/sv/blog/ett-inlagg" })).toBe("/sv/about");
  });

  it("leaves a click with a key held, another button or an earlier handler's preventDefault to the browser", () => {
    for (const click of [{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }, { defaultPrevented: true }]) {
      expect(inSiteMove({ ...plain, ...click }, link("/about"), here)).toBeNull();
    }
  });

  it("leaves new tabs, downloads, other sites, files, the other language and this page's fragments to the browser", () => {
    expect(inSiteMove(plain, link("/about", { target: "_blank" }), here)).toBeNull();
    expect(inSiteMove(plain, link("/about", { target: "_self" }), here)).toBe("/about");
    expect(inSiteMove(plain, link("/lab/sample.json", { download: true }), here)).toBeNull();
    expect(inSiteMove(plain, link("https://elsewhere.example/about"), here)).toBeNull();
    expect(inSiteMove(plain, link("/cv.pdf"), here)).toBeNull();
    expect(inSiteMove(plain, link("/rss.xml"), here)).toBeNull();
    expect(inSiteMove(plain, link("/sv/about"), here)).toBeNull();
    expect(inSiteMove(plain, link("/about"), { ...here, pathname: "/sv/blog/ett-inlagg" })).toBeNull();
    expect(inSiteMove(plain, link("#a-section"), here)).toBeNull();
    expect(inSiteMove(plain, link("/blog/a-post#a-section"), here)).toBeNull();
    expect(inSiteMove(plain, link("mailto:someone@example.org"), here)).toBeNull();
  });
});

describe("isPagePath", () => {
  it("tells a page from a file by its extension", () => {
    expect(["/", "/about", "/blog/tags/c-plus-plus", "/sv/lab"].every(isPagePath)).toBe(true);
    expect(["/cv.pdf", "/sitemap.xml", "/lab/goteborg-alingsas-trains.csv", "/about.data"].some(isPagePath)).toBe(false);
  });
});
