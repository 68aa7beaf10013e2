import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contrastRatio } from "./lib/contrast";

/** The colour tokens of one theme block in app.css (`:root { … }` or `.dark { … }`). */
function tokens(selector: ":root" | ".dark"): Record<string, string> {
  const css = readFileSync(new URL("./app.css", import.meta.url), "utf8");
  const start = css.indexOf(`${selector} {`);
  const block = css.slice(start, css.indexOf("}", start));
  return Object.fromEntries([...block.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1], m[2]]));
}

const SURFACES = ["background", "muted", "sidebar", "sidebar-hover", "tabbar", "card", "input", "accent-soft"];
const TEXT = [
  "foreground",
  "muted-foreground",
  "accent",
  "syntax-keyword",
  "syntax-string",
  "syntax-function",
  "syntax-type",
  "syntax-comment",
  "syntax-number",
  "syntax-variable",
  "success",
  "info",
  "warning",
  "danger",
  "purple",
  "js",
  "ts",
  "json",
  "md",
];

describe.each([":root", ".dark"] as const)("text contrast in %s", (selector) => {
  const t = tokens(selector);

  it.each(TEXT)("--%s keeps 4.5:1 on every surface", (name) => {
    for (const surface of SURFACES) {
      expect(t[name], name).toBeDefined();
      const ratio = contrastRatio(t[name]!, t[surface]!);
      expect(ratio, `${name} on ${surface}: ${ratio.toFixed(2)}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("keeps 4.5:1 for the status bar and filled buttons", () => {
    expect(contrastRatio(t["statusbar-foreground"]!, t.statusbar!)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(t["accent-foreground"]!, t.accent!)).toBeGreaterThanOrEqual(4.5);
  });
});
