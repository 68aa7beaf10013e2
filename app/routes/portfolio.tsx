import { Icon } from "~/components/icon";
import { Link } from "react-router";
import { buttonClass } from "~/components/button-styles";
import { CallToAction } from "~/components/call-to-action";
import { PageContainer } from "~/components/page";
import { PageHeader } from "~/components/page-header";
import { pageData } from "~/lib/content/localized-pages";
import { loadProjectsSync, projectCard } from "~/lib/content/projects.server";
import { PortfolioBrowser } from "~/features/portfolio/portfolio-browser";
import { useLocalizePath, useT } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/seo";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/portfolio";

/** The projects of the page's language (content/projects), as their cards show them. */
export const loader = ({ request }: Route.LoaderArgs) => {
  const data = pageData("/portfolio", request);
  return { ...data, projects: loadProjectsSync(data.page.locale).map(projectCard) };
};

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData.page);

export default function PortfolioRoute({ loaderData: { page, projects } }: Route.ComponentProps) {
  const t = useT();
  const href = useLocalizePath();
  return (
    <PageContainer>
      <PageHeader page={page} />
      <PortfolioBrowser projects={projects} />
      <CallToAction id="portfolio-cta" caption={t(m.portfolio_cta_caption)} title={t(m.portfolio_cta_title)} text={t(m.portfolio_cta_text)}>
        <Link to={href("/contact")} className={buttonClass("primary")}>
          {t(m.portfolio_cta_start)}
          <Icon name="arrow-right" className="size-4" />
        </Link>
        <Link to={href("/services")} className={buttonClass("secondary")}>
          {t(m.portfolio_cta_services)}
        </Link>
      </CallToAction>
    </PageContainer>
  );
}
