import { PageContainer } from "~/components/page";
import { PageHeader } from "~/components/page-header";
import * as english from "~/lib/content/contact";
import { pageData } from "~/lib/content/localized-pages";
import * as swedish from "~/lib/content/sv/contact";
import { AvailabilityCard } from "~/features/contact-info/availability-card";
import { QuickConnect } from "~/features/contact-info/quick-connect";
import { ResponseTimes } from "~/features/contact-info/response-times";
import { SideCard } from "~/features/contact-info/side-card";
import { ContactForm } from "~/features/forms/contact-form";
import { useT } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/seo";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/contact";

const CONTENT = { en: english, sv: swedish } as const;

// Run while prerendering: the page's data carries its own language's side cards only.
export const loader = ({ request }: Route.LoaderArgs) => {
  const data = pageData("/contact", request);
  const { quickConnect, contactAvailability: availability, responseTimes } = CONTENT[data.page.locale];
  return { ...data, quickConnect, availability, responseTimes };
};

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData.page);

export default function ContactRoute({ loaderData }: Route.ComponentProps) {
  const { page, quickConnect, availability, responseTimes } = loaderData;
  const t = useT();
  return (
    <PageContainer>
      <PageHeader page={page} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0">
          <ContactForm />
        </div>
        <aside aria-label={t(m.contact_side_label)} className="flex min-w-0 flex-col gap-4">
          <SideCard id="quick-connect" title={t(m.contact_quick_connect)}>
            <QuickConnect items={quickConnect} />
          </SideCard>
          <SideCard id="availability" title={t(m.contact_availability)}>
            <AvailabilityCard status={availability.status} text={availability.text} badges={availability.badges} />
          </SideCard>
          <SideCard id="response-time" title={t(m.contact_response_time)}>
            <ResponseTimes items={responseTimes} />
          </SideCard>
        </aside>
      </div>
    </PageContainer>
  );
}
