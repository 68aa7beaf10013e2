import { Icon, type IconName } from "~/components/icon";
import type { FeatureCard, FeatureIcon } from "~/lib/content/home";
import { SectionHeading } from "./section-heading";

const ICONS: Record<FeatureIcon, { name: IconName; tone: string }> = {
  optimization: { name: "route", tone: "text-syntax-function" },
  reinforcement: { name: "brain-circuit", tone: "text-syntax-keyword" },
  genai: { name: "sparkles", tone: "text-syntax-type" },
};

/** A card with the accessible name of its list of tools ("AI Optimization tools"). */
export type LabelledFeatureCard = FeatureCard & { toolsLabel: string };

/** The inside of the feature cards' section (home-blocks.tsx draws it; the route owns the section). */
export function FeatureCardsContent({ caption, title, cards }: { caption: string; title: string; cards: readonly LabelledFeatureCard[] }) {
  return (
    <>
      <SectionHeading id="features-heading" caption={caption} title={title} />
      <ul className="grid gap-4 md:grid-cols-3">
        {cards.map(({ icon, title: cardTitle, description, tags, toolsLabel }) => {
          const { name, tone } = ICONS[icon];
          return (
            <li key={cardTitle} className="flex flex-col rounded-md border border-border bg-card p-5">
              <Icon name={name} className={`size-6 ${tone}`} />
              <h3 className="mt-3 font-mono text-base font-bold text-foreground">{cardTitle}</h3>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">{description}</p>
              <ul aria-label={toolsLabel} className="mt-4 flex flex-wrap gap-1.5">
                {tags.map((tag) => (
                  <li key={tag} className="rounded-sm bg-muted px-2 py-0.5 font-mono text-[11px] text-foreground">
                    {tag}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </>
  );
}
