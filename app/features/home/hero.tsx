import { Briefcase, FolderGit2, SquareTerminal } from "lucide-react";
import type { MouseEvent, ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";

interface HeroProps {
  heading: string;
  intro: string;
  caption: string;
  /** The animated tagline line (composed by the route, which owns the features). */
  tagline: ReactNode;
  chips: readonly string[];
  illustration: ReactNode;
  onOpenTerminal: () => void;
}

const button =
  "inline-flex min-h-11 items-center gap-2 rounded-sm border px-4 font-mono text-sm font-semibold sm:min-h-10";
const primary = "border-accent bg-accent text-accent-foreground hover:opacity-90";
const secondary = "border-border bg-card text-foreground hover:bg-muted";

export function Hero({ heading, intro, caption, tagline, chips, illustration, onOpenTerminal }: HeroProps) {
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
        <ul aria-label="Core skills" className="mt-5 flex flex-wrap gap-2">
          {chips.map((chip) => (
            <li key={chip} className="rounded-sm border border-border bg-accent-soft px-2.5 py-1 font-mono text-xs text-foreground">
              {chip}
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/portfolio" className={cn(button, primary)}>
            <FolderGit2 aria-hidden="true" className="size-4" />
            View Projects
          </Link>
          <Link to="/services" className={cn(button, secondary)}>
            <Briefcase aria-hidden="true" className="size-4" />
            Services
          </Link>
          <a href="#terminal" onClick={openTerminal} className={cn(button, secondary)}>
            <SquareTerminal aria-hidden="true" className="size-4" />
            Terminal
          </a>
        </div>
      </div>
      <div className="render-when-near min-w-0 [--near-size:20rem]">{illustration}</div>
    </section>
  );
}
