/**
 * How a language's file joins the English one, and the small rewrites every text goes through.
 * Pure: the loader (data.server.ts) reads the files and reports the problems with their lines.
 */

export type Path = readonly (string | number)[];

export interface Problem {
  path: Path;
  message: string;
  /** Which of the two files the problem is in. */
  in: "base" | "overlay";
}

interface Pattern {
  parts: readonly string[];
  optional: boolean;
}

const parse = (pattern: string): Pattern => ({
  parts: pattern.replace(/\?$/, "").split("."),
  optional: pattern.endsWith("?"),
});

const matches = (parts: readonly string[], path: Path) =>
  parts.length === path.length && parts.every((p, i) => p === "*" || p === String(path[i]));
const isPrefix = (path: Path, parts: readonly string[]) =>
  path.length < parts.length && path.every((key, i) => parts[i] === "*" || parts[i] === String(key));

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);
const show = (path: Path) => path.map((k) => (typeof k === "number" ? `[${k}]` : `.${k}`)).join("").replace(/^\./, "") || "(the file)";

/**
 * The overlay's value at every path a pattern names, the base's everywhere else. The overlay may
 * hold nothing but those paths; arrays on the way to them keep the base's length, entry for entry.
 */
export function overlay(base: unknown, top: unknown, patterns: readonly string[]): { value: unknown; problems: Problem[] } {
  const all = patterns.map(parse);
  const problems: Problem[] = [];

  const walk = (b: unknown, t: unknown, path: Path): unknown => {
    const exact = all.find((p) => matches(p.parts, path));
    if (exact) {
      if (t === undefined) {
        if (!exact.optional) problems.push({ path, message: "missing: write this language's text here", in: "overlay" });
        return b;
      }
      return t;
    }
    const below = all.filter((p) => isPrefix(path, p.parts));
    if (below.length === 0) {
      if (t !== undefined) problems.push({ path, message: "not text of this language: it is set in the English file", in: "overlay" });
      return b;
    }
    if (t === undefined) {
      if (below.every((p) => p.optional)) return b;
      problems.push({ path, message: "missing: write this language's text here", in: "overlay" });
      return b;
    }
    if (Array.isArray(b)) {
      if (!Array.isArray(t)) {
        problems.push({ path, message: "expected a list", in: "overlay" });
        return b;
      }
      if (t.length !== b.length) {
        problems.push({
          path,
          message: `${t.length} entries, the English file has ${b.length}: each entry is the text of the English entry at the same place`,
          in: "overlay",
        });
      }
      return b.map((item, i) => walk(item, t[i], [...path, i]));
    }
    if (isObject(b)) {
      if (!isObject(t)) {
        problems.push({ path, message: "expected a set of fields", in: "overlay" });
        return b;
      }
      // A text the English file lacks is the English file's problem (its schema says so), not this one's.
      const own = (key: string) => all.some((p) => matches(p.parts, [...path, key]));
      for (const key of Object.keys(t)) {
        if (!(key in b) && !own(key)) problems.push({ path: [...path, key], message: `not a field of ${show(path)} in the English file`, in: "overlay" });
      }
      const keys = [...Object.keys(b), ...Object.keys(t).filter((key) => !(key in b) && own(key))];
      return Object.fromEntries(keys.map((key) => [key, walk(b[key], t[key], [...path, key])]));
    }
    return b;
  };

  return { value: walk(base, top, []), problems };
}

/** Every string in a value, rewritten; the shape stays. */
export function mapStrings(value: unknown, f: (s: string, path: Path) => string, path: Path = []): unknown {
  if (typeof value === "string") return f(value, path);
  if (Array.isArray(value)) return value.map((v, i) => mapStrings(v, f, [...path, i]));
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, f, [...path, k])]));
  return value;
}

const PLACEHOLDER = /\{([A-Za-z]+)\}/g;

/**
 * `{city}` in a text becomes the site's city (any of the values given); an unknown name is a
 * problem naming the ones there are.
 */
export function fillPlaceholders(value: unknown, values: Readonly<Record<string, string>>): { value: unknown; problems: Problem[] } {
  const problems: Problem[] = [];
  const filled = mapStrings(value, (s, path) =>
    s.replace(PLACEHOLDER, (whole: string, name: string) => {
      const known = values[name];
      if (known !== undefined) return known;
      problems.push({ path, message: `unknown placeholder ${whole}: use one of ${Object.keys(values).map((k) => `{${k}}`).join(", ")}`, in: "base" });
      return whole;
    }),
  );
  return { value: filled, problems };
}

/**
 * Swedish writes digit groups and the percent sign with a no-break space (1 284, 78 %): a plain
 * space there is made one, so the owner types what the keyboard gives.
 */
export function swedishSpaces(s: string): string {
  return s.replace(/(\d) (?=\d{3}(?!\d))/g, "$1\u00a0").replace(/(\d) %/g, "$1\u00a0%");
}
