#!/usr/bin/env node
/**
 * A new post in one command (issue 27):
 *
 *   npm run new-post -- "Timetable Robustness in Practice"
 *
 * writes content/posts/timetable-robustness-in-practice.md (POSTS_DIR overrides the folder) with
 * front matter the build accepts (app/lib/content/posts.server.ts): today's date, status Draft, no
 * tags yet, and a body to write over. A draft has no page, no sitemap or feed entry; /blog
 * announces it as "Coming Soon", as every draft. Never overwrites: an existing file or slug
 * stops it with a sentence and exit code 1.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** Longest slug written: long titles make unwieldy addresses. Cut at a word. */
const MAX_SLUG = 60;

/**
 * The post's slug from its title, in the form the front matter requires (lowercase letters,
 * digits, single hyphens): accents dropped, "&" read as "and", "+" as "plus".
 */
export function slugify(title) {
  const slug = title
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/\+/g, " plus ")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (slug.length <= MAX_SLUG) return slug;
  const cut = slug.slice(0, MAX_SLUG + 1);
  return cut.includes("-") ? cut.slice(0, cut.lastIndexOf("-")) : slug.slice(0, MAX_SLUG);
}

/** Today as an ISO date in the writer's own time zone (the day they start the post). */
export function isoDate(now = new Date()) {
  const pad = (n) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The new file's text: front matter, then a skeleton that reads as a start, not as filler. */
export function postSource({ slug, title, date }) {
  // JSON strings are YAML double-quoted scalars: any title, quotes and colons included, is safe.
  return `---
slug: ${slug}
title: ${JSON.stringify(title)}
# One or two sentences: the blog list (drafts too, under "Coming Soon"), search and the feed show it.
excerpt: ${JSON.stringify(`Notes in progress on ${title.replace(/[.!?]+$/, "")}.`)}
date: ${date}
views: 0
# At least one before publishing, e.g. [Optimization, Railway]: each gets its page at /blog/tags/<tag>.
tags: []
# Published gives the post its page at /blog/${slug}, a sitemap and a feed entry.
status: Draft
---

Open with the problem in two or three sentences: who runs into it, what it costs them, and why
the usual answer falls short.

## The setting

What the reader needs to know first: the network, the data or the model, and the one
assumption everything else rests on.

## What I tried

The approach, step by step. Code, a table or a figure belongs where it saves a paragraph. A
live capacity figure is a fenced block tagged lab holding a scenario in the lab's JSON format
(Download JSON on /lab writes one; the README, "Capacity lab scenario files", shows one).

## What came out

Numbers before adjectives: what improved, by how much, and against which baseline.

## Takeaways

Two or three points a reader can use on Monday, and what you would do differently next time.
`;
}

/** The slugs the posts in `dir` already use (file names and `slug:` lines). */
function takenSlugs(dir) {
  if (!existsSync(dir)) return new Map();
  const taken = new Map();
  for (const name of readdirSync(dir).filter((f) => f.endsWith(".md"))) {
    taken.set(name.slice(0, -3), name);
    const slug = /^slug:\s*["']?([a-z0-9-]+)["']?\s*$/m.exec(readFileSync(join(dir, name), "utf8"))?.[1];
    if (slug) taken.set(slug, name);
  }
  return taken;
}

/**
 * Writes the post; returns its path. Throws an Error whose message is the sentence to print
 * when the title makes no slug or the slug is taken.
 */
export function newPost(title, { dir, now = new Date() }) {
  const clean = String(title ?? "").trim();
  if (clean === "") throw new Error('Give the post a title: npm run new-post -- "Your Title"');
  const slug = slugify(clean);
  if (slug === "") throw new Error(`"${clean}" has no letter or digit to make the post's file name from: give a title with some.`);
  const file = join(dir, `${slug}.md`);
  const shown = relative(process.cwd(), file) || file;
  const other = takenSlugs(dir).get(slug);
  if (other) {
    throw new Error(`${shown} not written: the slug "${slug}" is already used by ${other}. Choose another title, or edit that post.`);
  }
  mkdirSync(dir, { recursive: true });
  try {
    // "wx": fail rather than overwrite, even if the file appeared a moment ago.
    writeFileSync(file, postSource({ slug, title: clean, date: isoDate(now) }), { flag: "wx" });
  } catch (error) {
    if (error?.code === "EEXIST") throw new Error(`${shown} already exists: choose another title, or edit that post.`);
    throw error;
  }
  return file;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.env.POSTS_DIR ? resolve(process.env.POSTS_DIR) : join(process.cwd(), "content", "posts");
  const title = process.argv.slice(2).join(" ");
  try {
    const file = newPost(title, { dir });
    const shown = relative(process.cwd(), file) || file;
    console.log(`✓ Wrote ${shown} (a draft: no page until its status is Published and it has a tag).`);
    console.log("  A live capacity figure: a fenced block tagged lab with a scenario from /lab's Download JSON (README).");
  } catch (error) {
    console.error(`✗ ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
