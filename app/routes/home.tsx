import { useEffect } from "react";
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
} from "~/content/home";
import { pageData } from "~/content/localized-pages";
import { site } from "~/content/site";
import { CapacityIsland } from "~/features/capacity/capacity-island";
import { AvailabilityBanner } from "~/features/home/availability-banner";
import { CommandList } from "~/features/home/command-list";
import { FeatureCards } from "~/features/home/feature-cards";
import { Hero } from "~/features/home/hero";
import { HeroIllustration } from "~/features/home/hero-illustration";
import { SectionHeading } from "~/features/home/section-heading";
import { NetworkSimIsland } from "~/features/network-sim/network-sim-island";
import { TerminalIsland } from "~/features/terminal/terminal-island";
import { TypingText } from "~/features/typing/typing-text";
import { dispatchAppCommand, watchWaitingAppCommands } from "~/lib/app-commands";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

export const loader = ({ request }: Route.LoaderArgs) => pageData("/", request);

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData.page);

/**
 * The terminal's code loads when it nears the viewport: start the scroll towards it, which
 * loads it, and the focus command waits on the bus until the terminal listens.
 */
function openTerminal() {
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  document.getElementById("terminal")?.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "center" });
  dispatchAppCommand("terminal:focus");
}

export default function HomeRoute({ loaderData: { page } }: Route.ComponentProps) {
  // A command for a widget whose code has not loaded yet (sent by the palette, perhaps from
  // another page) loads it; the widget then takes the command from the bus.
  useEffect(
    () =>
      watchWaitingAppCommands((command) => {
        if (command.startsWith("terminal:")) TerminalIsland.open();
        if (command.startsWith("simulation:")) NetworkSimIsland.open();
      }),
    [],
  );
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
        onOpenTerminal={openTerminal}
      />
      <FeatureCards caption={features.caption} title={features.title} cards={featureCards} className="render-when-near [--near-size:60rem] lg:[--near-size:24rem]" />
      <AvailabilityBanner
        availability={site.availability}
        location={site.location}
        note={availability.note}
        marketplaceName={site.marketplaceName}
        marketplaceUrl={site.marketplaceUrl}
      />
      <div className="render-when-near grid gap-12 [--near-size:78rem] xl:grid-cols-2 xl:gap-8 xl:[--near-size:38rem]">
        <section id="terminal" aria-labelledby="terminal-heading" className="min-w-0 scroll-mt-16">
          <SectionHeading id="terminal-heading" caption={terminalSection.caption} title={terminalSection.title}>
            {terminalSection.intro}
          </SectionHeading>
          <TerminalIsland />
        </section>
        <section aria-labelledby="simulation-heading" className="min-w-0">
          <SectionHeading id="simulation-heading" caption={simulation.caption} title={simulation.title}>
            {simulation.intro}
          </SectionHeading>
          <NetworkSimIsland stations={simulationStations} />
        </section>
      </div>
      <section id="capacity" aria-labelledby="capacity-heading" className="render-when-near min-w-0 scroll-mt-16 [--near-size:90rem] lg:[--near-size:52rem]">
        <SectionHeading id="capacity-heading" caption={capacity.caption} title={capacity.title}>
          {capacity.intro}
        </SectionHeading>
        <CapacityIsland />
      </section>
      {/* Wide screens render the list with the page: it is their last few hundred pixels, and a jump to
          the simulation or the lab would otherwise lay it out in the jump's frame (docs/decisions.md). */}
      <CommandList caption={commands.caption} title={commands.title} commands={terminalCommands} className="render-when-near [--near-size:28rem] lg:[content-visibility:visible]" />
    </PageContainer>
  );
}
