/**
 * Home page content: taglines, skill chips, feature cards, the terminal's welcome lines,
 * scripted sequences and command descriptions, and the labels of the simulation track.
 * Identity (name, bio, contact, city) comes from the site config, never repeated here.
 */
import { graphStations, graphTrains, terminalPrompt } from "./home-graph";
import { type Site, site as owner } from "./site";

/** Cycled by the typing animation under the greeting. */
export const taglines = [
  "Optimising railway timetables with MILP and metaheuristics",
  "Training reinforcement-learning agents for train dispatching",
  "Turning UIC 406 capacity studies into timetables that hold",
  "Building LLM assistants that planners can verify and trust",
] as const;

export const skillChips = [
  "MILP & Metaheuristics",
  "Reinforcement Learning",
  "Railway Capacity · UIC 406",
  "LLMs & RAG",
  "Discrete-Event Simulation",
] as const;

export type FeatureIcon = "optimization" | "reinforcement" | "genai";

export interface FeatureCard {
  icon: FeatureIcon;
  title: string;
  description: string;
  tags: readonly string[];
}

export const featureCards: readonly FeatureCard[] = [
  {
    icon: "optimization",
    title: "AI Optimization",
    description:
      "Mixed-integer programming, constraint programming and metaheuristics for timetables, crew rosters and rolling-stock circulation. Models that solve within a planning cycle and that planners can read and adjust.",
    tags: ["Gurobi", "OR-Tools", "ALNS", "Column generation"],
  },
  {
    icon: "reinforcement",
    title: "Reinforcement Learning",
    description:
      "Dispatching and rescheduling agents trained in simulation to resolve meet-and-pass conflicts and recover from disruptions, always benchmarked against the rule-based dispatching they would replace.",
    tags: ["PyTorch", "Gymnasium", "PPO", "Graph neural networks"],
  },
  {
    icon: "genai",
    title: "ML LLMs & GenAI",
    description:
      "Delay and demand forecasting with gradient boosting, and LLM assistants that answer from timetables, regulations and incident logs with retrieval, citations and an evaluation set behind every release.",
    tags: ["LightGBM", "RAG", "LLM evaluation", "FastAPI"],
  },
];

export const homeSections = {
  features: { caption: "// what I do", title: "What I work on" },
  terminal: {
    caption: "// terminal",
    title: "Interactive terminal",
    intro: "Ask the terminal about my work. Type a command and press Enter.",
  },
  simulation: {
    caption: "// simulation",
    title: "Train network simulation",
    intro:
      "Eight trains share one loop. Press Play to run them, then let the optimiser speed them up and absorb their delays.",
  },
  capacity: {
    caption: "// capacity-lab",
    title: "Capacity lab: UIC 406 on a sample line",
    intro:
      "Set the peak-hour traffic of one direction of Stockholm C – Uppsala C. The lab compresses the hour as UIC 406 does: how much of each section's hour the trains consume, where the bottleneck is, and how the order of the trains changes it.",
  },
  commands: { caption: "// commands", title: "Terminal commands" },
} as const;

/** The fixed command set of the terminal (spec section 9), in the order `help` lists it. */
export const terminalCommands = [
  { name: "help", description: "List the available commands" },
  { name: "about", description: "Who I am and what I work on" },
  { name: "skills", description: "Skills by category, as on the About page" },
  { name: "projects", description: "Projects from the portfolio, by category" },
  { name: "contact", description: "E-mail, phone and where to find me" },
  { name: "clear", description: "Clear the terminal output" },
  { name: "matrix", description: "Decode the timetable matrix" },
  { name: "railway", description: "Run a simulated UIC 406 capacity check" },
  { name: "ai", description: "Ask the dispatching agent for a decision" },
] as const;

export { terminalPrompt };

export function terminalWelcome(site: Pick<Site, "productName" | "ownerName" | "location">): string[] {
  return [
    `${site.productName} terminal — ${site.ownerName}, ${site.location}`,
    "Type 'help' to see the available commands.",
    "Tab completes a command, ↑ and ↓ walk the history, Ctrl+L clears the screen.",
  ];
}

/** Printed line by line by `matrix`, `railway` and `ai`; every run is simulated. */
export const terminalSequences = {
  matrix: [
    "Initialising the timetable matrix…",
    "01010100 01101001 01101101 01100101 01110100 01100001 01100010 01101100 01100101",
    "Loading 1,284 headway and dwell constraints into memory…",
    "Decoding the train graph: 312 paths, 46 conflicts, 0 feasible shortcuts.",
    "Wake up, planner. The timetable has you.",
    "Matrix session closed.",
  ],
  railway: [
    "Loading network model: Stockholm C – Uppsala C (Ostkustbanan), 14 stations…",
    "Reading timetable: 07:00–08:00 peak hour, 22 train paths in the busiest direction.",
    "Compressing the timetable per UIC 406…",
    "Capacity consumption: 78 % (UIC 406 recommends at most 75 % in the peak for mixed traffic).",
    "Conflict: freight 4711 and regional 8832 need the same block section north of Märsta.",
    "Re-timing 3 paths by at most 2 minutes… consumption now 71 %.",
    "Capacity check complete (simulated).",
  ],
  ai: [
    "Loading dispatching policy (PPO, trained on 20,000 simulated disruption days)…",
    "Observation: 8 trains on the line, 3 conflicts in the next 20 minutes.",
    "Decision: hold freight 4711 at Rosersberg for 2 min, let regional 8832 pass.",
    "Simulated outcome: −6.4 min total delay against first-come-first-served dispatching.",
    "Explaining the decision with the planner assistant (LLM + timetable retrieval)…",
    "“Holding 4711 keeps the block north of Märsta free when 8832 is due.”",
    "Agent session finished (simulated).",
  ],
} as const;

/** Labels of the stations drawn around the simulation loop, at 0, 25, 50 and 75 % of it. */
export const simulationStations = ["Central", "North Jct", "Harbour", "Freight Yard"] as const;

export const availability = {
  note: `Optimisation models, capacity studies and AI projects — remote, or on site in the ${owner.city} region.`,
} as const;

export type { GraphTrainKind } from "./home-graph";

/**
 * The hero picture: a time–distance diagram (a "train graph", the timetable planner's
 * daily view) of a morning hour between Stockholm and Uppsala. Its stations and trains are in
 * app/content/home-graph.ts, the same in every language.
 */
export const heroGraph = {
  title: "Train graph, Stockholm C – Uppsala C, 07:00–08:00",
  stations: graphStations,
  trains: graphTrains,
} as const;
