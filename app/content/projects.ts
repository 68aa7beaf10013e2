/**
 * The eighteen portfolio projects (spec section 3). The Portfolio page and the home terminal's
 * `projects` command read this list. Repository links live under the site's GitHub account;
 * add `demo` to a project only when a public demo exists (none does yet).
 */
import { site } from "./site";

/** "Beta" is styled on the Portfolio page but no project uses it yet. */
export type ProjectStatus = "Production" | "Active" | "Research" | "Completed" | "Beta";

export type ProjectCategory = "Railway" | "AI/ML" | "Optimization";

export type Project = {
  id: number;
  title: string;
  description: string;
  /** An emoji shown as the card's picture. */
  image: string;
  tech: readonly string[];
  status: ProjectStatus;
  results: readonly string[];
  github: string;
  demo?: string;
  category: ProjectCategory;
};

export const projectCategories: readonly ProjectCategory[] = ["Railway", "AI/ML", "Optimization"];

const repo = (name: string) => `${site.github}/${name}`;

export const projects: readonly Project[] = [
  {
    id: 1,
    title: "UIC 406 Capacity Analyzer",
    description:
      "Computes infrastructure occupancy per line section following UIC Code 406: compresses the timetable on each section, adds buffer and maintenance supplements and flags sections above the recommended limits.",
    image: "🚆",
    tech: ["Python", "pandas", "railML", "FastAPI", "PostgreSQL"],
    status: "Production",
    results: [
      "Occupancy report for a whole corridor in minutes instead of a day of spreadsheet work",
      "Same compression result as the manual method on the validation sections",
      "Used in timetable-change capacity statements",
    ],
    github: repo("uic406-capacity-analyzer"),
    category: "Railway",
  },
  {
    id: 2,
    title: "Timetable Compression Engine",
    description:
      "Pushes train paths together on a double-track line under minimum headway and running-time constraints, to show how much spare capacity a timetable really leaves.",
    image: "🛤️",
    tech: ["Python", "Gurobi", "NetworkX", "railML"],
    status: "Active",
    results: [
      "Compresses a 300-train daily timetable in seconds",
      "Reports spare paths per hour and direction",
      "Headway rules configurable per signalling block",
    ],
    github: repo("timetable-compression"),
    category: "Railway",
  },
  {
    id: 3,
    title: "Delay Propagation Simulator",
    description:
      "Monte Carlo simulation of how primary delays spread through a timetable via shared tracks, connections and rolling-stock turns, to test a timetable's robustness before it runs.",
    image: "⏱️",
    tech: ["Python", "SimPy", "NumPy", "Plotly"],
    status: "Research",
    results: [
      "Knock-on delay distributions per station from 1,000 simulated days",
      "Compares buffer-time allocations side by side",
      "Calibrated against a season of recorded punctuality data",
    ],
    github: repo("delay-propagation-sim"),
    category: "Railway",
  },
  {
    id: 4,
    title: "Platform Assignment Optimizer",
    description:
      "Assigns arriving and departing trains to platform tracks at a busy terminal station, respecting route conflicts in the station throat, train lengths and turnaround times.",
    image: "🚉",
    tech: ["Python", "OR-Tools CP-SAT", "Pydantic"],
    status: "Completed",
    results: [
      "Conflict-free platform plans for a full weekday in under a minute",
      "Fewer crossing movements in the throat than the hand-made plan",
      "Re-plans a disrupted hour in seconds",
    ],
    github: repo("platform-assignment"),
    category: "Railway",
  },
  {
    id: 5,
    title: "Rolling-Stock Circulation Planner",
    description:
      "Builds daily circulations for multiple-unit fleets: which trainsets cover which trips, where they couple and uncouple, and when they reach the depot for maintenance.",
    image: "🔁",
    tech: ["Python", "Gurobi", "Pyomo", "PostgreSQL"],
    status: "Completed",
    results: [
      "Covers every trip with fewer trainsets than the previous plan in the case study",
      "Respects maintenance intervals by kilometre and by day",
      "Exports circulations to the planning system's import format",
    ],
    github: repo("rolling-stock-circulation"),
    category: "Railway",
  },
  {
    id: 6,
    title: "Train Graph Viewer",
    description:
      "Interactive time-distance diagram for timetables in railML, with occupancy blocks per section so planners can see conflicts and compressed capacity on one screen.",
    image: "📈",
    tech: ["TypeScript", "React", "D3", "railML"],
    status: "Active",
    results: [
      "Renders a full day of a busy line smoothly in the browser",
      "Highlights headway conflicts as they are edited",
      "Shared with colleagues for capacity workshops",
    ],
    github: repo("train-graph-viewer"),
    category: "Railway",
  },
  {
    id: 7,
    title: "RL Train Dispatching Agent",
    description:
      "A reinforcement-learning agent that decides train orders at junctions and passing loops during disruptions, trained in a simulated single-track network and compared with first-come-first-served dispatching.",
    image: "🤖",
    tech: ["Python", "PyTorch", "Gymnasium", "Stable-Baselines3"],
    status: "Research",
    results: [
      "Lower total delay than first-come-first-served on the test scenarios",
      "Decisions in milliseconds, fit for real-time advice",
      "Reward shaped on passenger-weighted delay",
    ],
    github: repo("rl-dispatching"),
    category: "AI/ML",
  },
  {
    id: 8,
    title: "Arrival Delay Prediction",
    description:
      "Predicts each train's delay at its next stations from its current position, recent running times and the traffic around it, updated every time a new train report arrives.",
    image: "🎯",
    tech: ["Python", "LightGBM", "Kafka", "FastAPI", "Docker"],
    status: "Production",
    results: [
      "Clearly better than the schedule-based estimate for predictions up to 30 minutes ahead",
      "Retrained weekly with MLflow tracking",
      "Serves predictions with low latency from a small container",
    ],
    github: repo("delay-prediction"),
    category: "AI/ML",
  },
  {
    id: 9,
    title: "Graph Neural Network for Network Delays",
    description:
      "Models the rail network as a graph of stations and sections and learns how delays spread between them, to predict knock-on delays from a snapshot of the network.",
    image: "🕸️",
    tech: ["Python", "PyTorch Geometric", "NetworkX", "DuckDB"],
    status: "Research",
    results: [
      "Captures delay spread across junctions that per-train models miss",
      "Trained on a year of train reports",
      "Written up as an internal research note",
    ],
    github: repo("gnn-network-delays"),
    category: "AI/ML",
  },
  {
    id: 10,
    title: "Network Statement RAG Assistant",
    description:
      "A retrieval-augmented LLM assistant that answers planners' questions about the network statement, track-access rules and capacity allocation, always citing the paragraph it used.",
    image: "💬",
    tech: ["Python", "LangChain", "pgvector", "Azure OpenAI", "FastAPI"],
    status: "Active",
    results: [
      "Every answer links to its source paragraph",
      "Evaluated on a hand-written question set before each release",
      "Refuses to answer when no source supports the answer",
    ],
    github: repo("network-statement-rag"),
    category: "AI/ML",
  },
  {
    id: 11,
    title: "Timetable Change Summarizer",
    description:
      "Compares two timetable versions and has an LLM write a plain-language summary of what changed for each line: new paths, moved departures, cancelled stops.",
    image: "📝",
    tech: ["Python", "OpenAI API", "Pydantic", "railML"],
    status: "Completed",
    results: [
      "Structured diff first, LLM only for wording, so numbers are never invented",
      "Draft change notices in minutes instead of hours",
      "Output checked against the diff automatically",
    ],
    github: repo("timetable-change-summarizer"),
    category: "AI/ML",
  },
  {
    id: 12,
    title: "Passenger Demand Forecasting",
    description:
      "Forecasts hourly boardings per station from ticket validations, calendar effects and weather, as input to train-length and capacity planning.",
    image: "👥",
    tech: ["Python", "LightGBM", "Prophet", "pandas"],
    status: "Completed",
    results: [
      "Captures holiday and event peaks the seasonal average misses",
      "Forecasts per station and hour, four weeks ahead",
      "Feeds the train-length planning sheet directly",
    ],
    github: repo("passenger-demand-forecast"),
    category: "AI/ML",
  },
  {
    id: 13,
    title: "Crew Scheduling with Column Generation",
    description:
      "Builds driver duties from train trips with column generation: a master problem covers every trip, a resource-constrained shortest-path pricing problem generates legal duties with breaks and sign-on rules.",
    image: "📋",
    tech: ["Python", "Gurobi", "C++", "Docker"],
    status: "Production",
    results: [
      "Fewer duties than the previous plan for the same trips",
      "Working-time rules encoded once, checked for every duty",
      "Full weekday schedule solved in minutes",
    ],
    github: repo("crew-scheduling-cg"),
    category: "Optimization",
  },
  {
    id: 14,
    title: "Track Possession Scheduler",
    description:
      "A MILP model that places maintenance possessions in the yearly plan so that work crews are used well and as few train paths as possible are cancelled or diverted.",
    image: "🔧",
    tech: ["Python", "Pyomo", "HiGHS", "PostgreSQL"],
    status: "Active",
    results: [
      "Bundles nearby works into shared possession windows",
      "Shows the traffic cost of each possession before it is booked",
      "Runs on the open-source HiGHS solver",
    ],
    github: repo("possession-scheduler"),
    category: "Optimization",
  },
  {
    id: 15,
    title: "ALNS Vehicle Routing Solver",
    description:
      "Adaptive large neighbourhood search for vehicle routing with time windows and capacities, with destroy and repair operators that adapt their weights during the search.",
    image: "🚚",
    tech: ["Python", "Numba", "NumPy"],
    status: "Completed",
    results: [
      "Within a few percent of best-known solutions on Solomon benchmark instances",
      "Solves 1,000-stop instances in under a minute",
      "Operators pluggable for pickup-and-delivery variants",
    ],
    github: repo("alns-vrp"),
    category: "Optimization",
  },
  {
    id: 16,
    title: "Multi-Objective Timetable Design",
    description:
      "NSGA-II search over periodic timetables that trades off travel time, transfer waiting time and robustness, showing planners the Pareto front instead of a single answer.",
    image: "🧭",
    tech: ["Python", "pymoo", "NumPy", "Plotly"],
    status: "Research",
    results: [
      "Pareto fronts of timetable variants for a regional network",
      "Robustness scored with the delay propagation simulator",
      "Presented at a university research seminar",
    ],
    github: repo("multi-objective-timetabling"),
    category: "Optimization",
  },
  {
    id: 17,
    title: "Energy-Efficient Driving Profiles",
    description:
      "Optimises speed profiles between stops (accelerate, cruise, coast, brake) to save traction energy while keeping the scheduled running time and the line's speed limits.",
    image: "⚡",
    tech: ["Python", "CasADi", "IPOPT", "NumPy"],
    status: "Research",
    results: [
      "Energy savings in simulation by using running-time supplements for coasting",
      "Respects gradients and speed restrictions along the line",
      "Profiles exportable as driver-advice tables",
    ],
    github: repo("energy-efficient-driving"),
    category: "Optimization",
  },
  {
    id: 18,
    title: "Depot Shift Rostering",
    description:
      "A CP-SAT model for the cyclic rosters of depot staff: shift coverage, rest rules, weekend fairness and individual preferences in one model.",
    image: "🗓️",
    tech: ["Python", "OR-Tools CP-SAT", "FastAPI", "React"],
    status: "Completed",
    results: [
      "Rosters that meet every rest rule by construction",
      "Weekend shifts spread evenly across staff",
      "Planners adjust preferences and re-solve in seconds",
    ],
    github: repo("depot-rostering"),
    category: "Optimization",
  },
];
