import { describe, expect, it } from "vitest";
import { MAX_RECENT, pushRecent, readRecent, recentKey } from "./recent";

const RECENT_KEY = recentKey("acme");

function memoryStorage(initial?: string): Storage {
  const data = new Map<string, string>(initial === undefined ? [] : [[RECENT_KEY, initial]]);
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    clear: () => data.clear(),
    key: () => null,
    get length() {
      return data.size;
    },
  };
}

const throwing = (): Storage => {
  throw new Error("SecurityError");
};

describe("recent entries", () => {
  it("reads nothing from empty, corrupt or throwing storage", () => {
    expect(readRecent(() => memoryStorage(), RECENT_KEY)).toEqual([]);
    expect(readRecent(() => memoryStorage("{not json"), RECENT_KEY)).toEqual([]);
    expect(readRecent(() => memoryStorage('{"a":1}'), RECENT_KEY)).toEqual([]);
    expect(readRecent(() => memoryStorage('["page:/", 3, null, "copy:email"]'), RECENT_KEY)).toEqual(["page:/", "copy:email"]);
    expect(readRecent(throwing, RECENT_KEY)).toEqual([]);
    expect(readRecent(() => undefined, RECENT_KEY)).toEqual([]);
  });

  it("keys the list by the product", () => {
    expect(RECENT_KEY).toBe("acme-palette-recent");
  });

  it("moves a used entry to the front, without duplicates, keeping at most five", () => {
    const storage = memoryStorage();
    let list: string[] = [];
    for (const id of ["a", "b", "c", "b", "d", "e", "f"]) list = pushRecent(() => storage, RECENT_KEY, list, id);
    expect(list).toEqual(["f", "e", "d", "b", "c"]);
    expect(list).toHaveLength(MAX_RECENT);
    expect(readRecent(() => storage, RECENT_KEY)).toEqual(list);
  });

  it("still returns the new list when storage throws", () => {
    expect(pushRecent(throwing, RECENT_KEY, ["a"], "b")).toEqual(["b", "a"]);
  });
});
