import { site } from "~/lib/content/site";
import { LabPage } from "~/features/capacity/lab-page/lab-page";
import { localeOfPath, localizePath } from "~/lib/i18n/locale";
import { absoluteUrl, documentMeta, everyLanguage, shareImageUrl } from "~/lib/seo";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/lab";

/**
 * The capacity lab's own page (issue 37): not one of the six pages of the explorer and tabs, so
 * not in the route table; registered beside it in app/routes.ts, in both languages.
 */
export const meta = ({ location }: Route.MetaArgs) => {
  const locale = localeOfPath(location.pathname);
  const title = m.lab_meta_title({}, { locale });
  return documentMeta({
    title: `${title} · ${site.ownerName}`,
    description: m.lab_meta_description({}, { locale }),
    url: absoluteUrl(localizePath("/lab", locale)),
    // The home page's share card: the lab is its panel, grown up.
    image: shareImageUrl({ path: "/" }, locale),
    imageAlt: `lab.ts — ${title}, ${site.productName}`,
    type: "website",
    locale,
    alternates: everyLanguage("/lab"),
  });
};

export default function LabRoute() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-8 lg:py-10">
      <LabPage />
    </div>
  );
}
