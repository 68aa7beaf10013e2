import { Icon } from "~/components/icon";
import { Link } from "react-router";
import { Badge, Chip } from "~/components/badge";
import { buttonClass } from "~/components/button-styles";
import { ExternalLink } from "~/components/external-link";
import { type Project, caseStudyPath } from "~/lib/content/project";
import { useLocale, useT } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import { CodeLink } from "./code-link";
import { statusTone } from "./filter";
import { filterName, statusLabel } from "./labels";

export function ProjectCard({ project }: { project: Project }) {
  const titleId = `project-${project.id}-title`;
  const t = useT();
  const locale = useLocale();
  return (
    <article
      id={`project-${project.id}`}
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-md border border-border bg-card p-5 transition-colors hover:border-accent"
    >
      <div className="flex items-start justify-between gap-3">
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-md border border-border bg-background text-2xl leading-none"
        >
          {project.image}
        </span>
        <div className="flex flex-wrap justify-end gap-2">
          <Badge>{filterName(project.category, t)}</Badge>
          <Badge tone={statusTone(project.status)}>{t(statusLabel[project.status])}</Badge>
        </div>
      </div>
      <h3 id={titleId} className="mt-4 font-mono text-base font-semibold text-foreground">
        {/* The title leads to the project's case study where it has one (issue 49): a link costs
            the Portfolio page's HTML far less than a button per card. */}
        {project.caseStudy ? (
          <Link to={caseStudyPath(project.slug, locale)} className="text-accent underline underline-offset-4 hover:text-foreground">
            {project.title}
          </Link>
        ) : (
          project.title
        )}
      </h3>
      <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{project.description}</p>
      <ul aria-label={t(m.portfolio_card_tech)} className="mt-4 flex flex-wrap gap-1.5">
        {project.tech.map((tech) => (
          <li key={tech}>
            <Chip>{tech}</Chip>
          </li>
        ))}
      </ul>
      <p className="mt-4 font-mono text-xs text-syntax-comment">{t(m.portfolio_card_results)}</p>
      <ul className="mt-2 mb-5 space-y-1.5">
        {project.results.map((r) => (
          <li key={r} className="flex gap-2 text-sm leading-snug text-foreground">
            <span aria-hidden="true" className="font-mono text-syntax-keyword">
              ›
            </span>
            {r}
          </li>
        ))}
      </ul>
      <div className="mt-auto flex flex-wrap gap-2 border-t border-border pt-4">
        <CodeLink href={project.github} title={project.title} />
        {project.demo && (
          <ExternalLink href={project.demo} className={buttonClass("primary")} aria-label={t(m.portfolio_card_demo_label, { title: project.title })}>
            <Icon name="external-link" className="size-4" />
            {t(m.portfolio_card_demo)}
          </ExternalLink>
        )}
      </div>
    </article>
  );
}
