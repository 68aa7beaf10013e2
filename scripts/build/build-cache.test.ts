import { mkdtempSync, readdirSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { contentKey, mapLimit, openBuildCache } from "./build-cache";

describe("contentKey", () => {
  it("differs when any input differs, even by where one part ends", () => {
    expect(contentKey("a", "b")).toBe(contentKey("a", "b"));
    expect(contentKey("a", "b")).not.toBe(contentKey("ab", ""));
    expect(contentKey(new TextEncoder().encode("x"))).toBe(contentKey("x"));
  });
});

describe("openBuildCache", () => {
  it("makes an output once, then reuses it in the next build, and counts both", async () => {
    const root = mkdtempSync(join(tmpdir(), "build-cache-"));
    let calls = 0;
    const make = async () => {
      calls++;
      return new TextEncoder().encode("png");
    };
    const first = await openBuildCache("cards", root);
    expect(await first.has("k")).toBe(false);
    await first.get("k", make);
    expect(first.stats).toEqual({ reused: 0, made: 1 });
    const second = await openBuildCache("cards", root);
    expect(new TextDecoder().decode(await second.get("k", make))).toBe("png");
    expect(second.stats).toEqual({ reused: 1, made: 0 });
    expect(calls).toBe(1);
    // No half-written file is left beside the entry.
    expect(readdirSync(join(root, "cards"))).toEqual(["k"]);
  });

  it("prunes what no build has used for the given number of days", async () => {
    const root = mkdtempSync(join(tmpdir(), "build-cache-"));
    const cache = await openBuildCache("cards", root);
    await cache.get("old", async () => new Uint8Array([1]));
    await cache.get("new", async () => new Uint8Array([2]));
    const longAgo = new Date(Date.now() - 40 * 86_400_000);
    utimesSync(join(root, "cards", "old"), longAgo, longAgo);
    expect(await cache.prune(30)).toBe(1);
    expect(readdirSync(join(root, "cards"))).toEqual(["new"]);
  });
});

describe("mapLimit", () => {
  it("keeps the items' order and never runs more than the limit at once", async () => {
    let running = 0;
    let most = 0;
    const out = await mapLimit([5, 1, 4, 2, 3], 2, async (n) => {
      most = Math.max(most, ++running);
      await new Promise((r) => setTimeout(r, n));
      running--;
      return n * 10;
    });
    expect(out).toEqual([50, 10, 40, 20, 30]);
    expect(most).toBe(2);
  });
});
