import { site } from "~/lib/content/site";
import { postUrl, shareLinks, shiftHeadings } from "./share";

const post = { slug: "uic-406", title: "UIC 406 & you", excerpt: "How compression works." };

describe("shareLinks", () => {
  it("shares the canonical post address on LinkedIn, X and by e-mail", () => {
    const url = `${site.siteUrl}/blog/uic-406`;
    expect(postUrl("uic-406")).toBe(url);
    const links = Object.fromEntries(shareLinks(post).map((l) => [l.name, new URL(l.href)]));
    expect(links.LinkedIn?.origin).toBe("https://www.linkedin.com");
    expect(links.LinkedIn?.searchParams.get("url")).toBe(url);
    expect(links.X?.origin).toBe("https://x.com");
    expect(links.X?.searchParams.get("url")).toBe(url);
    expect(links.X?.searchParams.get("text")).toBe("UIC 406 & you");
    expect(links["E-mail"]?.protocol).toBe("mailto:");
    expect(links["E-mail"]?.searchParams.get("subject")).toBe("UIC 406 & you");
    expect(links["E-mail"]?.searchParams.get("body")).toBe(url);
  });
});

describe("shiftHeadings", () => {
  it("moves every heading one level down, opening and closing tags alike", () => {
    expect(shiftHeadings('<h2 id="a"><a href="#a">A</a></h2><h3 id="b">B</h3><h6>F</h6>')).toBe(
      '<h3 id="a"><a href="#a">A</a></h3><h4 id="b">B</h4><h6>F</h6>',
    );
  });

  it("leaves other tags and text alone", () => {
    const html = "<p>h2 and <hr> and <header></header></p>";
    expect(shiftHeadings(html)).toBe(html);
  });
});
