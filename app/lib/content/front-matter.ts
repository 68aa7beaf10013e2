/**
 * The one front-matter reader: a Markdown file's YAML block between two "---" lines, checked
 * by a schema, and its body (posts and projects alike). An error names the file, and each field
 * with what was expected.
 */
import { parse as parseYaml } from "yaml";
import type { z } from "zod";

export const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/;

/**
 * A Markdown file's front matter, checked by `schema`, and its body (posts and projects alike):
 * an error names the file, and each field with what was expected.
 */
export function parseFrontMatter<S extends z.ZodType>(file: string, source: string, schema: S): { data: z.infer<S>; body: string } {
  const match = FRONT_MATTER.exec(source);
  if (!match) throw new Error(`${file}: missing front matter (a block between two "---" lines at the top)`);
  const [, yamlText = "", body = ""] = match;
  let data: unknown;
  try {
    data = parseYaml(yamlText);
  } catch (error) {
    throw new Error(`${file}: front matter is not valid YAML: ${(error as Error).message}`);
  }
  const result = schema.safeParse(data ?? {});
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  field "${issue.path.length > 0 ? issue.path.join(".") : "(front matter)"}": ${issue.message}`);
    throw new Error(`${file}: invalid front matter\n${problems.join("\n")}`);
  }
  return { data: result.data, body };
}
