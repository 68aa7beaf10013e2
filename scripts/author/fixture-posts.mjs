#!/usr/bin/env node
/**
 * The scale fixture (issue 26): the sample posts plus `count` more (default 200), written to a
 * scratch folder, for building the site as an owner who has written for years would:
 *
 *   node scripts/author/fixture-posts.mjs build-fixture/posts 200
 *   POSTS_DIR=build-fixture/posts BUILD_DIR=build-fixture/site npm run build
 *
 * Each generated post is the body of one sample post under a new slug, title, date, excerpt and
 * tags; every 25th is a draft. Deterministic: the same count always writes the same files, so
 * tests can compute expected counts with `fixturePosts()` below. The generated posts are English;
 * the samples include a Swedish translation (`lang: sv`), which the English site never lists: a
 * test of the English site counts the samples without `lang` or with `lang: en`.
 */
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const SAMPLES = join(ROOT, "content", "posts");
const BODY_FROM = "uic-406-timetable-compression.md";

const SUBJECTS = [
  "Headway Buffers",
  "Crew Rostering",
  "Platform Allocation",
  "Delay Propagation",
  "Rolling Stock Circulation",
  "Timetable Robustness",
  "Single-Track Meets",
  "Freight Path Search",
  "Demand Forecasting",
  "Dispatcher Copilots",
];
const ANGLES = ["A Field Note on", "Revisiting", "Benchmarks for", "What We Learned About", "Scaling"];
const TAGSETS = [
  ["Railway", "Capacity"],
  ["Optimization", "MILP"],
  ["ML", "Forecasting"],
  ["LLMs", "RAG"],
  ["Optimization", "Metaheuristics"],
  ["Railway", "Simulation"],
  ["ML", "Reinforcement Learning"],
];

/** A pronounceable word no sample post contains, unique to post `n`: what a search test types. */
export function codeword(n) {
  const c = "bdfgklmnprstvz";
  const v = "aeiou";
  let word = "";
  let x = n + 7;
  for (let i = 0; i < 3; i++) {
    word += c[x % c.length] + v[Math.floor(x / c.length) % v.length];
    x = Math.floor(x / (c.length * v.length)) + (i + 1) * 3;
  }
  return `${word}x${n}`;
}

/** The generated posts' front matter, in the order they are written. */
export function fixturePosts(count = 200) {
  const start = Date.UTC(2024, 9, 29); // weekly, going back from 29 Oct 2024: older than the samples
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const date = new Date(start - i * 7 * 86_400_000).toISOString().slice(0, 10);
    const subject = SUBJECTS[i % SUBJECTS.length];
    const angle = ANGLES[Math.floor(i / SUBJECTS.length) % ANGLES.length];
    return {
      slug: `fixture-${String(n).padStart(3, "0")}-${subject.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`,
      title: `${angle} ${subject} (${n})`,
      excerpt: `Notes from project ${codeword(n)}: how ${subject.toLowerCase()} changed once the model met a real timetable.`,
      date,
      views: (n * 37) % 2000,
      tags: TAGSETS[i % TAGSETS.length],
      status: n % 25 === 0 ? "Draft" : "Published",
    };
  });
}

/**
 * The Markdown body every generated post shares: a sample post's, without its front matter. The
 * UIC 406 guide's (figure, formula, live figure) while it is there; else the first published
 * English post's.
 */
export function fixtureBody() {
  const english = readdirSync(SAMPLES)
    .filter((f) => f.endsWith(".md"))
    .sort()
    .filter((f) => {
      const frontMatter = readFileSync(join(SAMPLES, f), "utf8").split(/\r?\n---/)[0];
      return /^status: Published\b/m.test(frontMatter) && !/^lang: (?!en\b)/m.test(frontMatter);
    });
  const file = english.includes(BODY_FROM) ? BODY_FROM : english[0];
  return readFileSync(join(SAMPLES, file), "utf8").replace(/^---\r?\n[\s\S]*?\r?\n---[ \t]*\r?\n/, "");
}

export function writeFixture(dir, count = 200) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const entry of readdirSync(SAMPLES, { withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith(".md")) writeFileSync(join(dir, entry.name), readFileSync(join(SAMPLES, entry.name)));
    // A post's images (content/posts/<slug>/): the generated posts reuse a sample body, figure included.
    if (entry.isDirectory()) cpSync(join(SAMPLES, entry.name), join(dir, entry.name), { recursive: true });
  }
  const body = fixtureBody();
  for (const post of fixturePosts(count)) {
    const yaml = [
      "---",
      `slug: ${post.slug}`,
      `title: ${JSON.stringify(post.title)}`,
      `excerpt: ${JSON.stringify(post.excerpt)}`,
      `date: ${post.date}`,
      `views: ${post.views}`,
      `tags: [${post.tags.join(", ")}]`,
      `status: ${post.status}`,
      "featured: false",
      "---",
      "",
    ].join("\n");
    writeFileSync(join(dir, `${post.slug}.md`), yaml + body);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [dir = "build-fixture/posts", count = "200"] = process.argv.slice(2);
  writeFixture(resolve(dir), Number(count));
  const samples = readdirSync(SAMPLES).filter((f) => f.endsWith(".md")).length;
  console.log(`Wrote the ${samples} sample posts and ${count} more to ${dir}.`);
}
