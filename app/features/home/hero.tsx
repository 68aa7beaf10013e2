import type { MouseEvent, ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import type { HomeBlocks } from "./home-blocks";
import { StaticBlock } from "./static-block";

interface HeroProps {
  heading: string;
  intro: string;
  caption: string;
  /** The animated tagline line (composed by the route, which owns the features). */
  tagline: ReactNode;
  /**
   * What is inside the static blocks (home-blocks.tsx): the skill chips' list items, the three
   * buttons' icons and words, and the train graph. Null while the page hydrates its HTML.
   */
  blocks: Pick<HomeBlocks, "chips" | "viewProjects" | "services" | "terminal" | "graph"> | null;
  /** The chip list's name, in the page's language. */
  chipsLabel: string;
  /** Where the two page buttons lead, in the page's language. */
  portfolioHref: string;
  servicesHref: string;
  onOpenTerminal: () => void;
}

const button =
  "inline-flex min-h-11 items-center gap-2 rounded-sm border px-4 font-mono text-sm font-semibold sm:min-h-10";
const primary = "border-accent bg-accent text-accent-foreground hover:opacity-90";
const secondary = "border-border bg-card text-foreground hover:bg-muted";

export function Hero({ heading, intro, caption, tagline, blocks, chipsLabel, portfolioHref, servicesHref, onOpenTerminal }: HeroProps) {
  function openTerminal(event: MouseEvent<HTMLAnchorElement>) {
    // Without JavaScript the link still jumps to #terminal; with it, scroll smoothly and focus.
    event.preventDefault();
    onOpenTerminal();
  }
  // Top-aligned, not centred: the text's height changes after the first paint (fonts, the
  // typed taglines), and a centred graph beside it moved with it (a desktop layout shift).
  return (
    <section aria-labelledby="home-heading" className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] xl:gap-12">
      <div className="min-w-0">
        <p className="font-mono text-xs text-syntax-comment">{caption}</p>
        <h1 id="home-heading" className="mt-2 font-mono text-2xl font-bold tracking-tight text-foreground sm:text-3xl xl:text-4xl">
          {heading}
        </h1>
        <div className="mt-4 flex gap-2 font-mono text-base sm:text-lg">
          <span aria-hidden="true" className="text-syntax-keyword">
            &gt;
          </span>
          <div className="min-w-0 flex-1 text-syntax-string">{tagline}</div>
        </div>
        <p className="mt-4 max-w-2xl text-base leading-relaxed text-muted-foreground">{intro}</p>
        <StaticBlock as="ul" aria-label={chipsLabel} className="mt-5 flex flex-wrap gap-2">
          {blocks?.chips}
        </StaticBlock>
        <div className="mt-6 flex flex-wrap gap-3">
          <StaticBlock as={Link} to={portfolioHref} className={cn(button, primary)}>
            {blocks?.viewProjects}
          </StaticBlock>
          <StaticBlock as={Link} to={servicesHref} className={cn(button, secondary)}>
            {blocks?.services}
          </StaticBlock>
          <StaticBlock as="a" href="#terminal" onClick={openTerminal} className={cn(button, secondary)}>
            {blocks?.terminal}
          </StaticBlock>
        </div>
      </div>
      <StaticBlock as="div" className="render-when-near min-w-0 [--near-size:20rem]">
        {blocks?.graph}
      </StaticBlock>
    </section>
  );
}
