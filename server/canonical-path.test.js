// @ts-check
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { canonicalRedirect, pageAddresses } from "./canonical-path.js";

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

describe("pageAddresses", () => {
  it("lists the address of every built page, but not the 404 page or assets", () => {
    const client = mkdtempSync(join(tmpdir(), "pages-"));
    mkdirSync(join(client, "blog"));
    mkdirSync(join(client, "assets"));
    for (const file of ["index.html", "about.html", "blog.html", "blog/a-post.html", "404.html", "assets/x.html", "rss.xml"]) {
      writeFileSync(join(client, file), "");
    }
    expect([...pageAddresses(client)].sort()).toEqual(["/", "/about", "/blog", "/blog/a-post"]);
  });
});
