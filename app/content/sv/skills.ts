/**
 * The six skill categories in Swedish, twin of app/content/skills.ts: the same categories and
 * skills in the same order. Product and library names stay as they are spelt.
 */
import type { SkillCategory } from "../skills";

export type { SkillCategory };

export const skillCategories: readonly SkillCategory[] = [
  {
    name: "Optimering och AI",
    skills: [
      "Blandad heltalsprogrammering (MILP)",
      "Kolumngenerering",
      "Villkorsprogrammering (CP-SAT)",
      "Adaptiv stor grannskapssökning (ALNS)",
      "Tabusökning och simulerad glödgning",
      "Flermålsoptimering (NSGA-II)",
      "Förstärkningsinlärning (PPO, DQN)",
    ],
  },
  {
    name: "Maskininlärning och generativ AI",
    skills: [
      "PyTorch",
      "scikit-learn",
      "Gradientboosting (LightGBM, XGBoost)",
      "Grafneurala nätverk",
      "Prognoser för tidsserier",
      "Hämtningsförstärkt generering (RAG)",
      "Utvärdering och finjustering av språkmodeller (LoRA)",
    ],
  },
  {
    name: "Simulering och modellering",
    skills: [
      "Kapacitetsbedömning enligt UIC 406",
      "Komprimering av tidtabeller",
      "Mikroskopisk järnvägssimulering (RailSys, OpenTrack)",
      "Diskret händelsesimulering (SimPy)",
      "Modellering av följdförseningar",
      "Monte Carlo-analys",
    ],
  },
  {
    name: "Ramverk och verktyg",
    skills: [
      "Python",
      "TypeScript",
      "Gurobi",
      "OR-Tools",
      "Pyomo",
      "Gymnasium och Stable-Baselines3",
      "FastAPI",
      "React",
    ],
  },
  {
    name: "Moln och DevOps",
    skills: ["Docker", "Kubernetes", "Azure", "AWS", "GitHub Actions", "MLflow", "Terraform"],
  },
  {
    name: "Data och databaser",
    skills: ["PostgreSQL och PostGIS", "DuckDB", "pandas och Polars", "Apache Parquet", "railML", "GTFS", "Power BI"],
  },
];
