/**
 * One Swedish vocabulary (issue 58): docs/glossary.md lists, per concept, the preferred Swedish
 * term and the variants not to use; no Swedish source of the site may use a listed variant.
 * The sources are found by pattern, not listed, so they are still read after they move:
 * files under content/ whose name holds ".sv." or whose front matter says `lang: sv`,
 * messages/<area>/sv.json, and app/content/sv/*.ts should that folder come back (content/*.sv.yaml
 * are found as content files).
 */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

export interface GlossaryTerm {
  concept: string;
  preferred: string;
  variant: string;
}

export interface Finding {
  line: number;
  variant: string;
  preferred: string;
  text: string;
}

/** The "Not used" words of the glossary's table, each with the term to use instead. */
export function parseGlossary(markdown: string): GlossaryTerm[] {
  const terms: GlossaryTerm[] = [];
  let header: string[] | null = null;
  for (const line of markdown.split("\n")) {
    if (!line.trim().startsWith("|")) {
      header = null;
      continue;
    }
    const cells = line.trim().replace(/^\||\|$/g, "").split("|").map((c) => c.trim());
    if (!header) {
      header = cells.map((c) => c.toLowerCase());
      continue;
    }
    if (cells.every((c) => /^:?-+:?$/.test(c))) continue;
    const at = (name: string) => cells[header!.findIndex((h) => h.startsWith(name))] ?? "";
    const concept = at("concept");
    const preferred = at("preferred");
    for (const word of at("not used").split(",")) {
      const variant = word.replace(/[*`]/g, "").trim();
      if (variant && variant !== "—" && variant !== "-") terms.push({ concept, preferred, variant });
    }
  }
  return terms;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Every use of a listed variant in a text, by line. A variant matches at the start of a word, in
 * any case, with any ending (so inflected forms count); its spaces match any run of spaces.
 */
export function findNonPreferred(text: string, terms: readonly GlossaryTerm[]): Finding[] {
  const findings: Finding[] = [];
  const patterns = terms.map((t) => ({
    term: t,
    re: new RegExp(`(?<![\\p{L}\\p{N}_])${escape(t.variant).replace(/ +/g, "\\s+")}`, "iu"),
  }));
  text.split("\n").forEach((line, i) => {
    for (const { term, re } of patterns) {
      if (re.test(line)) findings.push({ line: i + 1, variant: term.variant, preferred: term.preferred, text: line.trim() });
    }
  });
  return findings;
}

/**
 * What a reader reads in a file: a Markdown file without its code blocks (a `lab` block's train
 * names stay, they are shown); a JSON file's string values, one a line, so a key is never read.
 */
export function readableText(path: string, raw: string): string {
  if (path.endsWith(".md")) {
    let fence: "none" | "code" | "lab" = "none";
    return raw
      .split("\n")
      .map((line) => {
        const mark = /^\s*(```|~~~)\s*(\S*)/.exec(line);
        if (mark) {
          fence = fence !== "none" ? "none" : mark[2] === "lab" ? "lab" : "code";
          return "";
        }
        return fence === "code" ? "" : line;
      })
      .join("\n");
  }
  if (path.endsWith(".json")) {
    const values: string[] = [];
    const walk = (v: unknown): void => {
      if (typeof v === "string") values.push(v);
      else if (v && typeof v === "object") Object.values(v).forEach(walk);
    };
    walk(JSON.parse(raw));
    return values.join("\n");
  }
  return raw;
}

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const TEXT = /\.(md|json|ya?ml|ts|svg)$/;

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const isSwedishMarkdown = (path: string) =>
  path.endsWith(".md") && /^---\n[\s\S]*?^lang:\s*["']?sv["']?\s*$[\s\S]*?^---/m.test(readFileSync(path, "utf8"));

/** Every Swedish source of the site, relative to the repository. */
export function swedishSources(root = ROOT): string[] {
  const content = walk(join(root, "content")).filter(
    (p) => TEXT.test(p) && (/\.sv\./.test(p.slice(p.lastIndexOf("/") + 1)) || isSwedishMarkdown(p)),
  );
  const messages = walk(join(root, "messages")).filter((p) => p.endsWith("/sv.json"));
  const modules = walk(join(root, "app/content/sv")).filter((p) => p.endsWith(".ts") && !p.endsWith(".test.ts"));
  return [...content, ...messages, ...modules].map((p) => relative(root, p)).sort();
}

describe("parseGlossary and findNonPreferred", () => {
  const glossary = `| Concept | Preferred Swedish | Not used | Note |\n| --- | --- | --- | --- |\n| line section | linjeavsnitt | delsträcka, *bandel* | x |\n| gap | avvikelse | avstånd i total körsträcka | |\n| path | tågläge | — | |`;

  it("reads the Not used column, skipping a dash", () => {
    expect(parseGlossary(glossary).map((t) => t.variant)).toEqual(["delsträcka", "bandel", "avstånd i total körsträcka"]);
  });

  it("fails on a planted non-preferred term, inflected and in any case, and names its line", () => {
    const planted = "Rubrik\nEn Bandelen på 95 % kan fungera på papperet.\nInget fel här: linjeavsnittet.";
    expect(findNonPreferred(planted, parseGlossary(glossary))).toEqual([
      { line: 2, variant: "bandel", preferred: "linjeavsnitt", text: "En Bandelen på 95 % kan fungera på papperet." },
    ]);
  });

  it("finds a phrase across a line's spaces but not a word that only ends with a variant", () => {
    const terms = parseGlossary(glossary);
    expect(findNonPreferred("Avstånd i  total körsträcka (%)", terms)).toHaveLength(1);
    expect(findNonPreferred("huvudbandel och linjeavsnitt", terms)).toEqual([]);
  });

  it("reads a Markdown file without its code, but with its lab blocks' names", () => {
    const md = "Text\n```python\nbandel = 1\n```\n```lab\n{\"name\": \"Bandel\"}\n```\nEn bandel efter blocket.";
    expect(readableText("x.md", md)).not.toContain("bandel = 1");
    expect(readableText("x.md", md)).toContain("Bandel");
    expect(readableText("x.md", md)).toContain("En bandel efter blocket.");
    expect(readableText("x.json", '{"bandel_key": "ok"}')).toBe("ok");
  });
});

describe("the site's Swedish", () => {
  const terms = parseGlossary(readFileSync(join(ROOT, "docs/glossary.md"), "utf8"));
  const sources = swedishSources();

  it("the glossary lists terms and the site has Swedish sources of every kind", () => {
    expect(terms.length).toBeGreaterThan(10);
    expect(sources.some((p) => p.startsWith("content/projects/") && p.endsWith(".sv.md"))).toBe(true);
    expect(sources.some((p) => p.startsWith("content/posts/"))).toBe(true);
    expect(sources.some((p) => p.startsWith("messages/"))).toBe(true);
  });

  it.each(sources)("%s uses the glossary's preferred terms", (file) => {
    const findings = findNonPreferred(readableText(file, readFileSync(join(ROOT, file), "utf8")), terms);
    expect(findings.map((f) => `${file}:${f.line}: "${f.variant}" (use "${f.preferred}"): ${f.text.slice(0, 120)}`)).toEqual([]);
  });
});
