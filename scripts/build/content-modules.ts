/**
 * The owner's data in the site's bundles. A module under app/lib/content whose values are
 * `export const { site, … } = loadOwnerData("en")` (site.ts, home.ts, sv/site.ts, …) reads
 * content/*.yaml in Node; in a Vite build it is replaced by those values, checked and derived as
 * Node computes them, so a page's scripts carry the values and no file reading, YAML parser or
 * schema.
 */
import { readFileSync } from "node:fs";
import type { Plugin } from "vite";
import { loadOwnerData } from "../../app/lib/content/data.server";
import { LOCALES, type Locale } from "../../app/lib/i18n/locale";

const MODULE = /[\\/]app[\\/]lib[\\/]content[\\/](?:[a-z]+[\\/])?[a-z-]+\.ts$/;
const VALUES = /^export const \{([^}]+)\} = loadOwnerData\("([a-z]+)"\);$/m;

/** The module's source with its values written out, or undefined when it is not such a module. */
export function compileContentModule(source: string, id: string): string | undefined {
  if (!source.includes("loadOwnerData(")) return undefined;
  const match = VALUES.exec(source);
  const locale = match?.[2] as Locale | undefined;
  if (!match || !locale || !LOCALES.includes(locale)) {
    throw new Error(`${id}: a content module's values are one line, export const { name, … } = loadOwnerData("<locale>");`);
  }
  const data = loadOwnerData(locale) as Record<string, unknown>;
  return match[1]!
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => {
      if (!(name in data)) throw new Error(`${id}: the owner's data has no "${name}" (app/lib/content/data.server.ts)`);
      return `export const ${name} = ${JSON.stringify(data[name])};`;
    })
    .join("\n");
}

export function contentModules(): Plugin {
  return {
    name: "content-modules",
    enforce: "pre",
    load: {
      filter: { id: MODULE },
      handler(id) {
        const compiled = compileContentModule(readFileSync(id, "utf8"), id);
        if (compiled !== undefined) this.addWatchFile("content");
        return compiled;
      },
    },
  };
}
