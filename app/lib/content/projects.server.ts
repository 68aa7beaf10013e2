/**
 * Reads the portfolio projects (content/projects/<slug>.md in English, <slug>.sv.md in Swedish) at
 * build time: validates the front matter, checks each project against its twin in the other
 * language, and renders a case study's body (the Markdown under the front matter, if any) through
 * the posts' pipeline. Any mistake stops the build with the file and field that are wrong.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { z } from "zod";
import { projectSchema as baseProjectSchema } from "./collections";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../i18n/locale";
import type { Scenario } from "../capacity/scenario";
import type { BodyPart } from "./body";
import { validateScenario } from "../capacity/validate";
import { issueSentence, jsonProblem } from "./lab-block.server";
import { renderPost } from "./markdown.server";
import { parseFrontMatter } from "./front-matter";
import { site } from "./site";
import { type CaseStudyLink, type Project, caseStudyPath, projectCategories } from "./project";

/** `PROJECTS_DIR` points the build at another folder (tests' fixtures); the site's is content/projects. */
export const PROJECTS_DIR = process.env.PROJECTS_DIR ? resolve(process.env.PROJECTS_DIR) : join(process.cwd(), "content", "projects");

const text = z.string({ error: "expected a line of text" }).trim().min(1, "must not be empty");

/** A project's category: one of the owner's (`projectCategories`, content/filters.yaml) when they list them, naming them; else any name. */
export function categorySchema(categories: readonly string[]) {
  if (categories.length === 0) return text;
  const error = `expected one of ${categories.join(", ")}`;
  return z.string({ error }).refine((c) => categories.includes(c), { error });
}

/** The registry's project schema (collections.ts), with the owner's categories and the repository's address. */
export const projectSchema = baseProjectSchema.extend({
  category: categorySchema(projectCategories),
  github: baseProjectSchema.shape.github.transform((v) => (v.includes("/") ? v : `${site.github}/${v}`)),
});

/** A project as read from its file; the page-facing shapes are in project.ts. */
export interface LoadedProject extends Project {
  lang: Locale;
  /** The file, relative to the working folder, for error messages. */
  file: string;
  summary: string;
  shareImage?: string;
  /** The case study's line, checked by the lab's own validation when the file is read. */
  labScenario?: Scenario;
  /** The case study's body (HTML, live figures); absent when the file has no body. */
  body?: BodyPart[];
}

const LANG_NAMES: Record<Locale, string> = { en: "English", sv: "Swedish" };

/** `<slug>.md` is English, `<slug>.<locale>.md` another language's twin. */
export function fileLanguage(name: string): { slug: string; lang: Locale } | { error: string } {
  const match = /^([^.]+)(?:\.([a-z]{2}))?\.md$/.exec(name);
  if (!match) return { error: `name a project file <slug>.md (English) or <slug>.${LOCALES.filter((l) => l !== DEFAULT_LOCALE).join("|")}.md` };
  const lang = (match[2] ?? DEFAULT_LOCALE) as Locale;
  if (!LOCALES.includes(lang) || (match[2] !== undefined && lang === DEFAULT_LOCALE)) {
    return { error: `".${match[2]}" is not one of the site's other languages (${LOCALES.filter((l) => l !== DEFAULT_LOCALE).join(", ")})` };
  }
  return { slug: match[1]!, lang };
}

/** Parses one project file; `file` names it in error messages. */
export function parseProject(file: string, source: string, lang: Locale): LoadedProject {
  const { data, body } = parseFrontMatter(file, source, projectSchema);
  const { summary, lab, ...fields } = data;
  const folder = dirname(resolve(file));
  const besideFile = (field: string, path: string) => {
    const found = resolve(folder, path);
    if (!existsSync(found)) throw new Error(`${file}: field "${field}": "${path}" was not found (looked for ${relative(process.cwd(), found)})`);
    return found;
  };
  if (fields.shareImage) besideFile("shareImage", fields.shareImage);
  let labScenario: Scenario | undefined;
  if (lab) {
    const labFile = besideFile("lab", lab);
    const json = readFileSync(labFile, "utf8");
    let parsed: unknown;
    try {
      parsed = JSON.parse(json);
    } catch (error) {
      const { line, problem } = jsonProblem(json, (error as Error).message);
      const where = `${relative(process.cwd(), labFile)}${line ? `:${line}` : ""}`;
      throw new Error(`${file}: field "lab": "${lab}" is not valid JSON (${where}): ${problem}`);
    }
    // The lab's own validation, as its import runs it: the page links this line into the lab.
    const checked = validateScenario(parsed);
    if (!checked.ok) throw new Error(`${file}: field "lab": ${lab}: ${checked.issues.map(issueSentence).join("; ")}`);
    labScenario = checked.value;
  }
  const project: LoadedProject = { ...fields, lang, file, summary: summary ?? fields.description, caseStudy: body.trim() !== "" };
  if (labScenario !== undefined) project.labScenario = labScenario;
  if (!project.caseStudy) return project;
  try {
    project.body = renderPost(body, { postFile: resolve(file), slug: fields.slug }, { lang }).body;
  } catch (error) {
    // "line N" of the body is line N + (the front matter's lines) of the file.
    const message = (error as Error).message;
    const line = /^line (\d+): ([\s\S]*)$/.exec(message);
    const offset = source.slice(0, source.length - body.length).split("\n").length - 1;
    throw new Error(line ? `${file}:${Number(line[1]) + offset}: ${line[2]}` : `${file}: ${message}`);
  }
  return project;
}

