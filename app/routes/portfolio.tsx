import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/button-styles";
import { CallToAction } from "~/components/call-to-action";
import { PageContainer } from "~/components/page";
import { PageHeader } from "~/components/page-header";
import { pageData } from "~/content/localized-pages";
import { projects } from "~/content/projects";
import { PortfolioBrowser } from "~/features/portfolio/portfolio-browser";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/portfolio";

export const loader = ({ request }: Route.LoaderArgs) => pageData("/portfolio", request);

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData.page);

export default function PortfolioRoute({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <PageContainer>
      <PageHeader page={page} />
      <PortfolioBrowser projects={projects} />
      <CallToAction
        id="portfolio-cta"
        title="Have a similar problem?"
        text="A capacity question, a schedule that will not fit or a model that should reach production: tell me about it and I will tell you honestly whether I can help."
      >
        <Link to="/contact" className={buttonClass("primary")}>
          Start Project
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
        <Link to="/services" className={buttonClass("secondary")}>
          View Services
        </Link>
      </CallToAction>
    </PageContainer>
  );
}
