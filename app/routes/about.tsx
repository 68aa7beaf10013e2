import { buttonClass } from "~/components/button-styles";
import { PageContainer } from "~/components/page";
import { PageHeader } from "~/components/page-header";
import { Section } from "~/components/section";
import * as enJourney from "~/lib/content/journey";
import { pageData } from "~/lib/content/localized-pages";
import * as enSite from "~/lib/content/site";
import * as enSkills from "~/lib/content/skills";
import * as svJourney from "~/lib/content/sv/journey";
import * as svSite from "~/lib/content/sv/site";
import * as svSkills from "~/lib/content/sv/skills";
import { CvDownloadLink } from "~/features/cv/cv-download-link";
import { JourneySelector } from "~/features/journey/journey-selector";
import { SkillsGrid } from "~/features/skills/skills-grid";
import type { Locale } from "~/lib/i18n/locale";
import { useT } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/seo";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/about";

/** The page's content in each language: the loader picks one, so a page carries only its own. */
const CONTENT = {
  en: { bio: enSite.site.bio, journey: enJourney.journey, skills: enSkills.skillCategories },
  sv: { bio: svSite.site.bio, journey: svJourney.journey, skills: svSkills.skillCategories },
} as const satisfies Record<Locale, unknown>;

export const loader = ({ request }: Route.LoaderArgs) => {
  const data = pageData("/about", request);
  return { ...data, ...CONTENT[data.page.locale] };
};

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData.page);

export default function AboutRoute({ loaderData: { page, bio, journey, skills } }: Route.ComponentProps) {
  const t = useT();
  return (
    <PageContainer>
      <PageHeader page={page}>
        <div className="mt-4 max-w-3xl space-y-3 leading-relaxed text-foreground">
          {bio.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <CvDownloadLink className={buttonClass("secondary", "mt-5")} />
      </PageHeader>
      <Section id="journey" caption="career.log" title={t(m.about_journey_title)}>
        <JourneySelector entries={journey} />
      </Section>
      <Section id="skills" caption="skills.json" title={t(m.about_skills_title)}>
        <SkillsGrid categories={skills} />
      </Section>
    </PageContainer>
  );
}
