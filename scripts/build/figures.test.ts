import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";

describe("writeFigures", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "figures-"));
    vi.stubEnv("BUILD_CACHE_DIR", join(dir, "cache"));
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    rmSync(dir, { recursive: true, force: true });
  });

  it("writes each planned variant in its format and width, and reuses them on the next build", async () => {
    const { writeFigures } = await import("./figures");
    const source = join(dir, "plot.png");
    writeFileSync(source, await sharp({ create: { width: 1000, height: 500, channels: 3, background: "#123456" } }).png().toBuffer());
    const plan = {
      source,
      outputs: [
        { file: "assets/media/p/plot-h-480.avif", format: "avif" as const, width: 480 },
        { file: "assets/media/p/plot-h-480.webp", format: "webp" as const, width: 480 },
        { file: "assets/media/p/plot-h-960.png", format: "png" as const, width: 960 },
      ],
    };
    const svg = { source: join(dir, "x.svg"), outputs: [{ file: "assets/media/p/x-h.svg", format: "svg" as const, width: 10 }], svg: "<svg></svg>" };
    const client = join(dir, "client");
    expect(await writeFigures(client, [plan, svg])).toEqual({ reused: 0, made: 3 });
    for (const output of plan.outputs) {
      const meta = await sharp(join(client, output.file)).metadata();
      expect(meta.format).toBe(output.format === "avif" ? "heif" : output.format);
      expect(meta.width).toBe(output.width);
      expect(meta.height).toBe(output.width / 2);
    }
    expect(readFileSync(join(client, "assets/media/p/x-h.svg"), "utf8")).toBe("<svg></svg>");
    expect(await writeFigures(join(dir, "client2"), [plan])).toEqual({ reused: 3, made: 0 });
  });
});
