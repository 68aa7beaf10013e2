/**
 * The home page's content in Swedish, twin of app/content/home.ts: the same exports, entries
 * and command names, with Swedish text. Like the English module it does not import the site
 * config at run time, so browser tests can import it. The shell prompt (`guest@…:~$`) and the
 * hero's train graph data are shared with the English module (app/content/home-graph.ts), which
 * this module imports for its types only: a Swedish page never loads the English content.
 */
import type * as en from "../home";
import type { FeatureCard, FeatureIcon, GraphTrainKind } from "../home";
import { graphStations, graphTrains, terminalPrompt as prompt } from "../home-graph";
import type { Site } from "../site";
import { site } from "./site";
import type { Localized } from "./localized";

export type { FeatureCard, FeatureIcon, GraphTrainKind };

/** Cycled by the typing animation under the greeting. */
export const taglines = [
  "Optimerar tidtabeller för järnväg med MILP och metaheuristiker",
  "Tränar agenter med förstärkningsinlärning för trafikledning",
  "Gör kapacitetsanalyser enligt UIC 406 till tidtabeller som håller",
  "Bygger språkmodellsassistenter som planerare kan granska och lita på",
] as const satisfies Localized<typeof en.taglines>;

export const skillChips = [
  "MILP och metaheuristiker",
  "Förstärkningsinlärning",
  "Järnvägskapacitet · UIC 406",
  "Språkmodeller och RAG",
  "Diskret händelsesimulering",
] as const satisfies Localized<typeof en.skillChips>;

export const featureCards: readonly FeatureCard[] = [
  {
    icon: "optimization",
    title: "Optimering med AI",
    description:
      "Blandad heltalsprogrammering, villkorsprogrammering och metaheuristiker för tidtabeller, turlistor och fordonsomlopp. Modeller som löser problemet inom en planeringscykel och som planerarna själva kan läsa och justera.",
    tags: ["Gurobi", "OR-Tools", "ALNS", "Kolumngenerering"],
  },
  {
    icon: "reinforcement",
    title: "Förstärkningsinlärning",
    description:
      "Agenter för trafikledning och omplanering som tränas i simulering för att lösa mötes- och förbigångskonflikter och återhämta trafiken efter störningar – alltid jämförda med den regelbaserade trafikledning de skulle ersätta.",
    tags: ["PyTorch", "Gymnasium", "PPO", "Grafneurala nätverk"],
  },
  {
    icon: "genai",
    title: "ML, språkmodeller och generativ AI",
    description:
      "Prognoser för förseningar och resande med gradientboosting, och språkmodellsassistenter som svarar utifrån tidtabeller, regelverk och störningsloggar – med dokumentsökning, källhänvisningar och ett utvärderingsset bakom varje ny version.",
    tags: ["LightGBM", "RAG", "Utvärdering av språkmodeller", "FastAPI"],
  },
];

export const homeSections = {
  features: { caption: "// vad jag gör", title: "Det här arbetar jag med" },
  terminal: {
    caption: "// terminal",
    title: "Interaktiv terminal",
    intro: "Fråga terminalen om mitt arbete. Skriv ett kommando och tryck på Enter.",
  },
  simulation: {
    caption: "// simulering",
    title: "Simulering av ett tågnät",
    intro:
      "Åtta tåg delar på en slinga. Starta dem och låt sedan optimeraren snabba upp dem och ta igen förseningarna.",
  },
  capacity: {
    caption: "// kapacitetslabb",
    title: "Kapacitetslabb: UIC 406 på en exempelbana",
    intro:
      "Ställ in trafiken under högtrafiktimmen i en riktning på sträckan Stockholm C – Uppsala C. Labbet komprimerar timmen som UIC 406 gör: hur stor del av timmen tågen tar i anspråk på varje delsträcka, var flaskhalsen ligger och hur tågens ordning påverkar resultatet.",
  },
  commands: { caption: "// kommandon", title: "Terminalens kommandon" },
} as const satisfies Localized<typeof en.homeSections>;

