/**
 * Reads the blog posts (content/posts/*.md) at build time: validates the front matter and
 * renders the body. Any mistake stops the build with the file and field that are wrong.
 */
import { readFileSync, readdirSync } from "node:fs";
import { existsSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { z } from "zod";
import { postSchema } from "./collections";
import { parseFrontMatter } from "./front-matter";
import { POST_LANGS, type Post, type PostLang, type PostLink, postLang, postPath, postsInLanguage, publishedPosts } from "./blog-post";
import { POSTS_DIR } from "./posts-dir.server";
import { markdownToText, renderPost } from "./markdown.server";

/** The read time as each language writes it: "6 min read", "6 min läsning". */
export const READ_TIME: Record<PostLang, { pattern: RegExp; example: string; format: (minutes: number) => string }> = {
  en: { pattern: /^[1-9]\d* min read$/, example: "6 min read", format: (n) => `${n} min read` },
  sv: { pattern: /^[1-9]\d* min läsning$/, example: "6 min läsning", format: (n) => `${n} min läsning` },
};

/** Reading speed, words a minute: a computed read time is rounded up at the middle one. */
export const WORDS_PER_MINUTE = { slow: 200, usual: 220, fast: 230 } as const;

/** The words of a text (a post's `text`: what the reader reads, without Markdown). */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** A post's read time from its length, in its language: "6 min read", never under a minute. */
export function readTimeFor(words: number, lang: PostLang = "en"): string {
  return READ_TIME[lang].format(Math.max(1, Math.ceil(words / WORDS_PER_MINUTE.usual)));
}

/**
 * Why a read time the owner wrote is off for `words`, or undefined when it is near enough: a
 * reader at 200–230 words a minute, give or take a minute. A warning, never an error.
 */
export function readTimeWarning(readTime: string, words: number, lang: PostLang = "en"): string | undefined {
  const minutes = Number.parseInt(readTime, 10);
  const low = Math.max(1, Math.ceil(words / WORDS_PER_MINUTE.fast) - 1);
  const high = Math.max(1, Math.ceil(words / WORDS_PER_MINUTE.slow)) + 1;
  if (minutes >= low && minutes <= high) return undefined;
  return `field "readTime": "${readTime}" is off for ${words} words (about ${readTimeFor(words, lang)}); leave the field out and it is computed`;
}

/** Languages by name, for error messages. */
const LANG_NAMES: Record<PostLang, string> = { en: "English", sv: "Swedish" };

export const frontMatterSchema = postSchema
  // A draft may start untagged (`npm run new-post` writes `tags: []`); a published post is
  // listed on its tags' pages, so it needs one.
  .refine((post) => post.status === "Draft" || post.tags.length > 0, {
    path: ["tags"],
    message: "give at least one tag (only a draft may have none)",
  })
  .superRefine((post, ctx) => {
    const readTime = READ_TIME[post.lang];
    if (post.readTime !== undefined && !readTime.pattern.test(post.readTime)) {
      const which = post.lang === "en" ? "" : ` (the post is ${LANG_NAMES[post.lang]}, "lang: ${post.lang}")`;
      ctx.addIssue({ code: "custom", path: ["readTime"], message: `expected the form "${readTime.example}"${which}` });
    }
    if (post.translationOf !== undefined && post.lang === "en") {
      ctx.addIssue({
        code: "custom",
        path: ["translationOf"],
        message: 'only a translation names its original: give the post\'s language (e.g. "lang: sv") or remove the field',
      });
    }
    if (post.translationOf === post.slug) {
      ctx.addIssue({ code: "custom", path: ["translationOf"], message: "a post cannot translate itself: name the English post this one translates" });
    }
  });

export type FrontMatter = z.infer<typeof frontMatterSchema>;

/** Parses one post file; `file` names it in error messages. */
export function parsePost(file: string, source: string): Post {
  const { data, body } = parseFrontMatter(file, source, frontMatterSchema);
  if (body.trim() === "") throw new Error(`${file}: the post has no body`);
  const image = data.image;
  if (image && !existsSync(resolve(dirname(resolve(file)), image))) {
    throw new Error(`${file}: field "image": "${image}" was not found (looked for ${relative(process.cwd(), resolve(dirname(resolve(file)), image))})`);
  }
  let rendered: ReturnType<typeof renderPost>;
  try {
    rendered = renderPost(body, { postFile: resolve(file), slug: data.slug }, { lang: data.lang });
  } catch (error) {
    // "line N" of the body is line N + (the front matter's lines) of the file.
    const message = (error as Error).message;
    const line = /^line (\d+): ([\s\S]*)$/.exec(message);
    const offset = source.slice(0, source.length - body.length).split("\n").length - 1;
    throw new Error(line ? `${file}:${Number(line[1]) + offset}: ${line[2]}` : `${file}: ${message}`);
  }
  const text = markdownToText(body);
  const words = wordCount(text);
  if (data.readTime !== undefined) {
    const warning = readTimeWarning(data.readTime, words, data.lang);
    // Once per file and text: parseCached keeps the post, and the build prints a line once.
    if (warning) console.warn(`${file}: ${warning}`);
  }
  return { ...data, readTime: data.readTime ?? readTimeFor(words, data.lang), body: rendered.body, toc: rendered.toc, text };
}

// Prerendering calls the post loader twice per post page (HTML and .data), and each call reads
// every post: without this, 206 posts cost 80,000 Markdown renders and highlight.js runs (70 of
// the build's 97 s). Keyed by the file's text, so an edited post (dev server, rebuild) is parsed
// again and nothing stale is ever returned. On globalThis because one build loads this module
// several times (the config, the route table, the palette's virtual module, the prerender
// bundle), each a module instance of its own in the same process.
const PARSED = Symbol.for("neural-code-portfolio.parsed-posts");
const parsed: Map<string, { source: string; post: Post }> = ((globalThis as Record<symbol, unknown>)[PARSED] ??= new Map()) as Map<
  string,
  { source: string; post: Post }
>;

function parseCached(file: string, source: string): Post {
  const hit = parsed.get(file);
  if (hit?.source === source) return hit.post;
  const post = parsePost(file, source);
  parsed.set(file, { source, post });
  return post;
}

/**
 * Every post in every language: published ones newest first, then drafts (they are
 * announcements). Checks what no single file can: unique slugs, one featured post per language,
 * and each translation's `translationOf` (an existing English post, one translation per
 * language); an English post with translations gets `translations`, e.g. `{ sv: "<slug>" }`.
 */
export function loadAllPostsSync(dir: string = POSTS_DIR): Post[] {
  const files = readdirSync(dir).filter((f) => f.endsWith(".md")).sort();
  const posts: Array<Post & { file: string }> = [];
  for (const name of files) {
    const path = join(dir, name);
    const file = relative(process.cwd(), path) || path;
    posts.push({ ...parseCached(file, readFileSync(path, "utf8")), file });
  }
  const seen = new Map<string, string>();
  for (const post of posts) {
    const other = seen.get(post.slug);
    if (other) throw new Error(`${post.file}: field "slug": "${post.slug}" is already used by ${other}`);
    seen.set(post.slug, post.file);
  }
  // Each language's blog heads with its own featured post (a translation of the English one).
  for (const lang of POST_LANGS) {
    const featured = posts.filter((p) => p.featured && postLang(p) === lang);
    if (featured.length > 1) {
      const among = lang === "en" ? "" : ` among the "lang: ${lang}" posts`;
      throw new Error(`${featured[1]?.file}: field "featured": only one post can be featured${among} (also ${featured[0]?.file})`);
    }
  }
  const translations = new Map<string, NonNullable<Post["translations"]>>();
  const translatedBy = new Map<string, string>();
  for (const post of posts) {
    if (post.translationOf === undefined) continue;
    const lang = postLang(post);
    if (lang === "en") continue; // parsePost refuses this already
    const field = `${post.file}: field "translationOf"`;
    const original = posts.find((p) => p.slug === post.translationOf);
    if (!original) throw new Error(`${field}: no post has the slug "${post.translationOf}"; name the English post this one translates`);
    if (postLang(original) !== "en") {
      throw new Error(`${field}: "${original.slug}" (${original.file}) is ${LANG_NAMES[postLang(original)]}, not English; name the English original`);
    }
    const other = translatedBy.get(`${original.slug} ${lang}`);
    if (other) throw new Error(`${field}: "${original.slug}" already has a ${LANG_NAMES[lang]} translation, ${other}; one per language`);
    translatedBy.set(`${original.slug} ${lang}`, post.file);
    translations.set(original.slug, { ...translations.get(original.slug), [lang]: post.slug });
  }
  return posts
    .map(({ file: _file, ...post }) => {
      const found = translations.get(post.slug);
      return found ? { ...post, translations: found } : post;
    })
    .sort(
      (a, b) =>
        Number(a.status === "Draft") - Number(b.status === "Draft") ||
        b.date.localeCompare(a.date) ||
        a.slug.localeCompare(b.slug),
    );
}

/**
 * The posts of one language, English unless told: what the English site's route table,
 * prerender list, loaders, palette, sitemap and feed read, so a Swedish post never shows there.
 * Synchronous because the route table (app/routes.ts) and the prerender list are built from it.
 */
export function loadPostsSync(dir: string = POSTS_DIR, lang: PostLang = "en"): Post[] {
  return postsInLanguage(loadAllPostsSync(dir), lang);
}

export async function loadPosts(dir: string = POSTS_DIR, lang: PostLang = "en"): Promise<Post[]> {
  return loadPostsSync(dir, lang);
}

export async function loadAllPosts(dir: string = POSTS_DIR): Promise<Post[]> {
  return loadAllPostsSync(dir);
}

/** The path of every post page in `lang`, for the route table, the prerender list and the sitemap. */
export function postPaths(posts: readonly Post[], lang: PostLang = "en"): string[] {
  return publishedPosts(postsInLanguage(posts, lang)).map((p) => postPath(p.slug, lang));
}

/**
 * The posts before and after one, by date: `previous` is the older one, `next` the newer;
 * null at either end. Drafts are skipped (they have no page), and so are posts in another language.
 */
export function neighbours(posts: readonly Post[], slug: string): { previous: PostLink | null; next: PostLink | null } {
  const self = posts.find((p) => p.slug === slug);
  const byDate = publishedPosts(postsInLanguage(posts, self ? postLang(self) : "en")).sort((a, b) => a.date.localeCompare(b.date) || a.slug.localeCompare(b.slug));
  const i = byDate.findIndex((p) => p.slug === slug);
  const link = (p: Post | undefined): PostLink | null => (p ? { slug: p.slug, title: p.title } : null);
  if (i === -1) return { previous: null, next: null };
  return { previous: link(byDate[i - 1]), next: link(byDate[i + 1]) };
}

export { postLang, postsInLanguage, publishedPosts, translationOf } from "./blog-post";
export { POSTS_DIR } from "./posts-dir.server";
