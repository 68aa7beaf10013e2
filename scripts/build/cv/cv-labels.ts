import type { ProjectCategory, ProjectStatus } from "../../../app/lib/content/project";
import type { Locale } from "../../../app/lib/i18n/locale";
import enCv from "../../../messages/cv/en.json";
import svCv from "../../../messages/cv/sv.json";
import enPortfolio from "../../../messages/portfolio/en.json";
import svPortfolio from "../../../messages/portfolio/sv.json";

/** The CV's own words: its section headings and the names of the projects' categories and statuses. */
export interface CvLabels {
  profile: string;
  experience: string;
  projects: string;
  skills: string;
  services: string;
  /** The sample categories' names; an owner's own category is printed as written. */
  category: Partial<Record<ProjectCategory, string>>;
  status: Record<ProjectStatus, string>;
}

/**
 * The CV's words come from the site's message catalogues (messages/cv, messages/portfolio), the
 * same files as the download link's and the portfolio badges', read as JSON: the CV is rendered
 * while Vite's config loads, before Paraglide JS has compiled the catalogues into functions.
 * Typed by the English files, so a key missing from another language's file fails the type check.
 */
const CATALOGUES: Record<Locale, { cv: typeof enCv; portfolio: typeof enPortfolio }> = {
  en: { cv: enCv, portfolio: enPortfolio },
  sv: { cv: svCv, portfolio: svPortfolio },
};

export function cvLabels(locale: Locale): CvLabels {
  const { cv, portfolio } = CATALOGUES[locale];
  return {
    profile: cv.cv_pdf_profile,
    experience: cv.cv_pdf_experience,
    projects: cv.cv_pdf_projects,
    skills: cv.cv_pdf_skills,
    services: cv.cv_pdf_services,
    category: {
      Railway: portfolio.portfolio_category_railway,
      "AI/ML": portfolio.portfolio_category_ai_ml,
      Optimization: portfolio.portfolio_category_optimization,
    },
    status: {
      Production: portfolio.portfolio_status_production,
      Active: portfolio.portfolio_status_active,
      Research: portfolio.portfolio_status_research,
      Completed: portfolio.portfolio_status_completed,
      Beta: portfolio.portfolio_status_beta,
    },
  };
}
