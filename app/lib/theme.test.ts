// @vitest-environment happy-dom
import { site } from "~/lib/content/site";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  THEME_STORAGE_KEY,
  isDark,
  nextTheme,
  parseTheme,
  readStoredTheme,
  themeScript,
  writeStoredTheme,
} from "./theme";

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, String(v)),
  };
}

const throwing = (): Storage => {
  throw new DOMException("denied", "SecurityError");
};

describe("theme cycle", () => {
  it("moves light → dark → system → light", () => {
    expect(nextTheme("light")).toBe("dark");
    expect(nextTheme("dark")).toBe("system");
    expect(nextTheme("system")).toBe("light");
  });

  it("uses a product-specific storage key", () => {
    expect(THEME_STORAGE_KEY).toBe(`${site.productSlug}-theme`);
  });
});

describe("stored theme", () => {
  it("defaults to dark when nothing is stored", () => {
    expect(readStoredTheme(() => memoryStorage())).toBe("dark");
  });

  it("reads each valid value", () => {
    for (const t of ["light", "dark", "system"] as const) {
      expect(readStoredTheme(() => memoryStorage({ [THEME_STORAGE_KEY]: t }))).toBe(t);
    }
  });

  it("falls back to dark for unknown values", () => {
    expect(readStoredTheme(() => memoryStorage({ [THEME_STORAGE_KEY]: "solarized" }))).toBe("dark");
    expect(parseTheme(undefined)).toBe("dark");
  });

  it("falls back to dark when storage throws, and writing does not throw", () => {
    expect(readStoredTheme(throwing)).toBe("dark");
    expect(() => writeStoredTheme(throwing, "light")).not.toThrow();
  });

  it("writes the choice", () => {
    const s = memoryStorage();
    writeStoredTheme(() => s, "system");
    expect(s.getItem(THEME_STORAGE_KEY)).toBe("system");
  });
});

describe("resolved theme", () => {
  it("is dark for dark, light for light, and the OS preference for system", () => {
    expect(isDark("dark", false)).toBe(true);
    expect(isDark("light", true)).toBe(false);
    expect(isDark("system", true)).toBe(true);
    expect(isDark("system", false)).toBe(false);
  });
});

describe("inline head script", () => {
  const root = document.documentElement;

  function run(stored: string | null | "throw", prefersDark = false) {
    root.className = "";
    delete root.dataset.theme;
    // jsdom has no matchMedia.
    vi.stubGlobal("matchMedia", (q: string) => ({ matches: prefersDark && q.includes("dark") }));
    const getItem = vi.spyOn(Storage.prototype, "getItem");
    if (stored === "throw") {
      getItem.mockImplementation(() => {
        throw new DOMException("denied", "SecurityError");
      });
    } else {
      getItem.mockReturnValue(stored);
    }
    new Function(themeScript)();
    return { dark: root.classList.contains("dark"), theme: root.dataset.theme };
  }

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("agrees with readStoredTheme and isDark", () => {
    expect(run(null)).toEqual({ dark: true, theme: "dark" });
    expect(run("light")).toEqual({ dark: false, theme: "light" });
    expect(run("system", true)).toEqual({ dark: true, theme: "system" });
    expect(run("system", false)).toEqual({ dark: false, theme: "system" });
    expect(run("neon")).toEqual({ dark: true, theme: "dark" });
    expect(run("throw")).toEqual({ dark: true, theme: "dark" });
  });
});
