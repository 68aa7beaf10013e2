import { ToggleChip } from "~/components/toggle-chip";
import type { Project } from "~/lib/content/project";
import { useT } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import { filterName } from "./labels";
import { ProjectCard } from "./project-card";
import { usePortfolioFilter } from "./use-portfolio-filter";

/** Filter chips, the live count and the card grid of the Portfolio page. */
export function PortfolioBrowser({ projects }: { projects: readonly Project[] }) {
  const { filter, setFilter, filters, visible, counts } = usePortfolioFilter(projects);
  const t = useT();
  return (
    <section aria-labelledby="projects-heading">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="projects-heading" className="font-mono text-xl font-semibold text-foreground">
            {t(m.portfolio_projects_heading)}
          </h2>
          <p aria-live="polite" className="mt-1 font-mono text-sm text-muted-foreground">
            <span className="text-syntax-number" data-testid="project-count">
              {visible.length}
            </span>{" "}
            {t(m.portfolio_count_unit, { count: visible.length })}
            {filter === "All" ? "" : ` ${t(m.portfolio_count_in, { category: filterName(filter, t) })}`}
          </p>
        </div>
        <div role="group" aria-label={t(m.portfolio_filter_group)} className="flex flex-wrap gap-2">
          {filters.map((f) => (
            <ToggleChip key={f} pressed={filter === f} onClick={() => setFilter(f)}>
              {filterName(f, t)}
              <span aria-hidden="true" className="text-xs opacity-80">
                {counts[f]}
              </span>
            </ToggleChip>
          ))}
        </div>
      </div>
      {/* Columns follow the pane's own width, so the sidebar at lg does not squeeze three cards in. */}
      <div className="@container">
        {visible.length === 0 && <p className="text-muted-foreground">{t(m.portfolio_empty)}</p>}
        <ul aria-label={t(m.portfolio_projects_list)} className="grid grid-cols-1 gap-4 @2xl:grid-cols-2 @4xl:grid-cols-3">
          {visible.map((project) => (
            // Cards off screen are laid out when they come near: each card's emoji and text
            // otherwise add to the page's first layout (≈ 35rem is a card's height at every width).
            <li key={project.id} className="render-when-near [--near-size:35rem]">
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
