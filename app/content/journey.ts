/**
 * The About page's "Journey" (spec section 3): four entries, newest first. Employers and
 * universities are described rather than named; name them here if you want them named.
 */
export type JourneyType = "work" | "freelance" | "education";

export interface JourneyEntry {
  year: string;
  title: string;
  company: string;
  location: string;
  description: string;
  tech: readonly string[];
  achievements: readonly string[];
  /** Picks the entry's colour and icon on the page. */
  type: JourneyType;
}

export const journey: readonly JourneyEntry[] = [
  {
    year: "2024",
    title: "Capacity Analyst, Railway",
    company: "A consulting firm in Stockholm",
    location: "Stockholm, Sweden",
    description:
      "Capacity analyses and timetable studies for infrastructure managers and train operators: UIC 406 occupancy assessments, timetable compression, microscopic simulation of planned infrastructure and the capacity consequences of possessions.",
    tech: ["RailSys", "Python", "UIC 406", "railML", "PostgreSQL", "Power BI"],
    achievements: [
      "Automated the UIC 406 occupancy calculation for whole corridors in Python",
      "Simulated timetable variants for a double-track upgrade study",
      "Built a train-graph viewer the team uses in capacity workshops",
    ],
    type: "work",
  },
  {
    year: "2023",
    title: "Self-employed Consultant & Developer",
    company: "Own practice",
    location: "Remote",
    description:
      "Optimisation, machine-learning and LLM projects for clients in logistics, transport and software: scheduling models, forecasting pipelines, reinforcement-learning prototypes and retrieval-augmented assistants, from first model to deployed service.",
    tech: ["Gurobi", "OR-Tools", "PyTorch", "LangChain", "FastAPI", "Docker"],
    achievements: [
      "Delivered a CP-SAT rostering model now used for monthly staff planning",
      "Shipped a cited-answers RAG assistant over a client's technical manuals",
      "Built an ALNS routing solver for a regional delivery fleet",
    ],
    type: "freelance",
  },
  {
    year: "2022",
    title: "Master's Student, Transport Science",
    company: "A Stockholm technical university",
    location: "Stockholm, Sweden",
    description:
      "Master's studies in transport systems with a focus on railway traffic planning and operations research: timetabling, capacity, traffic simulation and mathematical optimisation.",
    tech: ["Python", "Gurobi", "OpenTrack", "MATLAB", "SimPy"],
    achievements: [
      "Thesis: MILP-based timetable compression for capacity assessment",
      "Course projects in crew scheduling and delay propagation",
      "Teaching assistant in an optimisation course",
    ],
    type: "education",
  },
  {
    year: "2022",
    title: "Master's Student, Data Science",
    company: "A Finnish university in Helsinki",
    location: "Helsinki, Finland",
    description:
      "Master's studies in data science and machine learning: statistical learning, deep learning, reinforcement learning and natural-language processing, with projects on transport data.",
    tech: ["Python", "PyTorch", "scikit-learn", "Gymnasium", "R"],
    achievements: [
      "Reinforcement-learning project on train dispatching in a simulated single-track line",
      "Delay prediction from open train-report data",
      "Coursework in NLP that led to later LLM work",
    ],
    type: "education",
  },
];
