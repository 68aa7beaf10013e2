/**
 * Portfolio project shapes. Projects are Markdown files in content/projects (one per project and
 * language), read and validated at build time by projects.server.ts; pages and widgets receive
 * these objects through loaders and build-time virtual modules, never the files.
 */
// Relative import: the build scripts read this module outside the app's aliases.
import { type Locale, localePrefix } from "../i18n/locale";

/** "Beta" is styled on the Portfolio page but no project uses it yet. */
export const PROJECT_STATUSES = ["Production", "Active", "Research", "Completed", "Beta"] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** The owner's categories (content/filters.yaml): the ones a project may have, in the chips' order. */
export { projectCategories } from "./filters";

/** A project's category: one of `projectCategories` when the owner lists them, else any name. */
export type ProjectCategory = string;

/** A project as its card shows it (spec section 3), plus the address of its case study if any. */
export interface Project {
  id: number;
  /** The file name's stem, and the case study's address segment: /portfolio/<slug>. */
  slug: string;
  title: string;
  description: string;
  /** An emoji shown as the card's picture. */
  image: string;
  tech: readonly string[];
  status: ProjectStatus;
  results: readonly string[];
  github: string;
  demo?: string;
  category: ProjectCategory;
  /** True when the project has a case study (a body under its front matter), so a page. */
  caseStudy?: boolean;
}

/** Enough to link to a case study. */
export interface CaseStudyLink {
  slug: string;
  title: string;
}

/** A case study as its page receives it. */
export interface CaseStudy extends Project {
  lang: Locale;
  /** The page's meta description: the front matter's `summary`, else the card's description. */
  summary: string;
  /** Sanitised HTML of the body. */
  html: string;
  /** The lab's address with this project's line in it (`/lab#v1.…`), when the file names one. */
  labHref?: string;
}

/** What a case-study page's loader returns. */
export interface CaseStudyPageData {
  study: CaseStudy;
  previous: CaseStudyLink | null;
  next: CaseStudyLink | null;
  /** The page's address in each language (a case study always has its twin). */
  alternates: Partial<Record<Locale, string>>;
}

/** A case study's page: /portfolio/<slug>, the Swedish twin /sv/portfolio/<slug>. */
export function caseStudyPath(slug: string, locale: Locale = "en"): string {
  return `${localePrefix(locale)}/portfolio/${slug}`;
}

/** A case study's 1200×630 share card, drawn at build time by scripts/build/share-images.ts. */
export function caseStudyShareImagePath(slug: string, locale: Locale = "en"): string {
  return `/og/${locale === "en" ? "" : `${locale}/`}portfolio/${slug}.png`;
}
