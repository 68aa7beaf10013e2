/**
 * The English pages' texts, keyed by the route table's paths (app/content/pages.ts), in the same
 * shape and order as the Swedish ones (app/content/sv/pages.ts). The route table holds what
 * every language shares (address, file name, module), so the scripts every page loads carry no
 * page's texts in any language: route loaders give a page its own (localized-pages.ts).
 */
import type { PagePath } from "../pages";
import { projects } from "../projects";
import { site } from "../site";

/** A page's <title>, meta description, <h1> and the paragraph under it. */
export interface PageText {
  title: string;
  description: string;
  heading: string;
  intro: string;
}

export const pageTexts: Record<PagePath, PageText> = {
  "/": {
    title: "AI, Optimization & Railway Capacity Engineer",
    description:
      `Portfolio and consulting of an AI and optimisation engineer in ${site.city}: railway capacity analysis, timetable optimisation, reinforcement learning and LLM applications.`,
    heading: `Hi, I'm ${site.firstName} — I help trains, models and schedules run on time.`,
    intro:
      `AI and optimisation engineer in ${site.city}. I combine railway capacity analysis with operations research, reinforcement learning and LLMs to turn congested networks and messy plans into timetables that hold.`,
  },
  "/about": {
    title: "About",
    description:
      "Background, journey and skills: railway capacity analysis, operations research, machine learning and generative AI.",
    heading: "About me",
    intro:
      "Capacity analyst for railways by day, optimisation and AI consultant by choice. Here is how I got here and the tools I use.",
  },
  "/portfolio": {
    title: "Portfolio",
    description:
      `${projects.length} projects in railway capacity, AI/ML and optimisation: timetable compression, dispatching agents, crew scheduling and LLM tools.`,
    heading: "Portfolio",
    intro:
      "Selected work across railway capacity, machine learning and mathematical optimisation \u2014 from UIC 406 studies to dispatching agents.",
  },
  "/blog": {
    title: "Blog",
    description:
      "Technical articles on railway timetabling, mathematical optimisation, reinforcement learning and LLM engineering.",
    heading: "Blog",
    intro:
      "Notes from the field: timetabling, solver tricks, reinforcement learning experiments and lessons from shipping LLM tools.",
  },
  "/services": {
    title: "Services",
    description:
      "Consulting and development services: optimisation models, railway capacity studies, machine-learning systems and LLM applications.",
    heading: "Services",
    intro:
      "Focused help where algorithms meet operations: capacity studies, optimisation models, ML systems and LLM applications.",
  },
  "/contact": {
    title: "Contact",
    description:
      `Get in touch about a project, a capacity study or a consultation. Based in ${site.city}, working remotely.`,
    heading: "Contact",
    intro:
      "Have a capacity question, a scheduling problem or a model that needs to go to production? Send a message.",
  },
};
