import { PageContainer } from "~/components/page";
import { PageHeader } from "~/components/page-header";
import { availability, quickConnect, responseTimes } from "~/content/contact";
import { pageData } from "~/content/localized-pages";
import { AvailabilityCard } from "~/features/contact-info/availability-card";
import { QuickConnect } from "~/features/contact-info/quick-connect";
import { ResponseTimes } from "~/features/contact-info/response-times";
import { SideCard } from "~/features/contact-info/side-card";
import { ContactForm } from "~/features/forms/contact-form";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/contact";

export const loader = ({ request }: Route.LoaderArgs) => pageData("/contact", request);

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData.page);

export default function ContactRoute({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <PageContainer>
      <PageHeader page={page} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0">
          <ContactForm />
        </div>
        <aside aria-label="Other ways to reach me" className="flex min-w-0 flex-col gap-4">
          <SideCard id="quick-connect" title="Quick Connect">
            <QuickConnect items={quickConnect} />
          </SideCard>
          <SideCard id="availability" title="Availability">
            <AvailabilityCard status={availability.status} text={availability.text} badges={availability.badges} />
          </SideCard>
          <SideCard id="response-time" title="Response Time">
            <ResponseTimes items={responseTimes} />
          </SideCard>
        </aside>
      </div>
    </PageContainer>
  );
}
