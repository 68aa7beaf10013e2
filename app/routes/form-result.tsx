import { PageContainer } from "~/components/page";
import { site } from "~/lib/content/site";
import { FormResultPage } from "~/features/forms/form-result-page";
import { resultFor } from "~/features/forms/result-for";
import type { Route } from "./+types/form-result";

// One module for the result pages of every language (app/routes.ts registers it once per path);
// run while prerendering, so each page's data holds its own language's texts only.
export const loader = ({ request }: Route.LoaderArgs) => ({ result: resultFor(new URL(request.url).pathname) });

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData.result.title} · ${site.ownerName}` },
  { name: "robots", content: "noindex" },
];

export default function FormResultRoute({ loaderData: { result } }: Route.ComponentProps) {
  return (
    <PageContainer>
      <FormResultPage result={result} />
    </PageContainer>
  );
}
