/**
 * Reads the blog posts (content/posts/*.md) at build time: validates the front matter and
 * renders the body. Any mistake stops the build with the file and field that are wrong.
 */
import { readFile, readdir } from "node:fs/promises";
import { join, relative } from "node:path";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import type { Post } from "./blog-post";
import { markdownToText, renderMarkdown } from "./markdown.server";

export const POSTS_DIR = join(process.cwd(), "content", "posts");

const isoDate = z
  .string({ error: "expected an ISO date such as 2025-03-12 (quote it if YAML reads it otherwise)" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "expected an ISO date such as 2025-03-12")
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), {
    message: "not a real calendar date",
  });

export const frontMatterSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "use lowercase letters, digits and single hyphens"),
  title: z.string().trim().min(1, "must not be empty"),
  excerpt: z.string().trim().min(1, "must not be empty"),
  date: isoDate,
  readTime: z.string().regex(/^[1-9]\d* min read$/, 'expected the form "6 min read"'),
  views: z.number().int().nonnegative(),
  tags: z.array(z.string().trim().min(1)).min(1, "give at least one tag"),
  status: z.enum(["Published", "Draft"]),
  featured: z.boolean().default(false),
});

export type FrontMatter = z.infer<typeof frontMatterSchema>;

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/;

/** Parses one post file; `file` names it in error messages. */
export function parsePost(file: string, source: string): Post {
  const match = FRONT_MATTER.exec(source);
  if (!match) throw new Error(`${file}: missing front matter (a block between two "---" lines at the top)`);
  const [, yamlText = "", body = ""] = match;

  let data: unknown;
  try {
    data = parseYaml(yamlText);
  } catch (error) {
    throw new Error(`${file}: front matter is not valid YAML: ${(error as Error).message}`);
  }
  const result = frontMatterSchema.safeParse(data ?? {});
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const field = issue.path.length > 0 ? issue.path.join(".") : "(front matter)";
      return `  field "${field}": ${issue.message}`;
    });
    throw new Error(`${file}: invalid front matter\n${problems.join("\n")}`);
  }
  if (body.trim() === "") throw new Error(`${file}: the post has no body`);
  return { ...result.data, html: renderMarkdown(body), text: markdownToText(body) };
}

/** Every post: published ones newest first, then drafts (they are announcements). */
export async function loadPosts(dir: string = POSTS_DIR): Promise<Post[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith(".md")).sort();
  const posts: Array<Post & { file: string }> = [];
  for (const name of files) {
    const path = join(dir, name);
    const file = relative(process.cwd(), path) || path;
    posts.push({ ...parsePost(file, await readFile(path, "utf8")), file });
  }
  const seen = new Map<string, string>();
  for (const post of posts) {
    const other = seen.get(post.slug);
    if (other) throw new Error(`${post.file}: field "slug": "${post.slug}" is already used by ${other}`);
    seen.set(post.slug, post.file);
  }
  const featured = posts.filter((p) => p.featured);
  if (featured.length > 1) {
    throw new Error(`${featured[1]?.file}: field "featured": only one post can be featured (also ${featured[0]?.file})`);
  }
  return posts
    .map(({ file: _file, ...post }) => post)
    .sort(
      (a, b) =>
        Number(a.status === "Draft") - Number(b.status === "Draft") ||
        b.date.localeCompare(a.date) ||
        a.slug.localeCompare(b.slug),
    );
}
