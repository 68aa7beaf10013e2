/**
 * Portfolio project shapes. Projects are Markdown files in content/projects (one per project and
 * language), read and validated at build time by projects.server.ts; pages and widgets receive
 * these objects through loaders and build-time virtual modules, never the files.
 */
// Relative import: the build scripts read this module outside the app's aliases.
import { type Locale, localePrefix } from "../i18n/locale";

import type { ProjectFrontMatter } from "./collections";
import type { BodyPart } from "./body";
import type { ProjectStatus } from "./project-statuses";

export { PROJECT_STATUSES, type ProjectStatus } from "./project-statuses";

/** The owner's categories (content/filters.yaml): the ones a project may have, in the chips' order. */
export { projectCategories } from "./filters";

/** A project's category: one of `projectCategories` when the owner lists them, else any name. */
export type ProjectCategory = string;

/**
 * A project as its card shows it (spec section 3): its front matter (collections.ts) without what
 * only the build reads, plus whether it has a case study (a body under its front matter, so a page).
 */
export type Project = Omit<ProjectFrontMatter, "summary" | "shareImage" | "lab" | "tech" | "results" | "status"> & {
  tech: readonly string[];
  results: readonly string[];
  status: ProjectStatus;
  caseStudy?: boolean;
};

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
  /** The body: sanitised HTML, and the live figures between it. */
  body: BodyPart[];
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
