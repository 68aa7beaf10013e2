/**
 * Reads the owner's data (content/<name>.yaml and content/<name>.sv.yaml, declared in
 * collections.ts) in Node: at build time, in tests and in the browser tests. Each language's
 * file joins the English one, `{placeholders}` take the site's values, the schema checks the
 * result, and what pages need beside it (the site's location, a service's contact) is derived
 * here. A problem is one line naming the file, its line and the field.
 *
 * The browser never runs this: the build compiles en.ts and sv.ts to their values
 * (scripts/build/content-modules.ts).
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { LineCounter, isNode, parseDocument } from "yaml";
import type { Locale } from "../i18n/locale";
import { siteUrlOrThrow } from "../site-url";
import {
  type BlogTopic,
  type CapacityData,
  type ContactData,
  type CvData,
  DATA_COLLECTIONS,
  type DataName,
  type HomeData,
  type PageText,
  type PagePath,
  type ServicesData,
  type SiteData,
  type SkillCategory,
  type JourneyEntry,
} from "./collections";
import { z } from "zod";
import { parseFrontMatter } from "./front-matter";
import { type Path, type Problem, fillPlaceholders, mapStrings, overlay, swedishSpaces } from "./overlay";

/** Where the owner's content is. `CONTENT_DIR` points the tests at a folder of their own. */
export const CONTENT_DIR = process.env.CONTENT_DIR ? resolve(process.env.CONTENT_DIR) : join(process.cwd(), "content");

/** Every problem of the owner's content, one line each; thrown by a loader that meets one. */
export class ContentError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join("\n"));
    this.name = "ContentError";
  }
}

interface YamlFile {
  file: string;
  value: unknown;
  lineOf: (path: Path) => number | undefined;
}

function readYaml(path: string, problems: string[]): YamlFile | undefined {
  const file = relative(process.cwd(), path);
  if (!existsSync(path)) {
    problems.push(`${file}: missing: each collection is <name>.yaml, with its Swedish text in <name>.sv.yaml`);
    return undefined;
  }
  const lineCounter = new LineCounter();
  const doc = parseDocument(readFileSync(path, "utf8"), { lineCounter, prettyErrors: false });
  if (doc.errors.length > 0) {
    for (const error of doc.errors) {
      const line = lineCounter.linePos(error.pos[0]).line;
      problems.push(`${file}:${line}: ${error.message.split("\n")[0]}`);
    }
    return undefined;
  }
  const lineOf = (path: Path): number | undefined => {
    for (let n = path.length; n >= 0; n--) {
      const node = doc.getIn(path.slice(0, n), true);
      if (isNode(node) && node.range) return lineCounter.linePos(node.range[0]).line;
    }
    return undefined;
  };
  return { file, value: doc.toJS(), lineOf };
}

const where = (path: Path) => path.map((k) => (typeof k === "number" ? `[${k}]` : `.${k}`)).join("").replace(/^\./, "");

function describe(yaml: YamlFile, path: Path, message: string): string {
  const line = yaml.lineOf(path);
  return `${yaml.file}${line ? `:${line}` : ""}: ${path.length > 0 ? `${where(path)}: ` : ""}${message}`;
}

/** Whether a path is one the language's own file writes. */
function perLanguage(name: DataName, path: Path): boolean {
  return DATA_COLLECTIONS[name].perLanguage.some((pattern) => {
    const parts = pattern.replace(/\?$/, "").split(".");
    return parts.every((p, i) => i >= path.length || p === "*" || p === String(path[i]));
  });
}

