import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/button-styles";
import { CallToAction } from "~/components/call-to-action";
import { ExternalLink } from "~/components/external-link";
import { PageContainer } from "~/components/page";
import { PageHeader } from "~/components/page-header";
import { Section } from "~/components/section";
import { pageData } from "~/content/localized-pages";
import { processSteps, services, testimonials } from "~/content/services";
import { site } from "~/content/site";
import { ProcessSteps } from "~/features/services/process-steps";
import { CvDownloadLink } from "~/features/cv/cv-download-link";
import { ServiceCard } from "~/features/services/service-card";
import { ServiceGrid } from "~/features/services/service-grid";
import { Testimonials } from "~/features/services/testimonials";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/services";

export const loader = ({ request }: Route.LoaderArgs) => pageData("/services", request);

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData.page);

export default function ServicesRoute({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <PageContainer>
      <PageHeader page={page} />
      <Section id="services" caption="services" title="What I Offer">
        <ServiceGrid>
          {services.map((service, i) => (
            <ServiceCard key={service.title} service={service} index={i} />
          ))}
        </ServiceGrid>
      </Section>
      <Section id="process" caption="how we work together" title="Development Process">
        <ProcessSteps steps={processSteps} />
      </Section>
      <Section id="testimonials" caption="what clients say" title="Client Testimonials">
        <Testimonials items={testimonials} />
      </Section>
      <CallToAction
        id="services-cta"
        title="Ready to start?"
        text={`Book a consultation on ${site.marketplaceName} to talk through your problem, or look at the projects I have built and my CV.`}
      >
        <ExternalLink href={site.marketplaceUrl} className={buttonClass("primary")}>
          Schedule Consultation
          <ArrowRight aria-hidden="true" className="size-4" />
        </ExternalLink>
        <Link to="/portfolio" className={buttonClass("secondary")}>
          View Portfolio
        </Link>
        <CvDownloadLink className={buttonClass("secondary")} />
      </CallToAction>
    </PageContainer>
  );
}
