#!/usr/bin/env node
/**
 * A new portfolio project in one command (issue 49):
 *
 *   npm run new-project -- "Timetable Robustness Checker"
 *
 * writes content/projects/timetable-robustness-checker.md and its Swedish twin
 * timetable-robustness-checker.sv.md (PROJECTS_DIR overrides the folder), with every field the
 * build requires (app/lib/content/projects.server.ts): the next free id, the title in both, and
 * placeholders to write over. Without a body a project is a card; Markdown under the front matter
 * makes it a case study with a page of its own. Never overwrites: an existing file or slug stops
 * it with a sentence and exit code 1, and neither file is written.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { slugify } from "./new-post.mjs";

/** The owner's GitHub account, read from content/site.yaml as text (its `github:` line). */
export function githubAccount(siteSource) {
  const url = /^github:\s*["']?(https:\/\/github\.com\/[^"'\s#]+)/m.exec(siteSource)?.[1];
  if (!url) throw new Error("content/site.yaml has no github: https://github.com/<account> line to name the repository from.");
  return url.replace(/\/+$/, "");
}

/**
 * The values the build accepts for `status` and `category`, read from where the schema reads them
 * (app/lib/content/project.ts, through Vite's module runner: it is TypeScript), so the template never
 * offers a value the build refuses.
 *
 * @returns {Promise<{ statuses: readonly string[], categories: readonly string[] }>}
 */
export async function projectChoices() {
  const { runnerImport } = await import("vite");
  const { module } = await runnerImport("./app/lib/content/project.ts", { configFile: false, logLevel: "silent" });
  return { statuses: module.PROJECT_STATUSES, categories: module.projectCategories };
}

/** One language's file: front matter the build accepts, with what to replace said in comments. */
export function projectSource({ slug, id, title, github, lang, statuses, categories }) {
  const sv = lang === "sv";
  // JSON strings are YAML double-quoted scalars: any title, quotes and colons included, is safe.
  const q = (s) => JSON.stringify(s);
  return `---
slug: ${slug}
# The same id in both languages; the Portfolio lists projects by id.
id: ${id}
title: ${q(title)}
description: ${q(sv ? "En eller två meningar: vad projektet gör och för vem." : "One or two sentences: what the project does and for whom.")}
# An emoji, the card's picture.
image: "🧩"
${categoryLines(categories)}
# One of ${statuses.join(", ")}.
status: ${statuses.includes("Active") ? "Active" : statuses[0]}
tech:
  - Python
results:
  - ${q(sv ? "Det viktigaste resultatet, med en siffra" : "The headline result, with a figure")}
github: ${github}/${slug}
# Optional: demo: https://…  (a Demo button on the card)
# A case study: write Markdown below the closing line (three or more "## " sections, one of them
# "## ${sv ? "Resultat" : "Result"}" with a figure), in both languages; then also, optionally:
# summary: (the page's meta description), shareImage: ./${slug}/card.png, lab: ./${slug}/line.json
---
`;
}

/** The category's comment and line: one of the configured list, or any name when there is none. */
function categoryLines(categories) {
  if (categories.length === 0) return `# A name of your own (the same in both languages): the Portfolio has a filter chip for each one in use.\ncategory: ${JSON.stringify("Projects")}`;
  return `# One of ${categories.join(", ")} (the same in both languages).\ncategory: ${JSON.stringify(categories[0])}`;
}

/** The slugs and ids the projects in `dir` already use. */
function taken(dir) {
  const slugs = new Map();
  const ids = [];
  if (!existsSync(dir)) return { slugs, ids };
  for (const name of readdirSync(dir).filter((f) => f.endsWith(".md"))) {
    const text = readFileSync(join(dir, name), "utf8");
    slugs.set(name.replace(/(\.[a-z]{2})?\.md$/, ""), name);
    const slug = /^slug:\s*["']?([a-z0-9-]+)["']?\s*$/m.exec(text)?.[1];
    if (slug) slugs.set(slug, name);
    const id = /^id:\s*(\d+)\s*$/m.exec(text)?.[1];
    if (id) ids.push(Number(id));
  }
  return { slugs, ids };
}

/**
 * Writes both languages' files; returns their paths. Throws an Error whose message is the
 * sentence to print when the title makes no slug or the slug is taken.
 */
export function newProject(title, { dir, github, statuses, categories }) {
  const clean = String(title ?? "").trim();
  if (clean === "") throw new Error('Give the project a title: npm run new-project -- "Your Title"');
  const slug = slugify(clean);
  if (slug === "") throw new Error(`"${clean}" has no letter or digit to make the project's file name from: give a title with some.`);
  const files = { en: join(dir, `${slug}.md`), sv: join(dir, `${slug}.sv.md`) };
  const shown = (file) => relative(process.cwd(), file) || file;
  const { slugs, ids } = taken(dir);
  const other = slugs.get(slug);
  if (other) throw new Error(`${shown(files.en)} not written: the slug "${slug}" is already used by ${other}. Choose another title, or edit that project.`);
  const id = Math.max(0, ...ids) + 1;
  mkdirSync(dir, { recursive: true });
  const written = [];
  try {
    for (const lang of /** @type {const} */ (["en", "sv"])) {
      // "wx": fail rather than overwrite, even if the file appeared a moment ago.
      writeFileSync(files[lang], projectSource({ slug, id, title: clean, github, lang, statuses, categories }), { flag: "wx" });
      written.push(files[lang]);
    }
  } catch (error) {
    for (const file of written) rmSync(file);
    if (error?.code === "EEXIST") throw new Error(`${shown(error.path ?? files.en)} already exists: choose another title, or edit that project.`);
    throw error;
  }
  return written;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.env.PROJECTS_DIR ? resolve(process.env.PROJECTS_DIR) : join(process.cwd(), "content", "projects");
  const title = process.argv.slice(2).join(" ");
  try {
    const github = githubAccount(readFileSync(join(process.cwd(), "content", "site.yaml"), "utf8"));
    const files = newProject(title, { dir, github, ...(await projectChoices()) });
    console.log(`✓ Wrote ${files.map((f) => relative(process.cwd(), f) || f).join(" and ")}: replace the placeholders in both, and translate the Swedish one.`);
  } catch (error) {
    console.error(`✗ ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
