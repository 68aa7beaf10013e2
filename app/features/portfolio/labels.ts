import type { ProjectStatus } from "~/lib/content/project";
import type { Message, translate } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import type { ProjectFilter } from "./filter";

/**
 * What the page shows for the content's filter keys: categories and statuses stay the values
 * written in the content (filters and `?category=` links compare them), and each
 * language names them in its own catalogue (messages/portfolio).
 */
export const filterLabel: Partial<Record<ProjectFilter, Message<Record<string, never>>>> = {
  All: m.portfolio_filter_all,
  Railway: m.portfolio_category_railway,
  "AI/ML": m.portfolio_category_ai_ml,
  Optimization: m.portfolio_category_optimization,
};

/**
 * A chip's or badge's name in the page's language: the catalogue's word for the sample
 * categories, else the owner's category as written.
 */
export function filterName(filter: ProjectFilter, t: ReturnType<typeof translate>): string {
  const message = filterLabel[filter];
  return message ? t(message) : filter;
}

export const statusLabel: Record<ProjectStatus, Message<Record<string, never>>> = {
  Production: m.portfolio_status_production,
  Active: m.portfolio_status_active,
  Research: m.portfolio_status_research,
  Completed: m.portfolio_status_completed,
  Beta: m.portfolio_status_beta,
};
