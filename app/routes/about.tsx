import { buttonClass } from "~/components/button-styles";
import { PageContainer } from "~/components/page";
import { PageHeader } from "~/components/page-header";
import { Section } from "~/components/section";
import { journey } from "~/content/journey";
import { pageData } from "~/content/localized-pages";
import { site } from "~/content/site";
import { skillCategories } from "~/content/skills";
import { CvDownloadLink } from "~/features/cv/cv-download-link";
import { JourneySelector } from "~/features/journey/journey-selector";
import { SkillsGrid } from "~/features/skills/skills-grid";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/about";

export const loader = ({ request }: Route.LoaderArgs) => pageData("/about", request);

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData.page);

export default function AboutRoute({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <PageContainer>
      <PageHeader page={page}>
        <div className="mt-4 max-w-3xl space-y-3 leading-relaxed text-foreground">
          {site.bio.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <CvDownloadLink className={buttonClass("secondary", "mt-5")} />
      </PageHeader>
      <Section id="journey" caption="career.log" title="Journey">
        <JourneySelector entries={journey} />
      </Section>
      <Section id="skills" caption="skills.json" title="Skills">
        <SkillsGrid categories={skillCategories} />
      </Section>
    </PageContainer>
  );
}
