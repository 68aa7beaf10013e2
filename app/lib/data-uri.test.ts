import { svgDataUri } from "./data-uri";

describe("svgDataUri", () => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4">\n  <rect width="4" height="4" fill="#1e1e1e"/>\n</svg>\n`;

  it("escapes what a URL needs and decodes back to the same picture", () => {
    const uri = svgDataUri(svg);
    expect(uri.startsWith("data:image/svg+xml,")).toBe(true);
    expect(uri).not.toMatch(/[<>#"'\n]/);
    const decoded = decodeURIComponent(uri.slice("data:image/svg+xml,".length));
    expect(decoded).toBe(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"> <rect width="4" height="4" fill="#1e1e1e"/> </svg>`);
  });

  it("is shorter than percent-encoding every character", () => {
    expect(svgDataUri(svg).length).toBeLessThan(`data:image/svg+xml,${encodeURIComponent(svg)}`.length);
  });
});
