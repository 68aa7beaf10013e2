import { use, useEffect } from "react";
import { PageContainer } from "~/components/page";
import { pageData } from "~/lib/content/localized-pages";
import { CapacityIsland, CapacityIslandSv } from "~/features/capacity/capacity-island";
import { Hero } from "~/features/home/hero";
import { heroData } from "~/features/home/hero-data";
import { loadHomeBlocks } from "~/features/home/load-home-blocks";
import { StaticBlock, useFromServer } from "~/features/home/static-block";
import { NetworkSimIsland, NetworkSimIslandSv, networkSimIsland } from "~/features/network-sim/network-sim-island";
import { TerminalIsland, TerminalIslandSv, terminalIsland } from "~/features/terminal/terminal-island";
import { TypingText } from "~/features/typing/typing-text";
import { dispatchAppCommand, watchWaitingAppCommands } from "~/lib/app-commands";
import { localizePath } from "~/lib/i18n/locale";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

/**
 * The page's data carries its texts and what the hydrated hero needs, in its language only; the
 * rest of the home content is in static blocks (app/features/home/static-block.tsx), so neither
 * language's content is in the page's JavaScript.
 */
export const loader = ({ request }: Route.LoaderArgs) => {
  // The editor's chrome reads a page's file type and module from the route table, not from here.
  const { type: _type, module: _module, ...page } = pageData("/", request).page;
  return { page, ...heroData(page.locale) };
};

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

export default function HomeRoute({ loaderData: { page, taglines, chipsLabel } }: Route.ComponentProps) {
  const { locale } = page;
  // The static blocks' content: written by the prerender and kept as it is when the page
  // hydrates; loaded only when the browser renders the page itself (a client-side navigation,
  // which waits for it as React Router's navigations are transitions).
  const blocks = useFromServer() && !import.meta.env.SSR ? null : use(loadHomeBlocks(locale));
  // A command for a widget whose code has not loaded yet (sent by the palette, perhaps from
  // another page) loads it; the widget then takes the command from the bus.
  useEffect(
    () =>
      watchWaitingAppCommands((command) => {
        if (command.startsWith("terminal:")) terminalIsland(locale).open();
        if (command.startsWith("simulation:")) networkSimIsland(locale).open();
      }),
    [locale],
  );
  return (
    <PageContainer className="space-y-12 lg:space-y-16">
      <Hero
        caption={`// ${page.file}`}
        heading={page.heading}
        intro={page.intro}
        tagline={<TypingText texts={taglines} />}
        blocks={blocks}
        chipsLabel={chipsLabel}
        portfolioHref={localizePath("/portfolio", locale)}
        servicesHref={localizePath("/services", locale)}
        onOpenTerminal={openTerminal}
      />
      <StaticBlock as="section" aria-labelledby="features-heading" className="render-when-near [--near-size:60rem] lg:[--near-size:24rem]">
        {blocks?.features}
      </StaticBlock>
      <StaticBlock
        as="section"
        aria-labelledby="availability-heading"
        className="flex flex-col gap-4 rounded-md border border-success/60 bg-card p-5 sm:flex-row sm:items-center sm:justify-between"
      >
        {blocks?.availability}
      </StaticBlock>
      <div className="render-when-near grid gap-12 [--near-size:78rem] xl:grid-cols-2 xl:gap-8 xl:[--near-size:38rem]">
        <section id="terminal" aria-labelledby="terminal-heading" className="min-w-0 scroll-mt-16">
          <StaticBlock as="div" className="mb-4">
            {blocks?.terminalHeading}
          </StaticBlock>
          {locale === "sv" ? <TerminalIslandSv /> : <TerminalIsland />}
        </section>
        <section aria-labelledby="simulation-heading" className="min-w-0">
          <StaticBlock as="div" className="mb-4">
            {blocks?.simulationHeading}
          </StaticBlock>
          {locale === "sv" ? <NetworkSimIslandSv /> : <NetworkSimIsland />}
        </section>
      </div>
      <section id="capacity" aria-labelledby="capacity-heading" className="render-when-near min-w-0 scroll-mt-16 [--near-size:90rem] lg:[--near-size:52rem]">
        <StaticBlock as="div" className="mb-4">
          {blocks?.capacityHeading}
        </StaticBlock>
        {locale === "sv" ? <CapacityIslandSv /> : <CapacityIsland />}
      </section>
      {/* Wide screens render the list with the page: it is their last few hundred pixels, and a jump to
          the simulation or the lab would otherwise lay it out in the jump's frame (docs/decisions.md). */}
      <StaticBlock as="section" aria-labelledby="commands-heading" className="render-when-near [--near-size:28rem] lg:[content-visibility:visible]">
        {blocks?.commands}
      </StaticBlock>
    </PageContainer>
  );
}
