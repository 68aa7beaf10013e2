import * as enCv from "../../../app/lib/content/cv";
import * as enJourney from "../../../app/lib/content/journey";
import type { JourneyEntry } from "../../../app/lib/content/journey";
import type { Project } from "../../../app/lib/content/project";
import { loadProjectsSync, projectCard } from "../../../app/lib/content/projects.server";
import * as enServices from "../../../app/lib/content/services";
import * as enSite from "../../../app/lib/content/site";
import * as enSkills from "../../../app/lib/content/skills";
import type { SkillCategory } from "../../../app/lib/content/skills";
import * as svCv from "../../../app/lib/content/sv/cv";
import * as svJourney from "../../../app/lib/content/sv/journey";
import * as svServices from "../../../app/lib/content/sv/services";
import * as svSite from "../../../app/lib/content/sv/site";
import * as svSkills from "../../../app/lib/content/sv/skills";
import { type Locale, localizePath } from "../../../app/lib/i18n/locale";
import { type CvLabels, cvLabels } from "./cv-labels";

/** Each language's content modules (app/lib/content and its twins in app/lib/content/sv). */
const CONTENT = {
  en: {
    cv: enCv.cv,
    journey: enJourney.journey,
    services: enServices.services,
    site: enSite.site,
    skills: enSkills.skillCategories,
  },
  sv: {
    cv: svCv.cv,
    journey: svJourney.journey,
    services: svServices.services,
    site: svSite.site,
    skills: svSkills.skillCategories,
  },
} as const satisfies Record<Locale, unknown>;

/** Where each language's CV is published: /cv.pdf, /sv/cv.pdf. */
export function cvPath(locale: Locale): string {
  return localizePath(CONTENT[locale].cv.path, locale);
}

/** Everything the CV shows, gathered from the site's content modules. */
export interface CvContent {
  /** The CV's language: its headings, the PDF's language tag. */
  locale: Locale;
  labels: CvLabels;
  name: string;
  role: string;
  location: string;
  availability: string;
  email: string;
  phone: string;
  siteUrl: string;
  github: string;
  linkedin: string;
  profile: string;
  journey: readonly JourneyEntry[];
  skills: readonly SkillCategory[];
  projects: readonly Project[];
  services: readonly { title: string; summary: string }[];
  /** Printed in the footer and the PDF metadata. */
  productName: string;
}

/** A service description's first sentence, cut at a comma when long: one line on the CV. */
export function serviceSummary(description: string, max = 100): string {
  const sentence = description.split(/[:;.](\s|$)/)[0]!.trim();
  if (sentence.length <= max) return sentence;
  const comma = sentence.lastIndexOf(",", max);
  return comma > 0 ? sentence.slice(0, comma) : `${sentence.slice(0, max - 1).replace(/\s+\S*$/, "")}…`;
}

export { CV_DEFAULT_PROJECTS, CV_MAX_PROJECTS, selectProjects } from "./select-projects";
import { selectProjects } from "./select-projects";

/** Where each language's CV settings are, for the owner's messages. */

export function cvContent(locale: Locale = "en"): CvContent {
  const { cv, journey, services, site, skills } = CONTENT[locale];
  const selected = selectProjects(loadProjectsSync(locale).map(projectCard), cv.projectIds ?? [], "content/cv.yaml");
  // A warning, once per build (the build prints a line both languages print once).
  for (const problem of selected.problems) console.warn(`CV: ${problem}`);
  return {
    locale,
    labels: cvLabels(locale),
    name: site.ownerName,
    role: site.role,
    location: site.location,
    availability: site.availability,
    email: site.email,
    phone: site.phone,
    // The site's home page in the CV's language: a Swedish reader lands on the Swedish site.
    siteUrl: `${site.siteUrl}${localizePath("/", locale).replace(/^\/$/, "")}`,
    github: site.github,
    linkedin: site.linkedin,
    profile: cv.profile,
    journey,
    skills,
    projects: selected.projects,
    services: services.map((s) => ({ title: s.title, summary: serviceSummary(s.description) })),
    productName: site.productName,
  };
}