/** One collection in one language: joined, filled and checked, or its problems. */
function readCollection(dir: string, name: DataName, locale: Locale, values: Record<string, string> | undefined): { value: unknown; problems: string[] } {
  const problems: string[] = [];
  const base = readYaml(join(dir, `${name}.yaml`), problems);
  const own = locale !== "en" && DATA_COLLECTIONS[name].perLanguage.length > 0;
  const top = own ? readYaml(join(dir, `${name}.${locale}.yaml`), problems) : undefined;
  if (!base || (own && !top)) return { value: undefined, problems };

  const { perLanguage: patterns, schema } = DATA_COLLECTIONS[name];
  const fileOf = (p: Problem) => (p.in === "overlay" || (top && perLanguage(name, p.path)) ? top! : base);
  let value = base.value;
  if (top) {
    const joined = overlay(base.value, top.value ?? {}, patterns);
    problems.push(...joined.problems.map((p) => describe(fileOf(p), p.path, p.message)));
    value = joined.value;
    if (name === "services") value = keepQuotesAsSaid(value, top.value, locale);
  }
  // Without a site (its own problems are reported) the placeholders cannot be filled or judged.
  const fillWith = name === "site" ? siteValues(value as SiteData) : values;
  if (fillWith) {
    const filled = fillPlaceholders(value, fillWith);
    problems.push(...filled.problems.map((p) => describe(fileOf(p), p.path, p.message)));
    value = filled.value;
  }
  if (locale === "sv") value = mapStrings(value, swedishSpaces);

  const result = schema.safeParse(value);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const path = issue.path as Path;
      problems.push(describe(fileOf({ path, message: "", in: "base" }), path, issue.message));
    }
  }
  return { value: result.success ? result.data : undefined, problems };
}

/** A testimonial the Swedish file gives no quote for keeps the English one, marked as English. */
function keepQuotesAsSaid(value: unknown, top: unknown, locale: Locale): unknown {
  const services = value as { testimonials?: { content?: string }[] };
  const own = (top as { testimonials?: { content?: string }[] } | null)?.testimonials;
  if (!Array.isArray(services?.testimonials)) return value;
  return {
    ...services,
    testimonials: services.testimonials.map((t, i) => (own?.[i]?.content === undefined && locale !== "en" ? { ...t, lang: "en" } : t)),
  };
}

/** The values `{placeholders}` may name: the site's texts, and where the owner is. */
function siteValues(site: Partial<SiteData>): Record<string, string> {
  const values = Object.fromEntries(Object.entries(site).filter((e): e is [string, string] => typeof e[1] === "string"));
  return { ...values, location: `${site.city}, ${site.country}` };
}

/** How many projects content/projects holds (one file each, its Swedish twin beside it). */
function projectCount(content: string): number {
  const dir = join(content, "projects");
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".md") && !f.endsWith(".sv.md")).length : 0;
}

/**
 * The addresses of the published posts (their front matter's slug, status and language), so a
 * link the data names to a post that is gone is left out rather than broken.
 */
function publishedPostPaths(content: string): Set<string> {
  const dir = process.env.POSTS_DIR && content === CONTENT_DIR ? resolve(process.env.POSTS_DIR) : join(content, "posts");
  const paths = new Set<string>();
  if (!existsSync(dir)) return paths;
  const post = z.looseObject({ slug: z.string(), status: z.string(), lang: z.string().default("en") });
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".md"))) {
    try {
      const { data } = parseFrontMatter(file, readFileSync(join(dir, file), "utf8"), post);
      if (data.status === "Published") paths.add(`${data.lang === "en" ? "" : `/${data.lang}`}/blog/${data.slug}`);
    } catch {
      // A post's own mistakes are the post loader's to report (scripts/build/content-problems.ts).
    }
  }
  return paths;
}

const display = (url: string) => url.replace(/^https?:\/\/(www\.)?/, "");

