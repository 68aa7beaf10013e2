/**
 * The content check `npm run build` runs once, before any page is built: every content module the
 * owner edits (the site config, services, journey, skills, home blocks, contact cards, page
 * texts, in each language) is held to a zod schema, and each problem is reported on one line
 * naming the file, the entry and the field and saying what was expected, e.g.
 *
 *   app/content/services.ts: services[2] ("Machine Learning Systems"): title: expected a non-empty string
 *
 * Posts have their own schema (app/content/posts.server.ts). A new content type adds an entry to
 * CONTENT_CHECKS: the file, how to load it and the schema of each export it must have.
 */
import { z } from "zod";
import { pages } from "../../app/content/pages";

export interface ContentCheck {
  /** The file as the owner knows it, relative to the project. */
  file: string;
  load: () => Promise<Record<string, unknown>>;
  /** The exports to check and their schemas; an export not named here is not checked. */
  exports: Record<string, z.ZodType>;
}

const TEXT = "expected a non-empty string";
const text = z.string({ error: TEXT }).trim().min(1, { error: TEXT });
const list = <T extends z.ZodType>(item: T, what = "entry") =>
  z.array(item, { error: `expected a list` }).min(1, { error: `expected at least one ${what}` });
const texts = list(text, "text");
const url = z.url({ error: "expected an absolute address (https://…)" });
const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `expected one of ${values.map((v) => `"${v}"`).join(", ")}` });
const int = z.number({ error: "expected a number" }).int({ error: "expected a whole number" });

const siteSchema = z.object({
  ownerName: text,
  firstName: text,
  productName: text,
  productSlug: z.string({ error: TEXT }).regex(/^[a-z0-9][a-z0-9-]*$/, { error: "expected lowercase letters, digits and dashes (it names storage keys)" }),
  role: text,
  tagline: text,
  bio: texts,
  email: z.email({ error: "expected an e-mail address" }),
  phone: text,
  city: text,
  country: text,
  location: text,
  countryCode: z.string({ error: TEXT }).regex(/^[A-Z]{2}$/, { error: 'expected a two-letter ISO country code ("SE")' }),
  availability: text,
  github: url,
  linkedin: url,
  marketplaceUrl: url,
  marketplaceName: text,
  siteUrl: url,
  copyrightYear: int,
  formEndpoint: text,
});

const contact = z.union(
  [
    z.object({ type: z.literal("work"), email: z.email({ error: "expected an e-mail address" }), phone: text }),
    z.object({ type: z.literal("marketplace"), url, label: text }),
  ],
  { error: 'expected { type: "work", email, phone } or { type: "marketplace", url, label }' },
);

const servicesExports = {
  services: list(
    z.object({
      icon: oneOf(["train", "calculator", "brain", "bot", "message"]),
      title: text,
      description: text,
      features: texts,
      contact,
    }),
    "service",
  ),
  processSteps: list(z.object({ step: int, title: text, description: text, duration: text }), "step"),
  testimonials: list(
    z.object({ name: text, role: text, content: text, tech: text, lang: oneOf(["en", "sv"]).optional() }),
    "testimonial",
  ),
};

const journeyExports = {
  journey: list(
    z.object({
      year: text,
      title: text,
      company: text,
      location: text,
      description: text,
      tech: texts,
      achievements: texts,
      type: oneOf(["work", "freelance", "education"]),
    }),
  ),
};

const skillsExports = { skillCategories: list(z.object({ name: text, skills: texts }), "category") };

const homeExports = {
  taglines: texts,
  skillChips: texts,
  featureCards: list(
    z.object({ icon: oneOf(["optimization", "reinforcement", "genai"]), title: text, description: text, tags: texts }),
    "card",
  ),
  terminalCommands: list(z.object({ name: text, description: text }), "command"),
  availability: z.object({ note: text }),
};

const contactExports = {
  quickConnect: list(z.object({ icon: oneOf(["email", "github", "linkedin", "location"]), label: text, value: text })),
  availability: z.object({ status: text, text, badges: texts }),
  responseTimes: list(z.object({ label: text, time: text })),
};

const pageText = z.object({ title: text, description: text, heading: text, intro: text });
const pageTextsExports = {
  pageTexts: z.object(Object.fromEntries(pages.map((p) => [p.path, pageText])) as Record<string, typeof pageText>),
};

