/**
 * The Services page in Swedish, twin of app/content/services.ts: the same five services with
 * their icons and contact routes, the same four process steps and the same four testimonials.
 * The testimonials' quotes stay in the language they were given in, marked by `lang`; who said
 * them and what the work was are described in Swedish.
 */
import type { ProcessStep, Service, ServiceContact, ServiceIcon, Testimonial } from "../services";
import { site } from "./site";

export type { ProcessStep, Service, ServiceContact, ServiceIcon, Testimonial };

const work: ServiceContact = { type: "work", email: site.email, phone: site.phone };
const marketplace: ServiceContact = {
  type: "marketplace",
  url: site.marketplaceUrl,
  label: `Beställ via ${site.marketplaceName}`,
};

export const services: readonly Service[] = [
  {
    icon: "train",
    title: "Kapacitetsanalys för järnväg",
    description:
      "Oberoende kapacitetsutredningar åt infrastrukturförvaltare, tågoperatörer och myndigheter: hur mycket trafik en bana klarar, var flaskhalsarna finns och vad en utbyggnad eller ett banarbete verkligen kostar.",
    features: [
      "Bedömning av kapacitetsutnyttjande enligt UIC 406 per linjedel",
      "Komprimering av tidtabeller och analys av lediga tåglägen",
      "Mikroskopisk simulering av tidtabellsalternativ",
      "Kapacitetspåverkan av banarbeten och avstängningar",
      "Tydliga rapporter och grafiska tidtabeller som beslutsunderlag",
    ],
    contact: work,
  },
  {
    icon: "calculator",
    title: "Optimerings- och planeringsmodeller",
    description:
      "Matematiska modeller för planeringsproblem som kalkylark inte klarar: tidtabeller, personalturer, fordonsomlopp, turlistor och rutter, byggda för att köras på era data och med er lösare.",
    features: [
      "Modeller med MILP och villkorsprogrammering",
      "Kolumngenerering för personal- och fordonsplanering",
      "Metaheuristiker (ALNS, tabusökning) för stora instanser",
      "Gurobi, OR-Tools eller HiGHS med öppen källkod",
      "Dokumentation av modellen och överlämning till ert team",
    ],
    contact: work,
  },
  {
    icon: "brain",
    title: "System för maskininlärning",
    description:
      "Prognos- och prediktionsmodeller som tas hela vägen från notebook till en övervakad tjänst: förseningsprognoser, efterfrågeprognoser och avvikelsedetektering i driftdata.",
    features: [
      "Förklarande variabler ur drift- och sensordata",
      "Modeller med gradientboosting och djupinlärning",
      "Ärlig utvärdering mot enkla referensmodeller",
      "Driftsättning som API med Docker",
      "Omträning och övervakning med MLflow",
    ],
    contact: marketplace,
  },
  {
    icon: "message",
    title: "Tillämpningar med språkmodeller och RAG",
    description:
      "Assistenter som svarar utifrån era egna dokument och anger sina källor, och funktioner med språkmodeller i befintliga verktyg – utvärderade innan de når användarna.",
    features: [
      "Hämtningsförstärkt generering (RAG) över era dokument",
      "Svar med källhänvisningar, och inget svar när källan saknas",
      "Utvärderingsset och regressionstester för promptar",
      "Azure OpenAI, OpenAI eller öppna modeller i egen drift",
      "Integration i webbappar och interna verktyg",
    ],
    contact: marketplace,
  },
  {
    icon: "bot",
    title: "Förstärkningsinlärning och simulering",
    description:
      "Simuleringsmiljöer och agenter med förstärkningsinlärning för styr- och trafikledningsproblem, jämförda med de regler ni använder i dag innan någon förlitar sig på dem.",
    features: [
      "Diskret händelsesimulering och trafiksimulering",
      "Egna miljöer i Gymnasium",
      "PPO- och DQN-agenter med Stable-Baselines3",
      "Jämförelse med regelbaserade och optimeringsbaserade referenser",
      "Rapporter från konceptstudier med tydliga begränsningar",
    ],
    contact: work,
  },
];

export const processSteps: readonly ProcessStep[] = [
  {
    step: 1,
    title: "Inledande samtal",
    description: "Vi går igenom problemet, vilka data ni har och hur ett bra resultat ser ut för er.",
    duration: "1–2 dagar",
  },
  {
    step: 2,
    title: "Analys och offert",
    description:
      "Jag sätter mig in i data och förutsättningar och skickar ett skriftligt förslag med upplägg, omfattning, delmål och pris.",
    duration: "2–3 dagar",
  },
  {
    step: 3,
    title: "Utveckling",
    description:
      "Arbete i korta iterationer med en demo vid varje delmål, så att ni kan styra medan modellen eller verktyget tar form.",
    duration: "2–8 veckor",
  },
  {
    step: 4,
    title: "Leverans och stöd",
    description:
      "Kod, dokumentation och en genomgång vid överlämningen, sedan stöd medan lösningen används i er verksamhet.",
    duration: "Löpande",
  },
];

/**
 * SAMPLE CONTENT, as in English: placeholders that show the layout. The quotes (`content`) are
 * the English module's, word for word, in the language they were given in.
 */
export const testimonials: readonly Testimonial[] = [
  {
    name: "Anna Berg",
    role: "Chef för tidtabellsplanering, regionalt tågföretag",
    content:
      "The capacity study showed exactly which sections blocked our extra departures, and the train graphs made the discussion with the infrastructure manager much easier.",
    tech: "Kapacitetsutredning enligt UIC 406",
    lang: "en",
  },
  {
    name: "Mikko Laine",
    role: "Driftchef, logistikföretag",
    content:
      "The routing solver replaced a manual planning routine. It was documented well enough that our own developers now maintain it.",
    tech: "Ruttplanering med ALNS",
    lang: "en",
  },
  {
    name: "Sara Holm",
    role: "Produktägare, företag inom ingenjörsprogramvara",
    content:
      "The document assistant cites its sources and says so when it does not know. That is what made our support team trust it.",
    tech: "RAG-assistent",
    lang: "en",
  },
  {
    name: "Johan Ek",
    role: "Depåchef, fordonsunderhåll",
    content:
      "Building the monthly roster used to take days of negotiation. Now we adjust preferences and re-solve, and every rest rule holds.",
    tech: "Turlistor med CP-SAT",
    lang: "en",
  },
];
