/**
 * The Swedish pages' texts, keyed by the English route table's paths (app/content/pages.ts), in
 * the same order. Only the text lives here: route, file name and module are the English
 * table's. app/content/en/page-texts.ts gives the English texts the same shape.
 */
import type { PageText } from "../en/page-texts";
import type { PagePath } from "../pages";
import { projects } from "./projects";
import { site } from "./site";

export const pageTexts: Record<PagePath, PageText> = {
  "/": {
    title: "Ingenjör inom AI, optimering och järnvägskapacitet",
    description:
      `Portfolio och konsulttjänster från en AI- och optimeringsingenjör i ${site.city}: kapacitetsanalys för järnväg, optimering av tidtabeller, förstärkningsinlärning och tillämpningar med språkmodeller.`,
    heading: `Hej, jag heter ${site.firstName} – jag hjälper tåg, modeller och tidtabeller att hålla tiden.`,
    intro:
      `AI- och optimeringsingenjör i ${site.city}. Jag kombinerar kapacitetsanalys för järnväg med operationsanalys, förstärkningsinlärning och språkmodeller för att göra överbelastade nät och röriga planer till tidtabeller som håller.`,
  },
  "/about": {
    title: "Om mig",
    description:
      "Bakgrund, erfarenhet och kompetens: kapacitetsanalys för järnväg, operationsanalys, maskininlärning och generativ AI.",
    heading: "Om mig",
    intro:
      "Kapacitetsanalytiker för järnväg på dagarna, optimerings- och AI-konsult av eget val. Så här kom jag hit, och det här är verktygen jag arbetar med.",
  },
  "/portfolio": {
    title: "Projekt",
    description:
      `${projects.length} projekt inom järnvägskapacitet, AI/ML och optimering: komprimering av tidtabeller, agenter för trafikledning, personalplanering och verktyg med språkmodeller.`,
    heading: "Projekt",
    intro:
      "Ett urval av arbeten inom järnvägskapacitet, maskininlärning och matematisk optimering – från kapacitetsanalyser enligt UIC 406 till agenter för trafikledning.",
  },
  "/blog": {
    title: "Blogg",
    description:
      "Tekniska artiklar om tidtabellsplanering för järnväg, matematisk optimering, förstärkningsinlärning och utveckling med språkmodeller.",
    heading: "Blogg",
    intro:
      "Anteckningar från praktiken: tidtabellsplanering, knep med lösare, experiment med förstärkningsinlärning och lärdomar från LLM-verktyg i drift.",
  },
  "/services": {
    title: "Tjänster",
    description:
      "Konsult- och utvecklingstjänster: optimeringsmodeller, kapacitetsutredningar för järnväg, system för maskininlärning och tillämpningar med språkmodeller.",
    heading: "Tjänster",
    intro:
      "Stöd där algoritmerna möter driften: kapacitetsutredningar, optimeringsmodeller, ML-system och tillämpningar med språkmodeller.",
  },
  "/contact": {
    title: "Kontakt",
    description:
      `Hör av dig om ett uppdrag, en kapacitetsutredning eller rådgivning. Jag finns i ${site.city} och arbetar även på distans.`,
    heading: "Kontakt",
    intro:
      "Har du en kapacitetsfråga, ett planeringsproblem eller en modell som ska ut i produktion? Skicka ett meddelande.",
  },
};
