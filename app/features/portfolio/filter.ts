import type { Project, ProjectCategory, ProjectStatus } from "~/lib/content/project";
import type { Tone } from "~/components/badge";

export type ProjectFilter = "All" | ProjectCategory;

export const PROJECT_FILTERS: readonly ProjectFilter[] = ["All", "Railway", "AI/ML", "Optimization"];

/** Projects of the chosen category, compared exactly; "All" keeps every project in order. */
export function filterProjects(projects: readonly Project[], filter: ProjectFilter): readonly Project[] {
  return filter === "All" ? projects : projects.filter((p) => p.category === filter);
}

/** The filter a link asks for with `?category=Railway`; anything unknown is ignored. */
export function filterFromSearch(search: string): ProjectFilter | null {
  const value = new URLSearchParams(search).get("category");
  return PROJECT_FILTERS.find((f) => f === value) ?? null;
}

export function countByFilter(projects: readonly Project[]): Record<ProjectFilter, number> {
  return Object.fromEntries(PROJECT_FILTERS.map((f) => [f, filterProjects(projects, f).length])) as Record<
    ProjectFilter,
    number
  >;
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
