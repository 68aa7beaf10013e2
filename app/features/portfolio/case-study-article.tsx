import { Icon } from "~/components/icon";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge, Chip } from "~/components/badge";
import { buttonClass } from "~/components/button-styles";
import { CallToAction } from "~/components/call-to-action";
import { type CaseStudyLink, type CaseStudyPageData, caseStudyPath } from "~/lib/content/project";
import type { Locale } from "~/lib/i18n/locale";
import { useLocalizePath, useLocale, useT } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import { CodeLink } from "./code-link";
import { statusTone } from "./filter";
import { filterName, statusLabel } from "./labels";

/**
 * A case study's page (issue 49): the project's card facts as a header, the body (`children`,
 * the Markdown rendered at build time), the way to the lab for a railway line, a call to action,
 * and the case studies around it.
 */
export function CaseStudyArticle({ study, previous, next, children }: CaseStudyPageData & { children: ReactNode }) {
  const t = useT();
  const href = useLocalizePath();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-10">
      <article aria-labelledby="study-title">
        <header className="flex flex-col gap-3 border-b border-border pb-6">
          <p className="font-mono text-xs break-words text-syntax-comment">{`// content/projects/${study.slug}${study.lang === "en" ? "" : `.${study.lang}`}.md`}</p>
          <h1 id="study-title" className="text-2xl leading-tight font-bold text-balance text-foreground sm:text-3xl">
            {study.title}
          </h1>
          <p className="text-muted-foreground">{study.description}</p>
          <div className="flex flex-wrap gap-2">
            <Badge>{filterName(study.category, t)}</Badge>
            <Badge tone={statusTone(study.status)}>{t(statusLabel[study.status])}</Badge>
          </div>
          <ul aria-label={t(m.portfolio_study_tech)} className="flex flex-wrap gap-1.5">
            {study.tech.map((tech) => (
              <li key={tech}>
                <Chip>{tech}</Chip>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-2 pt-2 print:hidden">
            <CodeLink href={study.github} title={study.title} />
            {study.labHref && (
              <Link to={study.labHref} className={buttonClass("primary")}>
                <Icon name="flask-conical" className="size-4" />
                {t(m.portfolio_study_lab)}
              </Link>
            )}
          </div>
        </header>
        {children}
      </article>
      <CallToAction id="study-cta" caption={t(m.portfolio_cta_caption)} title={t(m.portfolio_cta_title)} text={t(m.portfolio_cta_text)}>
        <Link to={href("/contact")} className={buttonClass("primary")}>
          {t(m.portfolio_cta_start)}
          <Icon name="arrow-right" className="size-4" />
        </Link>
      </CallToAction>
      <StudyNav previous={previous} next={next} />
    </div>
  );
}

const CARD = "flex min-h-11 flex-col gap-1 rounded-md border border-border bg-card px-4 py-3 hover:border-accent";

function StudyNav({ previous, next }: { previous: CaseStudyLink | null; next: CaseStudyLink | null }) {
  const locale = useLocale();
  const t = useT();
  const href = useLocalizePath();
  return (
    <nav aria-label={t(m.portfolio_study_nav)} className="flex flex-col gap-4 print:hidden">
      {(previous || next) && (
        <ul className="grid gap-3 sm:grid-cols-2">
          <li>{previous && <StudyLink study={previous} locale={locale} rel="prev" label={t(m.portfolio_study_previous)} />}</li>
          <li>{next && <StudyLink study={next} locale={locale} rel="next" label={t(m.portfolio_study_next)} />}</li>
        </ul>
      )}
      <Link to={href("/portfolio")} className="inline-flex min-h-11 items-center gap-2 self-start font-mono text-sm text-accent hover:underline lg:min-h-9">
        <Icon name="list" className="size-4" />
        {t(m.portfolio_study_all)}
      </Link>
    </nav>
  );
}

function StudyLink({ study, locale, rel, label }: { study: CaseStudyLink; locale: Locale; rel: "prev" | "next"; label: string }) {
  return (
    <Link to={caseStudyPath(study.slug, locale)} rel={rel} className={rel === "next" ? `${CARD} sm:items-end sm:text-right` : CARD}>
      <span className={`inline-flex items-center gap-1 font-mono text-xs text-muted-foreground ${rel === "next" ? "flex-row-reverse" : ""}`}>
        <Icon name={rel === "prev" ? "arrow-left" : "arrow-right"} className="size-3.5" />
        {label}
      </span>
      <span className="font-semibold text-foreground">{study.title}</span>
    </Link>
  );
}
