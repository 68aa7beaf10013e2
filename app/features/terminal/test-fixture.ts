import type { TerminalContext } from "./commands";

/** A small context for the unit tests; the real one is built from content in the home route. */
export const testContext: TerminalContext = {
  locale: "en",
  owner: {
    ownerName: "Ada Planner",
    role: "Optimisation Engineer",
    bio: ["First bio paragraph.", "Second bio paragraph."],
    email: "ada@example.com",
    phone: "+46 70 000 00 00",
    location: "Umeå, Sweden",
    availability: "Available for assignments",
    github: "https://github.com/ada",
    linkedin: "https://www.linkedin.com/in/ada",
    marketplaceName: "Fiverr",
    marketplaceUrl: "https://www.fiverr.com/ada",
  },
  skills: [
    { name: "Optimization & AI", skills: ["Gurobi", "OR-Tools"] },
    { name: "Data & Databases", skills: ["PostgreSQL"] },
  ],
  projects: [
    { title: "Timetable compression", image: "🚆", status: "Production", category: "Railway" },
    { title: "Delay forecaster", image: "📈", status: "Active", category: "AI/ML" },
    { title: "Crew scheduler", image: "🧮", status: "Completed", category: "Optimization" },
    { title: "Capacity dashboard", image: "📊", status: "Research", category: "Railway" },
  ],
  commands: [
    { name: "help", description: "List commands" },
    { name: "about", description: "About me" },
    { name: "skills", description: "Skills" },
    { name: "projects", description: "Projects" },
    { name: "contact", description: "Contact" },
    { name: "clear", description: "Clear" },
    { name: "matrix", description: "Matrix" },
    { name: "railway", description: "Railway" },
    { name: "ai", description: "AI" },
  ],
  sequences: {
    matrix: ["m1", "m2", "m3"],
    railway: ["r1", "r2"],
    ai: ["a1", "a2", "a3", "a4"],
  },
};
