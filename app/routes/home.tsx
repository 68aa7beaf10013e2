import { useRef } from "react";
import { PageContainer } from "~/components/page";
import {
  availability,
  featureCards,
  heroGraph,
  homeSections,
  simulationStations,
  skillChips,
  taglines,
  terminalCommands,
  terminalPrompt,
  terminalSequences,
  terminalWelcome,
} from "~/content/home";
import { pageByPath } from "~/content/pages";
import { projects } from "~/content/projects";
import { site } from "~/content/site";
import { skillCategories } from "~/content/skills";
import { CapacityIsland } from "~/features/capacity/capacity-island";
import { AvailabilityBanner } from "~/features/home/availability-banner";
import { CommandList } from "~/features/home/command-list";
import { FeatureCards } from "~/features/home/feature-cards";
import { Hero } from "~/features/home/hero";
import { HeroIllustration } from "~/features/home/hero-illustration";
import { SectionHeading } from "~/features/home/section-heading";
import { NetworkSimPanel } from "~/features/network-sim/network-sim-panel";
import type { TerminalContext } from "~/features/terminal/commands";
import { Terminal, type TerminalHandle } from "~/features/terminal/terminal";
import { TypingText } from "~/features/typing/typing-text";
import { pageMeta } from "~/lib/seo";

const page = pageByPath("/");

export const meta = () => pageMeta(page.path);

const welcome = terminalWelcome(site);
const prompt = terminalPrompt(site);

/** `skills` and `projects` read the same content as the About and Portfolio pages. */
const terminalContext: TerminalContext = {
  owner: site,
  skills: skillCategories,
  projects,
  commands: terminalCommands,
  sequences: terminalSequences,
};

export default function HomeRoute() {
  const terminal = useRef<TerminalHandle>(null);
  const { features, terminal: terminalSection, simulation, capacity, commands } = homeSections;
  return (
    <PageContainer className="space-y-12 lg:space-y-16">
      <Hero
        caption={`// ${page.file}`}
        heading={page.heading}
        intro={page.intro}
        tagline={<TypingText texts={taglines} />}
        chips={skillChips}
        illustration={<HeroIllustration {...heroGraph} />}
        onOpenTerminal={() => terminal.current?.reveal()}
      />
      <FeatureCards caption={features.caption} title={features.title} cards={featureCards} />
      <AvailabilityBanner
        availability={site.availability}
        location={site.location}
        note={availability.note}
        marketplaceName={site.marketplaceName}
        marketplaceUrl={site.marketplaceUrl}
      />
      <div className="grid gap-12 xl:grid-cols-2 xl:gap-8">
        <section id="terminal" aria-labelledby="terminal-heading" className="min-w-0 scroll-mt-16">
          <SectionHeading id="terminal-heading" caption={terminalSection.caption} title={terminalSection.title}>
            {terminalSection.intro}
          </SectionHeading>
          <Terminal
            ref={terminal}
            ctx={terminalContext}
            welcome={welcome}
            prompt={prompt}
            title={`bash — ${site.productSlug}`}
          />
        </section>
        <section aria-labelledby="simulation-heading" className="min-w-0">
          <SectionHeading id="simulation-heading" caption={simulation.caption} title={simulation.title}>
            {simulation.intro}
          </SectionHeading>
          <NetworkSimPanel stations={simulationStations} />
        </section>
      </div>
      <section id="capacity" aria-labelledby="capacity-heading" className="min-w-0 scroll-mt-16">
        <SectionHeading id="capacity-heading" caption={capacity.caption} title={capacity.title}>
          {capacity.intro}
        </SectionHeading>
        <CapacityIsland />
      </section>
      <CommandList caption={commands.caption} title={commands.title} commands={terminalCommands} />
    </PageContainer>
  );
}
