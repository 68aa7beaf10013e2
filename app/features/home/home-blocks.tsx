import { Icon } from "~/components/icon";
import type { ReactNode } from "react";
import { AvailabilityContent } from "./availability-banner";
import { CommandListContent } from "./command-list";
import { FeatureCardsContent } from "./feature-cards";
import { HeroIllustration } from "./hero-illustration";
import type { HomeContent } from "./home-content";
import { SectionHeadingText } from "./section-heading";
import { graphDrawing } from "./train-graph";

/** What is inside each static block of the home page (the route draws the blocks themselves). */
export interface HomeBlocks {
  chips: ReactNode;
  /** The hero's three buttons: an icon and a word each. */
  viewProjects: ReactNode;
  services: ReactNode;
  terminal: ReactNode;
  graph: ReactNode;
  features: ReactNode;
  availability: ReactNode;
  terminalHeading: ReactNode;
  simulationHeading: ReactNode;
  capacityHeading: ReactNode;
  commands: ReactNode;
}

/**
 * The home page's static content, drawn by the prerender and, after a client-side navigation
 * to the page, by the browser: each language's module (home-blocks-en.tsx, home-blocks-sv.tsx)
 * is a chunk of its own that only such a navigation loads (app/routes/home.tsx).
 */
export function renderHomeBlocks(home: HomeContent): HomeBlocks {
  const { features, terminal, simulation, capacity, commands } = home.sections;
  return {
    chips: home.skillChips.map((chip) => (
      <li key={chip} className="rounded-sm border border-border bg-accent-soft px-2.5 py-1 font-mono text-xs text-foreground">
        {chip}
      </li>
    )),
    viewProjects: (
      <>
        <Icon name="folder-git-2" className="size-4" />
        {home.hero.viewProjects}
      </>
    ),
    services: (
      <>
        <Icon name="briefcase" className="size-4" />
        {home.hero.services}
      </>
    ),
    terminal: (
      <>
        <Icon name="square-terminal" className="size-4" />
        {home.hero.terminal}
      </>
    ),
    graph: (
      <HeroIllustration
        title={home.heroGraph.title}
        drawing={graphDrawing(home.heroGraph.stations, home.heroGraph.trains)}
        kindLabels={home.heroGraph.kindLabels}
      />
    ),
    features: <FeatureCardsContent caption={features.caption} title={features.title} cards={home.featureCards} />,
    availability: <AvailabilityContent {...home.availability} />,
    terminalHeading: (
      <SectionHeadingText id="terminal-heading" caption={terminal.caption} title={terminal.title}>
        {terminal.intro}
      </SectionHeadingText>
    ),
    simulationHeading: (
      <SectionHeadingText id="simulation-heading" caption={simulation.caption} title={simulation.title}>
        {simulation.intro}
      </SectionHeadingText>
    ),
    capacityHeading: (
      <SectionHeadingText id="capacity-heading" caption={capacity.caption} title={capacity.title}>
        {capacity.intro}
      </SectionHeadingText>
    ),
    commands: <CommandListContent caption={commands.caption} title={commands.title} commands={home.commands} />,
  };
}
