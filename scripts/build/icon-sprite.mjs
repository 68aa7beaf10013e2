#!/usr/bin/env node
// @ts-check
/**
 * The site's icon sprite, app/components/icons.svg: one `<symbol>` for each name of
 * app/components/icon-names.ts, drawn from lucide-react's own icon data. `npm run icons` writes it
 * (run it after changing the list or upgrading lucide-react, and commit the file); a unit test
 * fails while the committed file differs from what this writes. docs/decisions.md, "Icons: one
 * sprite", says why a sprite.
 *
 * Lucide's presentation attributes sit on each symbol, not on each page's `<svg>`: that is what
 * keeps the pages small, and a `<use>` clone inherits nothing from the sprite's root.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const SPRITE_FILE = "app/components/icons.svg";

/** lucide's defaults (lucide-react's defaultAttributes), but for the size, which the page's `<svg>` sets. */
const SYMBOL_ATTRIBUTES = { viewBox: "0 0 24 24", fill: "none", stroke: "currentColor", "stroke-width": "2", "stroke-linecap": "round", "stroke-linejoin": "round" };

/** @typedef {[tag: string, attributes: Record<string, string | number>, children?: IconNode]} IconElement */
/** @typedef {IconElement[]} IconNode */
/** @typedef {{ name: string, node: IconNode }} IconData */

/** @param {string | number} value */
function escapeAttribute(value) {
  return String(value).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Names cannot be escaped: anything but a plain tag or attribute name stops the script. @param {string} name */
function checkedName(name) {
  if (!/^[a-zA-Z][a-zA-Z0-9-]*$/.test(name)) throw new Error(`icon-sprite: "${name}" is not a tag or attribute name this script writes`);
  return name;
}

/** @param {Record<string, string | number>} attributes */
function attributeText(attributes) {
  return Object.entries(attributes)
    .filter(([name]) => name !== "key") // React's list key, not SVG
    .map(([name, value]) => ` ${checkedName(name)}="${escapeAttribute(value)}"`)
    .join("");
}

/** @param {IconNode} node @returns {string} */
function elementsText(node) {
  return node
    .map(([tag, attributes, children]) => {
      const name = checkedName(tag);
      return children?.length ? `<${name}${attributeText(attributes)}>${elementsText(children)}</${name}>` : `<${name}${attributeText(attributes)}/>`;
    })
    .join("");
}

/**
 * The sprite's text: a symbol a line, named as the icon, in the order given.
 *
 * @param {readonly IconData[]} icons
 * @param {string} source who drew them, for the file's comment (lucide's version and licence)
 */
export function iconSprite(icons, source) {
  const symbols = icons.map(({ name, node }) => `<symbol${attributeText({ id: name, ...SYMBOL_ATTRIBUTES })}>${elementsText(node)}</symbol>`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg">`,
    `<!-- Written by npm run icons (scripts/build/icon-sprite.mjs) from ${source}; do not edit. -->`,
    ...symbols,
    `</svg>`,
    "",
  ].join("\n");
}

/** lucide-react's icon data for each name, which must be lucide's own name for it, not an alias. @param {readonly string[]} names */
export async function lucideIcons(names) {
  return Promise.all(
    names.map(async (name) => {
      /** @type {{ __iconData?: IconData }} */
      const icon = await import(`lucide-react/icons/${name}`).catch(() => ({}));
      if (icon.__iconData?.name !== name) throw new Error(`icon-sprite: lucide-react has no icon "${name}" of that name (an alias? use the name its module's __iconData gives)`);
      return icon.__iconData;
    }),
  );
}

/** Where the data comes from, with the licence it is under (ISC asks for the notice to travel with it). */
export function lucideSource() {
  const pkg = JSON.parse(readFileSync(createRequire(import.meta.url).resolve("lucide-react/package.json"), "utf8"));
  return `lucide-react ${pkg.version}, ${pkg.license} licence, ${pkg.homepage}`;
}

/** The sprite as it should be now: the list's icons from the installed lucide-react. @param {readonly string[]} names */
export async function generatedSprite(names) {
  return iconSprite(await lucideIcons(names), lucideSource());
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // The list is TypeScript: read through Vite's module runner.
  const { runnerImport } = await import("vite");
  const { module } = await runnerImport("./app/components/icon-names.ts", { configFile: false, logLevel: "silent" });
  const names = /** @type {readonly string[]} */ (module.ICON_NAMES);
  writeFileSync(SPRITE_FILE, await generatedSprite(names));
  console.log(`✓ ${SPRITE_FILE}: ${names.length} icons`);
}
