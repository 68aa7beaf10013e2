import { Icon } from "~/components/icon";
import { Link } from "react-router";
import { buttonClass } from "~/components/button-styles";
import { CallToAction } from "~/components/call-to-action";
import { ExternalLink } from "~/components/external-link";
import { PageContainer } from "~/components/page";
import { PageHeader } from "~/components/page-header";
import { Section } from "~/components/section";
import { pageData } from "~/lib/content/localized-pages";
import * as enServices from "~/lib/content/services";
import { site } from "~/lib/content/site";
import * as svServices from "~/lib/content/sv/services";
import { CvDownloadLink } from "~/features/cv/cv-download-link";
import { ProcessSteps } from "~/features/services/process-steps";
import { ServiceCard } from "~/features/services/service-card";
import { ServiceGrid } from "~/features/services/service-grid";
import { Testimonials } from "~/features/services/testimonials";
import type { Locale } from "~/lib/i18n/locale";
import { useLocalizePath, useT } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/seo";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/services";

/** The page's content in each language: the loader picks one, so a page carries only its own. */
const CONTENT = {
  en: { services: enServices.services, processSteps: enServices.processSteps, testimonials: enServices.testimonials },
  sv: { services: svServices.services, processSteps: svServices.processSteps, testimonials: svServices.testimonials },
} as const satisfies Record<Locale, unknown>;

export const loader = ({ request }: Route.LoaderArgs) => {
  const data = pageData("/services", request);
  return { ...data, ...CONTENT[data.page.locale] };
};

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData.page);

export default function ServicesRoute({ loaderData: { page, services, processSteps, testimonials } }: Route.ComponentProps) {
  const t = useT();
  const href = useLocalizePath();
  return (
    <PageContainer>
      <PageHeader page={page} />
      <Section id="services" caption={t(m.services_offer_caption)} title={t(m.services_offer_title)}>
        <ServiceGrid>
          {services.map((service, i) => (
            <ServiceCard key={service.title} service={service} index={i} />
          ))}
        </ServiceGrid>
      </Section>
      <Section id="process" caption={t(m.services_process_caption)} title={t(m.services_process_title)}>
        <ProcessSteps steps={processSteps} />
      </Section>
      <Section id="testimonials" caption={t(m.services_testimonials_caption)} title={t(m.services_testimonials_title)}>
        <Testimonials items={testimonials} />
      </Section>
      <CallToAction
        id="services-cta"
        caption={t(m.services_cta_caption)}
        title={t(m.services_cta_title)}
        text={t(m.services_cta_text, { marketplace: site.marketplaceName })}
      >
        <ExternalLink href={site.marketplaceUrl} className={buttonClass("primary")}>
          {t(m.services_cta_consultation)}
          <Icon name="arrow-right" className="size-4" />
        </ExternalLink>
        <Link to={href("/portfolio")} className={buttonClass("secondary")}>
          {t(m.services_cta_portfolio)}
        </Link>
        <CvDownloadLink className={buttonClass("secondary")} />
      </CallToAction>
    </PageContainer>
  );
}
