#!/usr/bin/env node
/**
 * The scale fixture (issue 26): a blog of its own, written to a scratch folder, for building the
 * site as an owner who has written for years would:
 *
 *   node scripts/author/fixture-posts.mjs build-fixture/posts 200
 *   POSTS_DIR=build-fixture/posts BUILD_DIR=build-fixture/site npm run build
 *
 * It holds `count` generated posts (default 200; every 25th a draft), one featured guide newer than
 * all of them and that guide's Swedish translation: everything the scale tests look for, and
 * nothing of content/posts, so the owner's posts (or the samples') change none of it. Every post
 * shares one body (fixtureBody: sections, code, a formula, a table, a callout, a footnote and a
 * live figure). Deterministic: the same count always writes the same files, so tests compute what
 * to expect with `fixturePosts()` and `fixtureExtras()` below.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

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
 * The fixture's own posts besides the generated ones: a featured guide, newer than every generated
 * post, and its Swedish translation (featured on the Swedish blog, with Swedish tags of its own).
 */
export function fixtureExtras() {
  return [
    {
      slug: "fixture-capacity-guide",
      title: "A Working Guide to Line Capacity",
      excerpt: "How a timetable becomes an occupancy rate, which limits to hold it against, and a live model of a line to try it on.",
      date: "2024-11-05",
      readTime: "3 min read",
      views: 3240,
      tags: ["Railway", "UIC 406", "Capacity", "Optimization"],
      status: "Published",
      featured: true,
    },
    {
      slug: "fixture-kapacitetsguide",
      title: "En arbetsguide till banans kapacitet",
      excerpt: "Hur en tidtabell blir ett kapacitetsutnyttjande, vilka gränsvärden som gäller och en levande modell av en bana.",
      date: "2024-11-05",
      readTime: "2 min läsning",
      views: 860,
      tags: ["Järnväg", "UIC 406", "Kapacitet", "Optimering"],
      status: "Published",
      featured: true,
      lang: "sv",
      translationOf: "fixture-capacity-guide",
    },
  ];
}

/** Every post the fixture writes (front matter only): the extras, then the generated ones. */
export function fixtureAll(count = 200) {
  return [...fixtureExtras(), ...fixturePosts(count)];
}

/** The live figure every post shows: the README's example line. */
const LAB_BLOCK = [
  "```lab",
  "{",
  '  "name": "Göteborg C – Alingsås",',
  '  "line": { "stations": [{ "name": "Göteborg C", "km": 0 }, { "name": "Partille", "km": 9 },',
  '                         { "name": "Alingsås", "km": 45 }],',
  '            "blockKm": 2, "releaseMin": 0.5, "dwellMin": 1 },',
  '  "trainTypes": [{ "name": "Commuter", "speedKmh": 120, "stops": "all", "perHour": 4, "offsetMin": 0 },',
  '                 { "name": "Freight", "speedKmh": 90, "stops": [], "perHour": 1, "offsetMin": 40 }],',
  '  "order": "timetabled"',
  "}",
  "```",
].join("\n");

/** The Markdown body every English post shares: what a long post holds, the site's own words. */
export function fixtureBody() {
  return `Every capacity study reaches the same question sooner or later: how full is this line, really? The answer most infrastructure managers agree on is the compression method. Take the trains of one hour on one section, keep their order and running times, push them together until their blocking times touch, and measure how much of the hour they need.

## What compression measures

The occupancy rate is the compressed time over the period studied, with supplements for buffer and maintenance added before the comparison:

$$
k = \\frac{t_A + t_B + t_C}{t_U}
$$

Here $t_A$ is the compressed occupation, $t_B$ the buffer, $t_C$ the supplements and $t_U$ the period. A section above its limit gets no more trains without a cost in punctuality.

> [!NOTE]
> The limits are recommendations, not laws. A line that runs above them runs, but its delays spread.

## Compressing in code

The compression itself is a short loop once the blocking times are known:[^1]

\`\`\`python
def compress(trains, headway):
    start = 0.0
    for train in sorted(trains, key=lambda t: t.departure):
        train.departure = max(start, train.earliest)
        start = train.departure + headway(train)
    return start
\`\`\`

## Try it on a line

Change the counts below and watch where the occupancy rises.

${LAB_BLOCK}

## The recommended limits

| Type of line | Peak hour | Daily period |
| --- | --- | --- |
| Dedicated suburban passenger traffic | 85 % | 70 % |
| Mixed-traffic line | 75 % | 60 % |

## What to do with the number

A high rate is a question, not an answer: which trains, which sections and which hours make it, and what a timetable change or a new loop would buy. Write the choices down next to the number, so the next study can repeat it.

[^1]: A real study takes the blocking times from a microscopic model of the line.
`;
}

/** The Swedish translation's body. */
export function fixtureSwedishBody() {
  return `Varje kapacitetsutredning når förr eller senare samma fråga: hur full är banan egentligen? Svaret som de flesta infrastrukturförvaltare är överens om är komprimeringsmetoden. Ta en timmes tåg på en delsträcka, behåll deras ordning och gångtider, skjut ihop dem tills deras belagda tider möts och mät hur mycket av timmen de behöver.

## Vad komprimeringen mäter

Kapacitetsutnyttjandet är den komprimerade tiden delad med den studerade perioden, med tillägg för buffert och underhåll.

## Prova på en bana

Ändra antalet tåg nedan och se var utnyttjandet stiger.

${LAB_BLOCK}

## Vad siffran säger

Ett högt utnyttjande är en fråga, inte ett svar: vilka tåg, vilka delsträckor och vilka timmar som ger det, och vad en ändrad tidtabell eller ett nytt mötesspår skulle ge.
`;
}

function frontMatter(post) {
  return [
    "---",
    `slug: ${post.slug}`,
    `title: ${JSON.stringify(post.title)}`,
    `excerpt: ${JSON.stringify(post.excerpt)}`,
    `date: ${post.date}`,
    ...(post.readTime ? [`readTime: ${post.readTime}`] : []),
    `views: ${post.views}`,
    `tags: [${post.tags.join(", ")}]`,
    `status: ${post.status}`,
    `featured: ${post.featured === true}`,
    ...(post.lang ? [`lang: ${post.lang}`, `translationOf: ${post.translationOf}`] : []),
    "---",
    "",
  ].join("\n");
}

export function writeFixture(dir, count = 200) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const body = fixtureBody();
  for (const post of fixtureAll(count)) {
    writeFileSync(join(dir, `${post.slug}.md`), frontMatter(post) + (post.lang === "sv" ? fixtureSwedishBody() : body));
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [dir = "build-fixture/posts", count = "200"] = process.argv.slice(2);
  writeFixture(resolve(dir), Number(count));
  console.log(`Wrote ${fixtureExtras().length} fixture posts and ${count} generated ones to ${dir}.`);
}
