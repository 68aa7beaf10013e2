import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { inputsHash } from "./i18n.mjs";

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(join(root, file, ".."), { recursive: true });
  writeFileSync(join(root, file), text);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "i18n-"));
  write("project.inlang/settings.json", '{"baseLocale":"en"}');
  write("messages/chrome/en.json", '{"greeting":"Hello"}');
  write("messages/chrome/sv.json", '{"greeting":"Hej"}');
  write("node_modules/@inlang/paraglide-js/package.json", '{"version":"2.0.0"}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

test("the same inputs give the same hash, so the compile is skipped", () => {
  expect(inputsHash(root)).toBe(inputsHash(root));
});

test("a changed, added or removed message file, the settings or the compiler's version each change it", () => {
  const hashes = new Set([inputsHash(root)]);
  write("messages/chrome/sv.json", '{"greeting":"Hej då"}');
  hashes.add(inputsHash(root));
  write("messages/home/en.json", "{}");
  hashes.add(inputsHash(root));
  rmSync(join(root, "messages/home/en.json"));
  write("messages/home/sv.json", "{}");
  hashes.add(inputsHash(root));
  write("project.inlang/settings.json", '{"baseLocale":"sv"}');
  hashes.add(inputsHash(root));
  write("node_modules/@inlang/paraglide-js/package.json", '{"version":"2.0.1"}');
  hashes.add(inputsHash(root));
  expect(hashes.size).toBe(6);
});
