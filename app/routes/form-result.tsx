import { PageContainer } from "~/components/page";
import { type FormResult, formResults as english } from "~/content/form-results";
import { site } from "~/content/site";
import { formResults as swedish } from "~/content/sv/form-results";
import { FormResultPage } from "~/features/forms/form-result-page";
import { type Locale, localeOfPath, stripLocale } from "~/lib/i18n/locale";
import type { Route } from "./+types/form-result";

const RESULTS: Record<Locale, readonly FormResult[]> = { en: english, sv: swedish };

// One module for the result pages of every language (app/routes.ts registers it once per path).
function resultFor(pathname: string): FormResult {
  const locale = localeOfPath(pathname);
  const clean = stripLocale(pathname).replace(/(.)\/+$/, "$1");
  return RESULTS[locale].find((r) => r.path === clean) ?? RESULTS[locale][0]!;
}

// Run while prerendering: each page's data holds its own language's texts only.
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
