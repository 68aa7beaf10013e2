/**
 * The Services page (spec section 3): five services, the four-step development process and
 * four client testimonials. Contact details come from the site config.
 */
import { site } from "./site";

/** Names of the lucide icons the Services page maps to components. */
export type ServiceIcon = "train" | "calculator" | "brain" | "bot" | "message";

/**
 * How to engage for a service: larger engagements go straight to the owner by e-mail or phone
 * ("work"); small fixed-scope jobs are ordered through the freelance marketplace.
 */
export type ServiceContact =
  | { type: "work"; email: string; phone: string }
  | { type: "marketplace"; url: string; label: string };

export interface Service {
  icon: ServiceIcon;
  title: string;
  description: string;
  features: readonly string[];
  contact: ServiceContact;
}

export interface ProcessStep {
  step: number;
  title: string;
  description: string;
  duration: string;
}

export interface Testimonial {
  name: string;
  role: string;
  content: string;
  /** The kind of work the testimonial is about, shown as a tag. */
  tech: string;
  /** The language of `content`, the quote, when it differs from the page's: it stays as said. */
  lang?: "en" | "sv";
}

const work: ServiceContact = { type: "work", email: site.email, phone: site.phone };
const marketplace: ServiceContact = {
  type: "marketplace",
  url: site.marketplaceUrl,
  label: `Order on ${site.marketplaceName}`,
};

export const services: readonly Service[] = [
  {
    icon: "train",
    title: "Railway Capacity Analysis",
    description:
      "Independent capacity studies for infrastructure managers, operators and authorities: how much traffic a line can take, where the bottlenecks are and what an upgrade or a possession really costs.",
    features: [
      "UIC 406 occupancy assessment per line section",
      "Timetable compression and spare-path analysis",
      "Microscopic simulation of timetable variants",
      "Capacity impact of possessions and works",
      "Clear reports and train graphs for decision makers",
    ],
    contact: work,
  },
  {
    icon: "calculator",
    title: "Optimization & Scheduling Models",
    description:
      "Mathematical models for planning problems that spreadsheets cannot solve: timetables, crew duties, rolling-stock circulations, rosters and routes, built to run on your data and your solver.",
    features: [
      "MILP and constraint-programming models",
      "Column generation for crew and vehicle scheduling",
      "Metaheuristics (ALNS, tabu search) for large instances",
      "Gurobi, OR-Tools or open-source HiGHS",
      "Model documentation and hand-over to your team",
    ],
    contact: work,
  },
  {
    icon: "brain",
    title: "Machine Learning Systems",
    description:
      "Forecasting and prediction models taken from notebook to a monitored service: delay prediction, demand forecasting and anomaly detection on operational data.",
    features: [
      "Feature engineering on operational and sensor data",
      "Gradient boosting and deep-learning models",
      "Honest evaluation against simple baselines",
      "Deployment as an API with Docker",
      "Retraining and monitoring with MLflow",
    ],
    contact: marketplace,
  },
  {
    icon: "message",
    title: "LLM Applications & RAG",
    description:
      "Assistants that answer from your own documents and cite their sources, plus LLM features inside existing tools, evaluated before they reach users.",
    features: [
      "Retrieval-augmented generation over your documents",
      "Answers with citations, refusal when sources are missing",
      "Evaluation sets and regression tests for prompts",
      "Azure OpenAI, OpenAI or self-hosted open models",
      "Integration into web apps and internal tools",
    ],
    contact: marketplace,
  },
  {
    icon: "bot",
    title: "Reinforcement Learning & Simulation",
    description:
      "Simulation environments and reinforcement-learning agents for control and dispatching problems, benchmarked against the rules you use today before anyone trusts them.",
    features: [
      "Discrete-event and traffic simulation models",
      "Custom Gymnasium environments",
      "PPO and DQN agents with Stable-Baselines3",
      "Comparison with rule-based and optimisation baselines",
      "Proof-of-concept reports with clear limits",
    ],
    contact: work,
  },
];

export const processSteps: readonly ProcessStep[] = [
  {
    step: 1,
    title: "Discovery Call",
    description: "We talk through the problem, the data you have and what a good result looks like for you.",
    duration: "1-2 days",
  },
  {
    step: 2,
    title: "Analysis & Proposal",
    description: "I study the data and constraints and send a written proposal with approach, scope, milestones and price.",
    duration: "2-3 days",
  },
  {
    step: 3,
    title: "Development",
    description: "Iterative work with a demo at every milestone, so you can steer while the model or tool takes shape.",
    duration: "2-8 weeks",
  },
  {
    step: 4,
    title: "Delivery & Support",
    description: "Code, documentation and a hand-over session, then support while the solution runs in your operation.",
    duration: "Ongoing",
  },
];

/**
 * SAMPLE CONTENT: these testimonials are placeholders that show the layout. Replace them with
 * real quotes from your clients (with their permission) before publishing.
 */
export const testimonials: readonly Testimonial[] = [
  {
    name: "Anna Berg",
    role: "Timetable Planning Manager, regional train operator",
    content:
      "The capacity study showed exactly which sections blocked our extra departures, and the train graphs made the discussion with the infrastructure manager much easier.",
    tech: "UIC 406 capacity study",
  },
  {
    name: "Mikko Laine",
    role: "Head of Operations, logistics company",
    content:
      "The routing solver replaced a manual planning routine. It was documented well enough that our own developers now maintain it.",
    tech: "ALNS routing",
  },
  {
    name: "Sara Holm",
    role: "Product Owner, engineering software firm",
    content:
      "The document assistant cites its sources and says so when it does not know. That is what made our support team trust it.",
    tech: "RAG assistant",
  },
  {
    name: "Johan Ek",
    role: "Depot Manager, rolling-stock maintenance",
    content:
      "Building the monthly roster used to take days of negotiation. Now we adjust preferences and re-solve, and every rest rule holds.",
    tech: "CP-SAT rostering",
  },
];
