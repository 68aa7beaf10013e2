import { svgDataUri } from "./data-uri";

describe("svgDataUri", () => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4">\n  <rect width="4" height="4" fill="#1e1e1e"/>\n</svg>\n`;

  it("escapes what a URL needs and decodes back to the same picture", () => {
    const uri = svgDataUri(svg);
    expect(uri.startsWith("data:image/svg+xml,")).toBe(true);
    // Only URL code points (the URL standard) and percent-escapes: no space, quote or bracket.
    expect(uri.slice("data:".length)).toMatch(/^(?:[A-Za-z0-9!$()*+,\-./:;=@_~]|%[0-9A-F]{2})+$/);
    const decoded = decodeURIComponent(uri.slice("data:image/svg+xml,".length));
    expect(decoded).toBe(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="#1e1e1e"/></svg>`);
  });

  it("is shorter than percent-encoding every character", () => {
    expect(svgDataUri(svg).length).toBeLessThan(`data:image/svg+xml,${encodeURIComponent(svg)}`.length);
  });

  it("compresses far smaller than base64 for the site's icon (pages are served compressed)", async () => {
    const { readFileSync } = await import("node:fs");
    const { brotliCompressSync } = await import("node:zlib");
    const icon = readFileSync("public/favicon.svg", "utf8");
    const size = (s: string) => brotliCompressSync(Buffer.from(s)).length;
    const base64 = `data:image/svg+xml;base64,${Buffer.from(icon.trim()).toString("base64")}`;
    expect(size(svgDataUri(icon))).toBeLessThan(size(base64) * 0.75);
  });

  it("encodes what a URL may not hold, non-ASCII included", () => {
    const uri = svgDataUri(`<svg><text x="1">a|b [c] {d} ^\`é✓</text></svg>`);
    expect(uri).not.toMatch(/[ |[\]{}^`é✓]/);
    expect(decodeURIComponent(uri.slice("data:image/svg+xml,".length))).toBe(`<svg><text x="1">a|b [c] {d} ^\`é✓</text></svg>`);
  });
});
