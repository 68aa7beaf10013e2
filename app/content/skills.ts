/**
 * The six skill categories of the About page (spec section 3), in the spec's order. The home
 * terminal's `skills` command reads the same list, so edit skills here only.
 */
export interface SkillCategory {
  name: string;
  skills: readonly string[];
}

export const skillCategories: readonly SkillCategory[] = [
  {
    name: "Optimization & AI",
    skills: [
      "Mixed-integer linear programming (MILP)",
      "Column generation",
      "Constraint programming (CP-SAT)",
      "Adaptive large neighbourhood search",
      "Tabu search & simulated annealing",
      "Multi-objective optimisation (NSGA-II)",
      "Reinforcement learning (PPO, DQN)",
    ],
  },
  {
    name: "Machine Learning & Generative AI",
    skills: [
      "PyTorch",
      "scikit-learn",
      "Gradient boosting (LightGBM, XGBoost)",
      "Graph neural networks",
      "Time-series forecasting",
      "Retrieval-augmented generation",
      "LLM evaluation & fine-tuning (LoRA)",
    ],
  },
  {
    name: "Simulation & Modeling",
    skills: [
      "UIC 406 capacity assessment",
      "Timetable compression",
      "Microscopic rail simulation (RailSys, OpenTrack)",
      "Discrete-event simulation (SimPy)",
      "Delay propagation modelling",
      "Monte Carlo analysis",
    ],
  },
  {
    name: "Frameworks & Tools",
    skills: [
      "Python",
      "TypeScript",
      "Gurobi",
      "OR-Tools",
      "Pyomo",
      "Gymnasium & Stable-Baselines3",
      "FastAPI",
      "React",
    ],
  },
  {
    name: "Cloud & DevOps",
    skills: ["Docker", "Kubernetes", "Azure", "AWS", "GitHub Actions", "MLflow", "Terraform"],
  },
  {
    name: "Data & Databases",
    skills: ["PostgreSQL & PostGIS", "DuckDB", "pandas & Polars", "Apache Parquet", "railML", "GTFS", "Power BI"],
  },
];
