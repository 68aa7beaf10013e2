import { PageContainer } from "~/components/page";
import { PageHeader } from "~/components/page-header";
import { pageByPath } from "~/content/pages";
import { pageMeta } from "~/lib/seo";

const page = pageByPath("/about");

export const meta = () => pageMeta(page.path);

export default function AboutRoute() {
  return (
    <PageContainer>
      <PageHeader page={page} />
    </PageContainer>
  );
}