export const CONTENT_CHECKS: ContentCheck[] = [
  { file: "app/content/site.ts", load: () => import("../../app/content/site"), exports: { site: siteSchema } },
  { file: "app/content/sv/site.ts", load: () => import("../../app/content/sv/site"), exports: { site: siteSchema } },
  { file: "app/content/services.ts", load: () => import("../../app/content/services"), exports: servicesExports },
  { file: "app/content/sv/services.ts", load: () => import("../../app/content/sv/services"), exports: servicesExports },
  { file: "app/content/journey.ts", load: () => import("../../app/content/journey"), exports: journeyExports },
  { file: "app/content/sv/journey.ts", load: () => import("../../app/content/sv/journey"), exports: journeyExports },
  { file: "app/content/skills.ts", load: () => import("../../app/content/skills"), exports: skillsExports },
  { file: "app/content/sv/skills.ts", load: () => import("../../app/content/sv/skills"), exports: skillsExports },
  { file: "app/content/home.ts", load: () => import("../../app/content/home"), exports: homeExports },
  { file: "app/content/sv/home.ts", load: () => import("../../app/content/sv/home"), exports: homeExports },
  { file: "app/content/contact.ts", load: () => import("../../app/content/contact"), exports: contactExports },
  { file: "app/content/sv/contact.ts", load: () => import("../../app/content/sv/contact"), exports: contactExports },
  { file: "app/content/en/page-texts.ts", load: () => import("../../app/content/en/page-texts"), exports: pageTextsExports },
  { file: "app/content/sv/pages.ts", load: () => import("../../app/content/sv/pages"), exports: pageTextsExports },
];

/**
 * Where a problem is: `services[2]: title`, or `services[2] ("Machine Learning Systems"):
 * features[1]` when the entry still has a title or name to know it by.
 */
function where(name: string, path: readonly PropertyKey[], value: unknown): string {
  const parts = path.map((key) => (typeof key === "number" ? `[${key}]` : `.${String(key)}`));
  let node = value;
  let entryEnd = -1;
  let label: string | undefined;
  path.forEach((key, i) => {
    node = node !== null && typeof node === "object" ? (node as Record<PropertyKey, unknown>)[key] : undefined;
    if (typeof key === "number" && i < path.length - 1 && node !== null && typeof node === "object") {
      entryEnd = i;
      const own = node as Record<string, unknown>;
      label = [own.title, own.name, own.label].find((v): v is string => typeof v === "string" && v.trim() !== "");
    }
  });
  if (entryEnd === -1) return name + parts.join("");
  const field = parts.slice(entryEnd + 1).join("").replace(/^\./, "");
  return `${name}${parts.slice(0, entryEnd + 1).join("")}${label ? ` ("${label}")` : ""}: ${field}`;
}

/** Every problem of one module, one line each. */
export function problemsOf(check: Pick<ContentCheck, "file" | "exports">, module: Record<string, unknown>): string[] {
  const problems: string[] = [];
  for (const [name, schema] of Object.entries(check.exports)) {
    if (!(name in module)) {
      problems.push(`${check.file}: ${name}: missing; the file must export it`);
      continue;
    }
    const result = schema.safeParse(module[name]);
    if (result.success) continue;
    for (const issue of result.error.issues) {
      problems.push(`${check.file}: ${where(name, issue.path, module[name])}: ${issue.message}`);
    }
  }
  return problems;
}

/** A message that starts with the content file it is about: `content/projects/x.md: …`, `x.md:12: …`. */
const NAMES_A_FILE = /^([^\s:]+\.(?:md|json|ya?ml))(:\d+)?: /;

/**
 * The problems in an error thrown by another file's loader (a project's, which the page texts
 * import to count the projects), one line each, or undefined when it names no content file. Its
 * front matter's fields are one problem each: `content/projects/x.md: field "category": expected
 * one of …`.
 */
export function problemsOfContentError(message: string): string[] | undefined {
  const named = NAMES_A_FILE.exec(message);
  if (!named) return undefined;
  const [head = "", ...rest] = message.split("\n");
  const fields = rest.map((line) => line.trim()).filter((line) => line.startsWith("field "));
  if (/: invalid front matter$/.test(head) && fields.length > 0) return fields.map((field) => `${named[1]}${named[2] ?? ""}: ${field}`);
  return [message.replace(/\n\s*/g, " ")];
}

/**
 * Runs every check (or the ones given); a module that fails to load is one problem, blamed on
 * the file its error names: a misspelled category in a project is the project's problem, once,
 * not the page texts' (which import the projects) in each language.
 */
export async function checkContent(checks: readonly ContentCheck[] = CONTENT_CHECKS): Promise<string[]> {
  const problems: string[] = [];
  for (const check of checks) {
    let module: Record<string, unknown>;
    try {
      module = await check.load();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const own = problemsOfContentError(message);
      if (own) problems.push(...own.filter((p) => !problems.includes(p)));
      else problems.push(`${check.file}: could not be loaded: ${message.split("\n")[0]}`);
      continue;
    }
    problems.push(...problemsOf(check, module));
  }
  return problems;
}
