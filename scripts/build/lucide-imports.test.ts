import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { lucideIconFiles, rewriteLucideImports } from "./lucide-imports";

const entry = [
  "export { default as ChevronDown, default as ChevronDownIcon, default as LucideChevronDown } from './icons/chevron-down.mjs';",
  "export { default as Grid2x2, default as Grid2x2Icon } from './icons/grid-2x2.mjs';",
  "export { default as Icon } from './Icon.mjs';",
].join("\n");

describe("lucideIconFiles", () => {
  it("maps every exported name of an icon to its file, and nothing else", () => {
    const files = lucideIconFiles(entry);
    expect(files.get("ChevronDown")).toBe("chevron-down");
    expect(files.get("LucideChevronDown")).toBe("chevron-down");
    expect(files.get("Grid2x2Icon")).toBe("grid-2x2");
    expect(files.has("Icon")).toBe(false);
  });

  it("reads the installed lucide-react, whose per-icon entries exist", () => {
    const require = createRequire(import.meta.url);
    const source = readFileSync(require.resolve("lucide-react").replace(/cjs[\\/]lucide-react\.js$/, "esm/lucide-react.mjs"), "utf8");
    const files = lucideIconFiles(source);
    expect(files.size).toBeGreaterThan(1000);
    expect(() => require.resolve(`lucide-react/icons/${files.get("ChevronDown")}`)).not.toThrow();
  });
});

describe("rewriteLucideImports", () => {
  const files = lucideIconFiles(entry);

  it("imports each icon from its own entry, keeping local names and what is not an icon", () => {
    expect(rewriteLucideImports('import { ChevronDown, Grid2x2 as Grid, Icon } from "lucide-react";\nuse();', files)).toBe(
      'import ChevronDown from "lucide-react/icons/chevron-down";\nimport Grid from "lucide-react/icons/grid-2x2";\nimport { Icon } from "lucide-react";\nuse();',
    );
  });

  it("moves type specifiers to an import type, which leaves no import of lucide's entry", () => {
    expect(rewriteLucideImports('import { ChevronDown, type LucideIcon } from "lucide-react";', files)).toBe(
      'import ChevronDown from "lucide-react/icons/chevron-down";\nimport type { LucideIcon } from "lucide-react";',
    );
  });

  it("leaves modules without icon imports alone", () => {
    expect(rewriteLucideImports('import { Icon } from "lucide-react";', files)).toBeNull();
    expect(rewriteLucideImports('import { useState } from "react";', files)).toBeNull();
  });
});
