// @ts-check
import { describe, expect, it } from "vitest";
import { canonicalRedirect } from "./canonical-path.js";

const pages = new Set(["/", "/about", "/blog", "/blog/a-post", "/contact/sent"]);
const isPage = (/** @type {string} */ a) => pages.has(a);

describe("canonicalRedirect", () => {
  it("serves a page's own address as it is", () => {
    for (const path of ["/", "/about", "/blog", "/blog/a-post", "/assets/x.js", "/rss.xml", "/nope"]) {
      expect(canonicalRedirect(path, isPage), path).toBeNull();
    }
  });

  it("sends every other spelling of a page's address to it", () => {
    expect(canonicalRedirect("/about/", isPage)).toBe("/about");
    expect(canonicalRedirect("/about//", isPage)).toBe("/about");
    expect(canonicalRedirect("/about.html", isPage)).toBe("/about");
    expect(canonicalRedirect("/about/index.html", isPage)).toBe("/about");
    expect(canonicalRedirect("/blog/a-post/", isPage)).toBe("/blog/a-post");
    expect(canonicalRedirect("/contact/sent.html", isPage)).toBe("/contact/sent");
    expect(canonicalRedirect("/index.html", isPage)).toBe("/");
  });

  it("never redirects to an address the build has no page for (no open redirect)", () => {
    expect(canonicalRedirect("//evil.example/", isPage)).toBeNull();
    expect(canonicalRedirect("/missing/", isPage)).toBeNull();
    expect(canonicalRedirect("/missing.html", isPage)).toBeNull();
  });
});
