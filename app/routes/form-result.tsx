import { useLocation } from "react-router";
import { PageContainer } from "~/components/page";
import { formResults } from "~/content/form-results";
import { site } from "~/content/site";
import { FormResultPage } from "~/features/forms/form-result-page";
import type { Route } from "./+types/form-result";

// One module for the four result pages (app/routes.ts registers it once per path).
function resultFor(pathname: string) {
  const clean = pathname.replace(/\/+$/, "");
  return formResults.find((r) => r.path === clean) ?? formResults[0];
}

export const meta = ({ location }: Route.MetaArgs) => [
  { title: `${resultFor(location.pathname).title} · ${site.ownerName}` },
  { name: "robots", content: "noindex" },
];

export default function FormResultRoute() {
  return (
    <PageContainer>
      <FormResultPage result={resultFor(useLocation().pathname)} />
    </PageContainer>
  );
}
