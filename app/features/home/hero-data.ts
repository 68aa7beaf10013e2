/**
 * What the route's loader gives the page besides its texts: of the home content only what the
 * hydrated hero needs in the browser (the typed taglines and the name of the chips' list).
 * Loaders run only while prerendering, so this module and both languages' content stay out of
 * the page's JavaScript; everything else on the page is a static block (home-blocks.tsx).
 */
import * as en from "~/lib/content/home";
import { site as enSite } from "~/lib/content/site";
import * as sv from "~/lib/content/sv/home";
import { site as svSite } from "~/lib/content/sv/site";
import type { Locale } from "~/lib/i18n/locale";
import { type HomeContent, homeContent } from "./home-content";

export interface HeroData {
  taglines: HomeContent["taglines"];
  chipsLabel: string;
}

export function heroData(locale: Locale): HeroData {
  const { taglines, hero } = locale === "sv" ? homeContent("sv", sv, svSite) : homeContent("en", en, enSite);
  return { taglines, chipsLabel: hero.coreSkills };
}