function derive(locale: Locale, raw: Record<DataName, unknown>, posts: Set<string>) {
  const data = raw as {
    site: SiteData;
    services: ServicesData;
    journey: { journey: JourneyEntry[] };
    skills: { skillCategories: SkillCategory[] };
    home: HomeData;
    contact: ContactData;
    capacity: CapacityData;
    cv: CvData;
    pages: Record<PagePath, PageText>;
    filters: { projectCategories: string[]; blogTopics: BlogTopic[] };
  };
  const { site: own, services, home, contact, capacity } = data;
  const site = {
    ...own,
    location: `${own.city}, ${own.country}`,
    siteUrl: siteUrlOrThrow(process.env.SITE_URL, own.siteUrl),
    /** Where both forms post: VITE_FORM_ENDPOINT at build time, else `npm start`'s inbox. */
    formEndpoint: process.env.VITE_FORM_ENDPOINT || "/api/forms",
  };
  const contactOf = (kind: "work" | "marketplace") =>
    kind === "work"
      ? ({ type: "work", email: site.email, phone: site.phone } as const)
      : ({ type: "marketplace", url: site.marketplaceUrl, label: services.marketplaceLabel } as const);
  return {
    locale,
    site,
    services: services.services.map((s) => ({ ...s, contact: contactOf(s.contact) })),
    processSteps: services.processSteps,
    testimonials: services.testimonials,
    journey: data.journey.journey,
    skillCategories: data.skills.skillCategories,
    taglines: home.taglines,
    skillChips: home.skillChips,
    featureCards: home.featureCards,
    homeSections: home.homeSections,
    terminalCommands: home.terminal.commands,
    terminalWelcome: home.terminal.welcome,
    terminalSequences: home.terminal.sequences,
    /** The shell prompt is a user name and a host, not prose. */
    terminalPrompt: `guest@${site.productSlug}:~$`,
    simulationStations: home.simulationStations,
    homeAvailability: home.availability,
    heroGraph: home.heroGraph,
    quickConnect: [
      { icon: "email", label: contact.quickConnect.email, value: site.email, href: `mailto:${site.email}`, external: true },
      { icon: "github", label: contact.quickConnect.github, value: display(site.github), href: site.github, external: true },
      { icon: "linkedin", label: contact.quickConnect.linkedin, value: display(site.linkedin), href: site.linkedin, external: true },
      { icon: "location", label: contact.quickConnect.location, value: site.location },
    ] as QuickConnectItem[],
    contactAvailability: { status: site.availability, ...contact.availability },
    responseTimes: contact.responseTimes,
    capacityLine: capacity.line,
    capacityTrainTypes: capacity.trainTypes,
    recommendedOccupancy: capacity.recommendedOccupancy,
    // An article that names no published post (deleted, or still a draft) is left out.
    capacityLab: { ...capacity.lab, article: capacity.lab.article && posts.has(capacity.lab.article.href) ? capacity.lab.article : undefined },
    cv: { path: "/cv.pdf", ...data.cv },
    pageTexts: data.pages,
    projectCategories: data.filters.projectCategories,
    blogTopics: data.filters.blogTopics,
  };
}

export type QuickConnectIcon = "email" | "github" | "linkedin" | "location";
export interface QuickConnectItem {
  icon: QuickConnectIcon;
  label: string;
  value: string;
  /** Absent for plain facts such as the location. */
  href?: string;
  /** Opens in a new tab. */
  external?: boolean;
}

export type OwnerData = ReturnType<typeof derive>;
export type Site = OwnerData["site"];
export type Service = OwnerData["services"][number];
export type ServiceContact = Service["contact"];

/** Every collection of one language, or its problems. */
function readAll(locale: Locale, dir: string): { data?: OwnerData; problems: string[] } {
  const problems: string[] = [];
  const site = readCollection(dir, "site", locale, undefined);
  problems.push(...site.problems);
  const values = site.value ? { ...siteValues(site.value as SiteData), projectCount: String(projectCount(dir)) } : undefined;
  const raw = { site: site.value } as Record<DataName, unknown>;
  // The capacity lab's line first: the other files may name it as {line}, so a sentence about
  // the sample line follows when the owner puts their own in capacity.yaml. Without it (its own
  // problems are reported), as without a site, the placeholders are not judged.
  const capacity = readCollection(dir, "capacity", locale, values);
  problems.push(...capacity.problems);
  raw.capacity = capacity.value;
  const line = (capacity.value as CapacityData | undefined)?.line.name;
  const withLine = values && line !== undefined ? { ...values, line } : undefined;
  for (const name of Object.keys(DATA_COLLECTIONS) as DataName[]) {
    if (name === "site" || name === "capacity") continue;
    const read = readCollection(dir, name, locale, withLine);
    problems.push(...read.problems);
    raw[name] = read.value;
  }
  return problems.length > 0 ? { problems } : { data: derive(locale, raw, publishedPostPaths(dir)), problems };
}

const cache = new Map<Locale, OwnerData>();

/** The owner's data in one language; throws a ContentError listing every problem. */
export function loadOwnerData(locale: Locale, dir = CONTENT_DIR): OwnerData {
  const cached = dir === CONTENT_DIR ? cache.get(locale) : undefined;
  if (cached) return cached;
  const { data, problems } = readAll(locale, dir);
  if (!data) throw new ContentError([...new Set(problems)]);
  if (dir === CONTENT_DIR) cache.set(locale, data);
  return data;
}

/** Every problem of the owner's data in every language, one line each (the build's check). */
export function ownerDataProblems(locales: readonly Locale[], dir = CONTENT_DIR): string[] {
  return [...new Set(locales.flatMap((locale) => readAll(locale, dir).problems))];
}
