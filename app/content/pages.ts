/**
 * The route table: one entry per page, in explorer and tab order. The router, the explorer,
 * the tab bar, the status bar, the sitemap and the meta tags all read it.
 */
import { formResults } from "./form-results";
import { site } from "./site";

export type FileType = "javascript" | "typescript" | "json" | "markdown";

export interface Page {
  path: string;
  file: string;
  type: FileType;
  /** Route module under app/routes. */
  module: string;
  title: string;
  description: string;
  /** The page's <h1> and the paragraph under it. */
  heading: string;
  intro: string;
}

export const pages = [
  {
    path: "/",
    file: "index.js",
    type: "javascript",
    module: "routes/home.tsx",
    title: "AI, Optimization & Railway Capacity Engineer",
    description:
      "Portfolio and consulting of an AI and optimisation engineer in Stockholm: railway capacity analysis, timetable optimisation, reinforcement learning and LLM applications.",
    heading: `Hi, I'm ${site.firstName} — I help trains, models and schedules run on time.`,
    intro:
      "AI and optimisation engineer in Stockholm. I combine railway capacity analysis with operations research, reinforcement learning and LLMs to turn congested networks and messy plans into timetables that hold.",
  },
  {
    path: "/about",
    file: "about.js",
    type: "javascript",
    module: "routes/about.tsx",
    title: "About",
    description:
      "Background, journey and skills: railway capacity analysis, operations research, machine learning and generative AI.",
    heading: "About me",
    intro:
      "Capacity analyst for railways by day, optimisation and AI consultant by choice. Here is how I got here and the tools I use.",
  },
  {
    path: "/portfolio",
    file: "portfolio.json",
    type: "json",
    module: "routes/portfolio.tsx",
    title: "Portfolio",
    description:
      "Eighteen projects in railway capacity, AI/ML and optimisation: timetable compression, dispatching agents, crew scheduling and LLM tools.",
    heading: "Portfolio",
    intro:
      "Selected work across railway capacity, machine learning and mathematical optimisation \u2014 from UIC 406 studies to dispatching agents.",
  },
  {
    path: "/blog",
    file: "blog.md",
    type: "markdown",
    module: "routes/blog.tsx",
    title: "Blog",
    description:
      "Technical articles on railway timetabling, mathematical optimisation, reinforcement learning and LLM engineering.",
    heading: "Blog",
    intro:
      "Notes from the field: timetabling, solver tricks, reinforcement learning experiments and lessons from shipping LLM tools.",
  },
  {
    path: "/services",
    file: "services.ts",
    type: "typescript",
    module: "routes/services.tsx",
    title: "Services",
    description:
      "Consulting and development services: optimisation models, railway capacity studies, machine-learning systems and LLM applications.",
    heading: "Services",
    intro:
      "Focused help where algorithms meet operations: capacity studies, optimisation models, ML systems and LLM applications.",
  },
  {
    path: "/contact",
    file: "contact.json",
    type: "json",
    module: "routes/contact.tsx",
    title: "Contact",
    description:
      "Get in touch about a project, a capacity study or a consultation. Based in Stockholm, working remotely.",
    heading: "Contact",
    intro:
      "Have a capacity question, a scheduling problem or a model that needs to go to production? Send a message.",
  },
] as const satisfies readonly Page[];

export type PagePath = (typeof pages)[number]["path"];

/** The page a pathname belongs to; unknown paths fall back to the index file, as in the spec. */
export function pageForPath(pathname: string): Page {
  const clean = pathname.replace(/\/+$/, "") || "/";
  // A form's result page (/contact/sent, …) is shown as part of the form's page.
  const owner = formResults.find((r) => r.path === clean)?.back.path ?? clean;
  return pages.find((p) => p.path === owner) ?? pages[0];
}

/**
 * What the editor shows as open: the page's entry and its file name. A post page (told by its
 * route, not by the path, so an unknown /blog/x stays the not-found page) sits under blog.md
 * and names its own Markdown file; a tag page sits under blog.md too, named `#<tag>`.
 */
export function openFile(pathname: string, postPage: boolean, tagPage = false): { page: Page; file: string; type: FileType } {
  if (postPage) {
    const slug = pathname.replace(/\/+$/, "").split("/").pop() ?? "";
    return { page: pageByPath("/blog"), file: `${slug}.md`, type: "markdown" };
  }
  if (tagPage) {
    const tag = /^\/blog\/tags\/([^/]+)/.exec(pathname)?.[1] ?? "";
    return { page: pageByPath("/blog"), file: `#${tag}`, type: "markdown" };
  }
  // The capacity lab's own page (issue 37) is a file of its own, not one of the six tabs.
  if (pathname.replace(/\/+$/, "") === "/lab") return { page: pageByPath("/"), file: LAB_FILE, type: "typescript" };
  const page = pageForPath(pathname);
  return { page, file: page.file, type: page.type };
}

/** The lab page's file name, as the palette's Go to file lists it. */
export const LAB_FILE = "lab.ts";

export function pageByPath(path: PagePath): Page {
  const page = pages.find((p) => p.path === path);
  if (!page) throw new Error(`No page with path ${path}`);
  return page;
}

/**
 * The page's 1200×630 share card (og:image), drawn at build time by scripts/build/share-images.ts;
 * a language other than English has its own cards under /og/<locale>/.
 */
export function shareImagePath(page: Pick<Page, "path">, locale: "en" | "sv" = "en"): string {
  return `/og/${locale === "en" ? "" : `${locale}/`}${page.path === "/" ? "home" : page.path.slice(1)}.png`;
}
