/**
 * The About page's "Journey" in Swedish, twin of app/content/journey.ts: the same four entries,
 * newest first, with the same years, types and technologies.
 */
import type { JourneyEntry, JourneyType } from "../journey";

export type { JourneyEntry, JourneyType };

export const journey: readonly JourneyEntry[] = [
  {
    year: "2024",
    title: "Kapacitetsanalytiker, järnväg",
    company: "En konsultfirma i Stockholm",
    location: "Stockholm, Sverige",
    description:
      "Kapacitetsanalyser och tidtabellsutredningar åt infrastrukturförvaltare och tågoperatörer: bedömning av kapacitetsutnyttjande enligt UIC 406, komprimering av tidtabeller, mikroskopisk simulering av planerad infrastruktur och kapacitetskonsekvenser av banarbeten.",
    tech: ["RailSys", "Python", "UIC 406", "railML", "PostgreSQL", "Power BI"],
    achievements: [
      "Automatiserade beräkningen av kapacitetsutnyttjande enligt UIC 406 för hela stråk i Python",
      "Simulerade tidtabellsalternativ i en utredning om utbyggnad till dubbelspår",
      "Byggde ett verktyg för grafiska tidtabeller som gruppen använder i workshoppar om kapacitet",
    ],
    type: "work",
  },
  {
    year: "2023",
    title: "Egen konsult och utvecklare",
    company: "Egen firma",
    location: "Distans",
    description:
      "Uppdrag inom optimering, maskininlärning och språkmodeller åt kunder inom logistik, transport och mjukvara: planeringsmodeller, prognoskedjor, prototyper med förstärkningsinlärning och RAG-assistenter – från första modell till driftsatt tjänst.",
    tech: ["Gurobi", "OR-Tools", "PyTorch", "LangChain", "FastAPI", "Docker"],
    achievements: [
      "Levererade en schemaläggningsmodell i CP-SAT som nu används i den månatliga personalplaneringen",
      "Driftsatte en RAG-assistent som svarar med källhänvisningar ur en kunds tekniska manualer",
      "Byggde en ruttoptimering med ALNS för en regional distributionsflotta",
    ],
    type: "freelance",
  },
  {
    year: "2022",
    title: "Masterstudent, transportsystem",
    company: "En teknisk högskola i Stockholm",
    location: "Stockholm, Sverige",
    description:
      "Masterstudier i transportsystem med inriktning mot trafikplanering för järnväg och operationsanalys: tidtabellsläggning, kapacitet, trafiksimulering och matematisk optimering.",
    tech: ["Python", "Gurobi", "OpenTrack", "MATLAB", "SimPy"],
    achievements: [
      "Examensarbete: MILP-baserad komprimering av tidtabeller för kapacitetsbedömning",
      "Kursprojekt i personalplanering och följdförseningar",
      "Övningsassistent i en kurs i optimering",
    ],
    type: "education",
  },
  {
    year: "2022",
    title: "Masterstudent, data science",
    company: "Ett finländskt universitet i Helsingfors",
    location: "Helsingfors, Finland",
    description:
      "Masterstudier i data science och maskininlärning: statistisk inlärning, djupinlärning, förstärkningsinlärning och språkteknologi, med projekt på transportdata.",
    tech: ["Python", "PyTorch", "scikit-learn", "Gymnasium", "R"],
    achievements: [
      "Projekt i förstärkningsinlärning för trafikledning på en simulerad enkelspårig bana",
      "Förseningsprognoser utifrån öppna data om tågens passager",
      "Kurser i språkteknologi som ledde vidare till mitt senare arbete med språkmodeller",
    ],
    type: "education",
  },
];
