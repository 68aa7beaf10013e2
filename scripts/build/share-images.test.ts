import { postShareImageSvg, renderCards, shareCardKey, shareImageSvg } from "./share-images";
import { localizedPage } from "../../app/lib/content/localized-pages";

const post = {
  slug: "uic-406-timetable-compression",
  title: "Timetable Compression in Practice: A Working Guide to UIC 406",
  date: "2025-03-12",
  tags: ["Railway", "UIC 406"],
  readTime: "4 min read",
};

describe("post share card", () => {
  const svg = postShareImageSvg(post);

  it("draws the file name, date, tags and the wrapped title", () => {
    expect(svg).toContain(">uic-406-timetable-compression.md</text>");
    expect(svg).toContain("Mar 12, 2025");
    expect(svg).toContain("&quot;Railway&quot;, &quot;UIC 406&quot;");
    const titleLines = [...svg.matchAll(/font-size="50" font-weight="bold"[^>]*>([^<]+)</g)].map((m) => m[1]);
    expect(titleLines.join(" ")).toBe(post.title);
    expect(titleLines.every((l) => l!.length <= 34)).toBe(true);
  });

  it("uses the same design as the page cards", () => {
    const page = shareImageSvg(localizedPage("/blog", "en"));
    const frame = (s: string) => s.match(/<svg[^>]*>\s*<rect width="1200" height="630" fill="([^"]+)"/)?.[1];
    expect(frame(svg)).toBe(frame(page));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1200" height="630"/);
  });
});

describe("renderCards", () => {
  it("draws each SVG as a PNG of its size, in order, across worker batches", async () => {
    const svg = (w: number) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="10"><rect width="${w}" height="10" fill="#123"/></svg>`;
    const pngs = await renderCards([svg(10), svg(20), svg(30)], 2);
    expect(pngs.map((png) => Buffer.from(png).readUInt32BE(16))).toEqual([10, 20, 30]);
  });

  it("keys a card by its SVG", () => {
    expect(shareCardKey("<svg/>")).toBe(shareCardKey("<svg/>"));
    expect(shareCardKey("<svg/>")).not.toBe(shareCardKey("<svg />"));
  });
});
