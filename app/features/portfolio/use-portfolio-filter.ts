import { useMemo, useState } from "react";
import type { Project } from "~/content/projects";
import { countByFilter, filterProjects, type ProjectFilter } from "./filter";

/** The selected category (All at first) and the projects it shows. */
export function usePortfolioFilter(projects: readonly Project[]) {
  const [filter, setFilter] = useState<ProjectFilter>("All");
  const visible = useMemo(() => filterProjects(projects, filter), [projects, filter]);
  const counts = useMemo(() => countByFilter(projects), [projects]);
  return { filter, setFilter, visible, counts };
}
