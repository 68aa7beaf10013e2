// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { bodyOfPage } from "./use-post-body";

describe("bodyOfPage", () => {
  it("takes the body a post page renders", () => {
    const page = `<!DOCTYPE html><html lang="en"><body><nav>Explorer</nav><article><div data-post-body=""><h2 id="a">A</h2><p>Headway &amp; <em>buffer</em></p></div></article></body></html>`;
    expect(bodyOfPage(page)).toBe(`<h2 id="a">A</h2><p>Headway &amp; <em>buffer</em></p>`);
  });

  it("lets the formulas go that the page held for its first paint", () => {
    const page = `<html><body><div data-post-body=""><span class="katex" data-font-hold="">x</span></div></body></html>`;
    expect(bodyOfPage(page)).toBe(`<span class="katex">x</span>`);
  });

  it("leaves a live figure out: the reader has no island for it", () => {
    const page = `<html><body><div data-post-body=""><div class="post-body" data-body-part=""><p>Before.</p></div><div data-island=""><div data-live-figure=""><input type="number"></div></div><div class="post-body" data-body-part=""><p>After.</p></div></div></body></html>`;
    expect(bodyOfPage(page)).toBe("<p>Before.</p><p>After.</p>");
  });

  it("is null for a page that is not a post (a 404 served for a missing one)", () => {
    expect(bodyOfPage(`<!DOCTYPE html><html><body><h1>Page not found</h1></body></html>`)).toBeNull();
  });
});
