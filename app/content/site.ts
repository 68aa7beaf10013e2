import { siteUrlOrThrow } from "../lib/site-url";

/**
 * SITE_URL at build time. Inside Vite (prerendered pages and browser bundle alike, so hydration
 * agrees) vite.config.ts compiles in the value already checked and normalised, or "" when unset,
 * and the other branch folds away. Outside Vite (build scripts run from react-router.config.ts,
 * Playwright specs, unit tests) the same variable goes through the same function here.
 */
declare const __SITE_URL__: string | undefined;
/** Your domain: the address the site is published at unless SITE_URL says otherwise. */
const DEFAULT_SITE_URL = "https://railmind.dev";
/**
 * Where you are based, in English (app/content/sv/site.ts has the Swedish wording). Every
 * sentence on the site that says where you live or work reads these two, so edit them here only.
 */
const city = "Stockholm";
const country = "Sweden";
const siteUrl =
  typeof __SITE_URL__ === "string"
    ? __SITE_URL__ || DEFAULT_SITE_URL
    : siteUrlOrThrow(globalThis.process?.env?.SITE_URL, DEFAULT_SITE_URL);

/**
 * The owner's identity, defined once and read everywhere (status bar, meta tags, terminal,
 * service contacts, author line, share cards, CV). These are sample values: replace them with
 * your own. `npm run build` checks this file's fields (scripts/build/content-check.ts).
 */
export const site = {
  ownerName: "Erik Lindqvist",
  firstName: "Erik",
  productName: "RailMind IDE",
  /** Used for storage keys; keep it lowercase and without spaces. */
  productSlug: "railmind",
  role: "AI & Optimization Engineer · Railway Capacity Analyst",
  tagline:
    "I build optimisation models, reinforcement-learning agents and LLM tools for railways and other networks that must run on time.",
  bio: [
    `AI and optimisation engineer based in ${city}. I work on railway capacity analysis and timetabling at a consulting firm in ${city}, and freelance on optimisation, reinforcement learning and LLM projects.`,
    "My background is operations research and machine learning: MILP and metaheuristics for timetables and crew schedules, simulation of dense rail networks, RL agents for dispatching, and retrieval-augmented LLM assistants for planners.",
  ],
  email: "erik@railmind.dev",
  phone: "+46 70 123 45 67",
  city,
  country,
  /** "Stockholm, Sweden": how the status bar, contact card, terminal and CV write the place. */
  location: `${city}, ${country}`,
  /** ISO 3166 code of the country, for search engines (JSON-LD). */
  countryCode: "SE",
  availability: "Available for assignments",
  github: "https://github.com/railmind-dev",
  linkedin: "https://www.linkedin.com/in/railmind-dev",
  /** The freelance marketplace gig behind "Hire on Fiverr" and "Schedule Consultation". */
  marketplaceUrl: "https://www.fiverr.com/railmind_dev",
  marketplaceName: "Fiverr",
  /**
   * Absolute origin the site is deployed at, without a trailing slash (canonical URLs, sitemap,
   * feed, share cards): DEFAULT_SITE_URL above, or SITE_URL at build time
   * (`SITE_URL=https://example.org npm run build`).
   */
  siteUrl,
  copyrightYear: 2025,
  /**
   * Where both forms post. Set VITE_FORM_ENDPOINT at build time to a Formspree-compatible URL;
   * unset, the local inbox of `npm start` receives the submissions.
   */
  // `?.`: Playwright specs import this file outside Vite, where import.meta.env is undefined.
  formEndpoint: (import.meta.env?.VITE_FORM_ENDPOINT as string | undefined) || "/api/forms",
} as const;

export type Site = typeof site;
