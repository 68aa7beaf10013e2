import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import type { Post } from "../../app/lib/content/blog-post";

describe("a post's own share picture (front matter image)", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "share-"));
    vi.stubEnv("POSTS_DIR", join(dir, "posts"));
    vi.stubEnv("BUILD_CACHE_DIR", join(dir, "cache"));
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    rmSync(dir, { recursive: true, force: true });
  });

  it("is fitted into 1200 × 630 at the post's card address", async () => {
    vi.resetModules();
    const { writeSharePictures } = await import("./share-images");
    const { openBuildCache } = await import("./build-cache");
    mkdirSync(join(dir, "posts", "p"), { recursive: true });
    writeFileSync(join(dir, "posts", "p", "plot.png"), await sharp({ create: { width: 800, height: 800, channels: 3, background: "#ff0000" } }).png().toBuffer());
    const post = { slug: "p", title: "P", excerpt: "E", date: "2025-01-01", readTime: "1 min read", views: 0, tags: ["X"], status: "Published", featured: false, image: "./p/plot.png", body: [], toc: [], text: "" } satisfies Post;
    const client = join(dir, "client");
    await writeSharePictures(client, [post], [], await openBuildCache("share-cards"));
    const card = sharp(join(client, "og", "posts", "p.png"));
    expect(await card.metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });
    // Contained, not cropped: white beside the square picture, its red in the middle.
    const { data } = await card.raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * 1200 + x) * 3, (y * 1200 + x) * 3 + 3)];
    expect(pixel(10, 315)).toEqual([255, 255, 255]);
    expect(pixel(600, 315)).toEqual([255, 0, 0]);
  });
});