// The route table, the prerender list, every case-study page's loader, the palette's virtual
// module and postbuild each read the projects, several times in one process: parsed once per
// file text (as posts.server.ts does), on globalThis since one build loads this module as
// several instances.
const PARSED = Symbol.for("neural-code-portfolio.parsed-projects");
const parsed: Map<string, { source: string; project: LoadedProject }> = ((globalThis as Record<symbol, unknown>)[PARSED] ??= new Map()) as Map<
  string,
  { source: string; project: LoadedProject }
>;

/** The twin's fields that are the same project, not prose: they must agree. */
const SHARED_FIELDS = ["id", "image", "category", "status", "tech", "github", "demo", "caseStudy"] as const;

/**
 * Every project in every language, by id. Checks what no single file can: the file's name is its
 * slug, ids are unique in a language, and every project has its twin in each other language
 * (`<slug>.sv.md` beside `<slug>.md`) agreeing on id, picture, category, status, technologies,
 * repository, demo and whether it has a case study.
 */
export function loadAllProjectsSync(dir: string = PROJECTS_DIR): LoadedProject[] {
  const names = readdirSync(dir).filter((f) => f.endsWith(".md")).sort();
  const all: LoadedProject[] = [];
  for (const name of names) {
    const path = join(dir, name);
    const file = relative(process.cwd(), path) || path;
    const which = fileLanguage(name);
    if ("error" in which) throw new Error(`${file}: ${which.error}`);
    const source = readFileSync(path, "utf8");
    const hit = parsed.get(path);
    const project = hit?.source === source ? hit.project : parseProject(file, source, which.lang);
    parsed.set(path, { source, project });
    if (project.slug !== which.slug) throw new Error(`${file}: field "slug": "${project.slug}" differs from the file's name (${name}): a project's file is named after its slug`);
    all.push(project);
  }
  for (const lang of LOCALES) {
    const seen = new Map<number, string>();
    for (const p of all.filter((q) => q.lang === lang)) {
      const other = seen.get(p.id);
      if (other) throw new Error(`${p.file}: field "id": ${p.id} is already used by ${other}; give each project its own id`);
      seen.set(p.id, p.file);
    }
  }
  for (const p of all) {
    for (const lang of LOCALES.filter((l) => l !== p.lang)) {
      const twin = all.find((q) => q.lang === lang && q.slug === p.slug);
      const twinFile = join(relative(process.cwd(), dir) || dir, lang === DEFAULT_LOCALE ? `${p.slug}.md` : `${p.slug}.${lang}.md`);
      if (!twin) throw new Error(`${p.file}: the project has no ${LANG_NAMES[lang]} twin: add ${twinFile} (\`npm run new-project\` writes both)`);
      for (const field of SHARED_FIELDS) {
        if (JSON.stringify(p[field]) !== JSON.stringify(twin[field])) {
          const what = field === "caseStudy" ? `one has a case study (a body) and the other not` : `${JSON.stringify(p[field])} here, ${JSON.stringify(twin[field])} there`;
          throw new Error(`${p.file}: field "${field}" differs from its ${LANG_NAMES[lang]} twin ${twin.file} (${what}); a project's twins must agree on it`);
        }
      }
    }
  }
  return all.sort((a, b) => a.id - b.id || a.lang.localeCompare(b.lang));
}

/** The projects of one language, by id: what its Portfolio page, terminal, palette and CV show. */
export function loadProjectsSync(lang: Locale = DEFAULT_LOCALE, dir: string = PROJECTS_DIR): LoadedProject[] {
  return loadAllProjectsSync(dir).filter((p) => p.lang === lang);
}

/** A project as its card receives it: no body, nothing only the build needs. */
export function projectCard({ lang: _lang, file: _file, summary: _summary, shareImage: _share, labScenario: _lab, body: _body, caseStudy, ...card }: LoadedProject): Project {
  return caseStudy ? { ...card, caseStudy } : card;
}

/** The projects of `projects` that have a case study, by id. */
export function caseStudies<T extends Pick<Project, "caseStudy">>(projects: readonly T[]): T[] {
  return projects.filter((p) => p.caseStudy === true);
}

/** Every case study's page in `lang`: the prerender list and the sitemap. */
export function caseStudyPaths(lang: Locale = DEFAULT_LOCALE, dir: string = PROJECTS_DIR): string[] {
  return caseStudies(loadProjectsSync(lang, dir)).map((p) => caseStudyPath(p.slug, lang));
}

/** The case studies before and after one, by id; null at either end. */
export function caseStudyNeighbours(projects: readonly LoadedProject[], slug: string): { previous: CaseStudyLink | null; next: CaseStudyLink | null } {
  const studies = caseStudies(projects);
  const i = studies.findIndex((p) => p.slug === slug);
  const link = (p: LoadedProject | undefined) => (p ? { slug: p.slug, title: p.title } : null);
  return i === -1 ? { previous: null, next: null } : { previous: link(studies[i - 1]), next: link(studies[i + 1]) };
}
