import type { MetaDescriptor } from "react-router";
import { type CaseStudy, caseStudyPath, caseStudyShareImagePath } from "~/lib/content/project";
import { site } from "~/lib/content/site";
import { type AlternatePaths, absoluteUrl, documentMeta } from "./seo";

/** A case study's head (issue 49): its title, summary, canonical URL, alternates and share card. */
export function caseStudyMeta(study: Pick<CaseStudy, "slug" | "title" | "summary" | "lang">, alternates: AlternatePaths = {}): MetaDescriptor[] {
  return documentMeta({
    title: `${study.title} · ${site.ownerName}`,
    description: study.summary,
    url: absoluteUrl(caseStudyPath(study.slug, study.lang)),
    locale: study.lang,
    alternates,
    image: `${site.siteUrl}${caseStudyShareImagePath(study.slug, study.lang)}`,
    imageAlt: `${study.slug}.md — ${study.title}`,
    type: "article",
    extra: [{ name: "author", content: site.ownerName }],
  });
}
