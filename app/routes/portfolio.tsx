import { PageContainer } from "~/components/page";
import { PageHeader } from "~/components/page-header";
import { pageByPath } from "~/content/pages";
import { pageMeta } from "~/lib/seo";

const page = pageByPath("/portfolio");

export const meta = () => pageMeta(page.path);

export default function PortfolioRoute() {
  return (
    <PageContainer>
      <PageHeader page={page} />
    </PageContainer>
  );
}
