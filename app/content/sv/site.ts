/**
 * The owner's identity for the Swedish pages: the English site config (app/content/site.ts) with
 * its prose fields in Swedish. Name, addresses, links, site URL and form endpoint are the
 * English module's own values, so they are edited in one place only.
 */
import { site as en, type Site } from "../site";
import type { Localized } from "./localized";

export type { Site };

/** The place in Swedish: the English city (app/content/site.ts) unless Swedish names it otherwise (Göteborg). */
const city = en.city;
const country = "Sverige";

export const site = {
  ...en,
  role: "AI- och optimeringsingenjör · Kapacitetsanalytiker inom järnväg",
  tagline:
    "Jag bygger optimeringsmodeller, agenter med förstärkningsinlärning och verktyg med språkmodeller för järnvägen och andra nät där tiden måste hålla.",
  bio: [
    `AI- och optimeringsingenjör i ${city}. Till vardags gör jag kapacitetsanalyser och tidtabellsutredningar för järnväg på en konsultfirma i ${city}, och som frilansande konsult tar jag uppdrag inom optimering, förstärkningsinlärning och språkmodeller (LLM).`,
    "Min bakgrund är operationsanalys och maskininlärning: MILP och metaheuristiker för tidtabeller och turlistor, simulering av tätt trafikerade järnvägsnät, RL-agenter för trafikledning och språkmodellsassistenter med RAG för planerare.",
  ],
  city,
  country,
  location: `${city}, ${country}`,
  availability: "Tillgänglig för uppdrag",
} as const satisfies Localized<Site>;
