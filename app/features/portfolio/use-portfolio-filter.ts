import { useEffect, useMemo, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { Project } from "~/lib/content/project";
import { countByFilter, filterFromSearch, filterProjects, type ProjectFilter, projectFilters } from "./filter";

/**
 * The selected category (All at first) and the projects it shows. A link such as
 * `/portfolio?category=Railway#project-3` (the command palette's) selects the category and
 * scrolls to the card; the URL is read after hydration, so the prerendered HTML still matches.
 */
export function usePortfolioFilter(projects: readonly Project[]) {
  const [filter, setFilter] = useState<ProjectFilter>("All");
  const { search, hash, key } = useLocation();
  const visible = useMemo(() => filterProjects(projects, filter), [projects, filter]);
  const filters = useMemo(() => projectFilters(projects), [projects]);
  const counts = useMemo(() => countByFilter(projects, filters), [projects, filters]);
  const scrolledFor = useRef<string | null>(null);

  useEffect(() => {
    const asked = filterFromSearch(search, filters);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL is only known after hydration
    if (asked) setFilter(asked);
  }, [search, key, filters]);

  // Once per navigation, after the asked filter has re-rendered the grid, so the card is
  // where it will stay; choosing another category later does not scroll again.
  useEffect(() => {
    if (!hash || scrolledFor.current === key) return;
    const asked = filterFromSearch(search, filters);
    if (asked && asked !== filter) return;
    scrolledFor.current = key;
    const card = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!card) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    card.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "center" });
  }, [hash, key, search, filter, filters]);

  return { filter, setFilter, filters, visible, counts };
}
