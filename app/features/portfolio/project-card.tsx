import { CodeXml, ExternalLink as ExternalIcon } from "lucide-react";
import { Badge, Chip } from "~/components/badge";
import { buttonClass } from "~/components/button-styles";
import { ExternalLink } from "~/components/external-link";
import type { Project } from "~/content/projects";
import { statusTone } from "./filter";

export function ProjectCard({ project }: { project: Project }) {
  const titleId = `project-${project.id}-title`;
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
          <Badge>{project.category}</Badge>
          <Badge tone={statusTone(project.status)}>{project.status}</Badge>
        </div>
      </div>
      <h3 id={titleId} className="mt-4 font-mono text-base font-semibold text-foreground">
        {project.title}
      </h3>
      <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{project.description}</p>
      <ul aria-label="Tech" className="mt-4 flex flex-wrap gap-1.5">
        {project.tech.map((t) => (
          <li key={t}>
            <Chip>{t}</Chip>
          </li>
        ))}
      </ul>
      <p className="mt-4 font-mono text-xs text-syntax-comment">{"// key results"}</p>
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
        <ExternalLink href={project.github} className={buttonClass("secondary")} aria-label={`Code: ${project.title} on GitHub (opens in a new tab)`}>
          <CodeXml aria-hidden="true" className="size-4" />
          Code
        </ExternalLink>
        {project.demo && (
          <ExternalLink href={project.demo} className={buttonClass("primary")} aria-label={`Demo: ${project.title} (opens in a new tab)`}>
            <ExternalIcon aria-hidden="true" className="size-4" />
            Demo
          </ExternalLink>
        )}
      </div>
    </article>
  );
}
