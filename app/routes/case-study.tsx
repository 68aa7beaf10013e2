import { data, isRouteErrorResponse } from "react-router";
import { PageContainer } from "~/components/page";
import { type CaseStudy, type CaseStudyPageData, caseStudyPath } from "~/lib/content/project";
import { caseStudyNeighbours, loadProjectsSync, projectCard } from "~/lib/content/projects.server";
import { PostBody } from "~/features/blog/post-body";
import { renderLabFigure } from "~/features/capacity/lab-figure-island";
import { encodeScenario } from "~/lib/capacity/codec";
import { CaseStudyArticle } from "~/features/portfolio/case-study-article";
import { caseStudyMeta } from "~/lib/case-study-seo";
import { LOCALES, localeOfPath, localizePath } from "~/lib/i18n/locale";
import type { Route } from "./+types/case-study";
import NotFoundRoute, { meta as notFoundMeta } from "./not-found";

/** Tells the editor chrome that this is a case study: portfolio.json is the section, `<slug>.md` the file. */
export const handle = { caseStudyPage: true };

/** Runs while prerendering, once per case study and language (the prerender list, react-router.config.ts). */
export function loader({ request, params }: Route.LoaderArgs): CaseStudyPageData {
  const pathname = new URL(request.url).pathname.replace(/\.data$/, "");
  const slug = params.slug ?? pathname.split("/").pop() ?? "";
  const lang = localeOfPath(pathname);
  const projects = loadProjectsSync(lang);
  const found = projects.find((p) => p.slug === slug && p.caseStudy);
  if (!found) throw data(null, { status: 404 });
  const study: CaseStudy = { ...projectCard(found), lang, summary: found.summary, body: found.body ?? [] };
  // The lab's share format (its `#v1.…` address), so the link opens this line exactly as a
  // visitor's shared link would; projects.server.ts checked the scenario when it read the file.
  if (found.labScenario) study.labHref = `${localizePath("/lab", lang)}#${encodeScenario(found.labScenario)}`;
  // A case study always has its twin (projects.server.ts checks it).
  const alternates = Object.fromEntries(LOCALES.map((l) => [l, caseStudyPath(slug, l)]));
  return { study, ...caseStudyNeighbours(projects, slug), alternates };
}

export const meta = ({ loaderData, location }: Route.MetaArgs) =>
  loaderData ? caseStudyMeta(loaderData.study, loaderData.alternates) : notFoundMeta({ location });

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <NotFoundRoute />;
}

export default function CaseStudyRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PageContainer>
      <CaseStudyArticle {...loaderData}>
        <PostBody body={loaderData.study.body} className="mt-8" figure={renderLabFigure} />
      </CaseStudyArticle>
    </PageContainer>
  );
}
