/**
 * `import { ChevronDown } from "lucide-react"` makes the bundler read lucide's entry, which
 * re-exports all of its ≈ 2,000 icons: ≈ 2,000 of the client build's 2,300 modules were
 * icons, parsed on every build to keep 35 (≈ 5 s and ≈ 100 MB of the build). Rewritten to
 * lucide's own per-icon entries (`lucide-react/icons/chevron-down`), the bundle is the same
 * and the build reads only the icons it uses.
 */

/** Each exported icon name (ChevronDown, ChevronDownIcon, LucideChevronDown) → its file's name. */
export function lucideIconFiles(entrySource: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [, names, file] of entrySource.matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs';/g)) {
    for (const [, name] of names!.matchAll(/default as (\w+)/g)) files.set(name!, file!);
  }
  return files;
}

/**
 * The module's named imports from "lucide-react", as one default import per icon; anything that
 * is not an icon (types, Icon, createLucideIcon) stays a named import. Null when nothing changes.
 */
export function rewriteLucideImports(code: string, files: ReadonlyMap<string, string>): string | null {
  let changed = false;
  const out = code.replace(/import \{([^}]*)\} from ["']lucide-react["'];?/g, (whole, list: string) => {
    const deep: string[] = [];
    const kept: string[] = [];
    const types: string[] = [];
    for (const specifier of list.split(",").map((s) => s.trim()).filter(Boolean)) {
      const [, type, name, local] = /^(type\s+)?(\w+)(?:\s+as\s+(\w+))?$/.exec(specifier) ?? [];
      const file = name && !type ? files.get(name) : undefined;
      if (file) deep.push(`import ${local ?? name} from "lucide-react/icons/${file}";`);
      else if (type) types.push(specifier.replace(/^type\s+/, ""));
      else kept.push(specifier);
    }
    if (!deep.length) return whole;
    changed = true;
    // Types apart, in an `import type` that leaves nothing behind: an inline `type` specifier
    // left alone would keep `import "lucide-react"`, and with it every icon, in the build.
    return [
      ...deep,
      ...(kept.length ? [`import { ${kept.join(", ")} } from "lucide-react";`] : []),
      ...(types.length ? [`import type { ${types.join(", ")} } from "lucide-react";`] : []),
    ].join("\n");
  });
  return changed ? out : null;
}
