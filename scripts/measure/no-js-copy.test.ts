import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { encodedCopy, htmlFileOf, stripScripts } from "./no-js-copy.mjs";

describe("stripScripts (the no-JS copy of issue 25)", () => {
  it("removes inline and module scripts and module preloads, keeps JSON-LD and the rest", () => {
    const html = [
      '<head><script>document.documentElement.className="dark"</script>',
      '<link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/assets/a.css"/>',
      '<script type="application/ld+json">{"@type":"Person"}</script></head>',
      '<body><p>Hi</p><script type="module" src="/assets/entry.js"></script>',
      '<script type="text/x-module" data-first="/a.js">import "/b.js";\n</script></body>',
    ].join("");
    const copy = stripScripts(html);
    expect(copy).not.toMatch(/<script(?![^>]*ld\+json)/);
    expect(copy).not.toContain("modulepreload");
    expect(copy).toContain('<script type="application/ld+json">{"@type":"Person"}</script>');
    expect(copy).toContain('<link rel="stylesheet" href="/assets/a.css"/>');
    expect(copy).toContain("<p>Hi</p>");
  });

  it("maps an address to the built file the servers answer it with", () => {
    expect(htmlFileOf("build", "/")).toBe("build/client/index.html");
    expect(htmlFileOf("build", "/blog/uic-406")).toBe("build/client/blog/uic-406.html");
    expect(htmlFileOf("build", "/about/")).toBe("build/client/about.html");
  });

  it("sends the copy brotli-compressed, as the page itself is sent, when the browser takes it", () => {
    const html = `<html><body>${"<p>Occupancy</p>".repeat(200)}<script>x()</script></body></html>`;
    const br = encodedCopy(html, "gzip, deflate, br, zstd");
    expect(br.encoding).toBe("br");
    expect(br.body.length).toBeLessThan(stripScripts(html).length / 10);
    expect(brotliDecompressSync(br.body).toString()).toBe(stripScripts(html));
    expect(encodedCopy(html, "gzip")).toEqual({ body: stripScripts(html), encoding: null });
  });
});
