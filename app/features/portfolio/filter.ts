import { type Project, type ProjectCategory, type ProjectStatus, projectCategories } from "~/lib/content/project";
import type { Tone } from "~/components/badge";

/** "All" or a category. */
export type ProjectFilter = "All" | ProjectCategory;

/**
 * The Portfolio's chips: All, then each category that has a project, in the owner's order
 * (`projectCategories`), then any other in the order of the projects. A category without a
 * project has no chip (no "Railway 0").
 */
export function projectFilters(projects: readonly Pick<Project, "category">[], order: readonly string[] = projectCategories): ProjectFilter[] {
  const present = [...new Set(projects.map((p) => p.category))];
  return ["All", ...order.filter((c) => present.includes(c)), ...present.filter((c) => !order.includes(c))];
}

/** Projects of the chosen category, compared exactly; "All" keeps every project in order. */
export function filterProjects(projects: readonly Project[], filter: ProjectFilter): readonly Project[] {
  return filter === "All" ? projects : projects.filter((p) => p.category === filter);
}

/** The filter a link asks for with `?category=Railway`: one of `filters`; anything else is ignored. */
export function filterFromSearch(search: string, filters: readonly ProjectFilter[]): ProjectFilter | null {
  const value = new URLSearchParams(search).get("category");
  return filters.find((f) => f === value) ?? null;
}

export function countByFilter(projects: readonly Project[], filters: readonly ProjectFilter[]): Record<ProjectFilter, number> {
  return Object.fromEntries(filters.map((f) => [f, filterProjects(projects, f).length]));
}

/** Badge colour per status (spec section 4): statuses without a colour stay neutral. */
export function statusTone(status: ProjectStatus): Tone {
  switch (status) {
    case "Production":
      return "success";
    case "Active":
      return "info";
    case "Beta":
      return "warning";
    case "Research":
      return "purple";
    default:
      return "neutral";
  }
}
