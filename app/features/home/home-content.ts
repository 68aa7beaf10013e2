/**
 * The home page's content in one language, with the words it takes from the message catalogue
 * (messages/home): what the page's blocks show (home-blocks.tsx) and, for the route's loader,
 * the little the hydrated hero needs (hero-data.ts). Takes one language's modules, so a
 * language's chunk carries only its own content.
 */
import type * as enHome from "~/lib/content/home";
import type { FeatureCard } from "~/lib/content/home";
import type { Locale } from "~/lib/i18n/locale";
import { translate } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import type { GraphStation, GraphTrain } from "./train-graph";

/** The shape both languages' home modules share (app/lib/content/home.ts, app/lib/content/sv/home.ts). */
export interface HomeModule {
  taglines: readonly string[];
  skillChips: readonly string[];
  featureCards: readonly FeatureCard[];
  homeSections: { readonly [K in keyof typeof enHome.homeSections]: { readonly caption: string; readonly title: string; readonly intro?: string } };
  terminalCommands: readonly { readonly name: string; readonly description: string }[];
  homeAvailability: { readonly note: string };
  heroGraph: { readonly title: string; readonly stations: readonly GraphStation[]; readonly trains: readonly GraphTrain[] };
}

/** What the page takes from a language's site config (app/lib/content/site.ts, app/lib/content/sv/site.ts). */
type SiteTexts = Readonly<Record<"availability" | "location" | "marketplaceName" | "marketplaceUrl", string>>;

export interface HomeContent {
  taglines: readonly string[];
  skillChips: readonly string[];
  /** The feature cards, each with the accessible name of its list of tools. */
  featureCards: readonly (FeatureCard & { toolsLabel: string })[];
  sections: HomeModule["homeSections"];
  commands: HomeModule["terminalCommands"];
  heroGraph: HomeModule["heroGraph"] & { kindLabels: { commuter: string; regional: string; freight: string } };
  hero: { coreSkills: string; viewProjects: string; services: string; terminal: string };
  availability: { heading: string; location: string; note: string; hire: string; marketplaceUrl: string };
}

export function homeContent(locale: Locale, content: HomeModule, site: SiteTexts): HomeContent {
  const t = translate(locale);
  return {
    taglines: content.taglines,
    skillChips: content.skillChips,
    featureCards: content.featureCards.map((card) => ({ ...card, toolsLabel: t(m.home_card_tools, { title: card.title }) })),
    sections: content.homeSections,
    commands: content.terminalCommands,
    heroGraph: {
      ...content.heroGraph,
      kindLabels: {
        commuter: t(m.home_graph_commuter),
        regional: t(m.home_graph_regional),
        freight: t(m.home_graph_freight),
      },
    },
    hero: {
      coreSkills: t(m.home_core_skills),
      viewProjects: t(m.home_view_projects),
      services: t(m.home_services),
      terminal: t(m.home_terminal),
    },
    availability: {
      heading: site.availability,
      location: t(m.home_based_in, { location: site.location }),
      note: content.homeAvailability.note,
      hire: t(m.home_hire_on, { marketplace: site.marketplaceName }),
      marketplaceUrl: site.marketplaceUrl,
    },
  };
}