/** The terminal's commands: the same names as in English, in the same order, described in Swedish. */
export const terminalCommands = [
  { name: "help", description: "Visa de tillgängliga kommandona" },
  { name: "about", description: "Vem jag är och vad jag arbetar med" },
  { name: "skills", description: "Kompetenser per område, som på sidan Om mig" },
  { name: "projects", description: "Projekt ur portfolion, per område" },
  { name: "contact", description: "E-post, telefon och var du hittar mig" },
  { name: "clear", description: "Töm terminalens utskrift" },
  { name: "matrix", description: "Avkoda tidtabellsmatrisen" },
  { name: "railway", description: "Kör en simulerad kapacitetskontroll enligt UIC 406" },
  { name: "ai", description: "Be trafikledningsagenten om ett beslut" },
] as const satisfies Localized<typeof en.terminalCommands>;

/** The shell prompt is a user name and a host, not prose: the same in every language. */
export const terminalPrompt = prompt;

export function terminalWelcome(site: Pick<Localized<Site>, "productName" | "ownerName" | "location">): string[] {
  return [
    `Terminalen i ${site.productName} – ${site.ownerName}, ${site.location}`,
    "Skriv 'help' eller 'hjälp' för att se de tillgängliga kommandona.",
    "Tabb fyller i ett kommando, ↑ och ↓ bläddrar i historiken, Ctrl+L tömmer skärmen.",
  ];
}

/** Printed line by line by `matrix`, `railway` and `ai`; every run is simulated. */
export const terminalSequences = {
  matrix: [
    "Initierar tidtabellsmatrisen…",
    "01010100 01101001 01101101 01100101 01110100 01100001 01100010 01101100 01100101",
    "Läser in 1\u00a0284 villkor för tågföljdtider och uppehållstider i minnet…",
    "Avkodar tåggrafen: 312 tåglägen, 46 konflikter, 0 tillåtna genvägar.",
    "Vakna, planerare. Tidtabellen har dig.",
    "Matrissessionen är avslutad.",
  ],
  railway: [
    "Läser in nätmodellen: Stockholm C – Uppsala C (Ostkustbanan), 14 stationer…",
    "Läser in tidtabellen: högtrafiktimmen 07:00–08:00, 22 tåglägen i den mest belastade riktningen.",
    "Komprimerar tidtabellen enligt UIC 406…",
    "Kapacitetsutnyttjande: 78\u00a0% (UIC 406 rekommenderar högst 75\u00a0% under högtrafik på banor med blandad trafik).",
    "Konflikt: godståg 4711 och regionaltåg 8832 behöver samma blocksträcka norr om Märsta.",
    "Flyttar 3 tåglägen med högst 2 minuter… kapacitetsutnyttjandet är nu 71\u00a0%.",
    "Kapacitetskontrollen är klar (simulerad).",
  ],
  ai: [
    "Läser in trafikledningspolicyn (PPO, tränad på 20\u00a0000 simulerade störningsdygn)…",
    "Observation: 8 tåg på banan, 3 konflikter inom de närmaste 20 minuterna.",
    "Beslut: håll godståg 4711 i Rosersberg i 2 min och släpp förbi regionaltåg 8832.",
    "Simulerat utfall: −6,4 min total försening jämfört med trafikledning efter principen först till kvarn.",
    "Förklarar beslutet med planeringsassistenten (språkmodell + sökning i tidtabellen)…",
    "”Om 4711 väntar i Rosersberg är blocksträckan norr om Märsta fri när 8832 kommer.”",
    "Agentsessionen är avslutad (simulerad).",
  ],
} as const satisfies Localized<typeof en.terminalSequences>;

/** Labels of the stations drawn around the simulation loop, at 0, 25, 50 and 75 % of it. */
export const simulationStations = ["Centralen", "Norra avgr.", "Hamnen", "Godsbangården"] as const satisfies Localized<
  typeof en.simulationStations
>;

export const availability = {
  note: `Optimeringsmodeller, kapacitetsutredningar och AI-projekt – på distans eller på plats i och kring ${site.city}.`,
} as const satisfies Localized<typeof en.availability>;

/**
 * The hero picture: a time–distance diagram ("grafisk tidtabell") of a morning hour between
 * Stockholm and Uppsala. Stations and trains are the same in every language (home-graph.ts).
 */
export const heroGraph = {
  title: "Grafisk tidtabell, Stockholm C – Uppsala C, 07:00–08:00",
  stations: graphStations,
  trains: graphTrains,
} as const satisfies Localized<typeof en.heroGraph>;
