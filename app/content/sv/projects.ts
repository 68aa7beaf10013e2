/**
 * The eighteen portfolio projects in Swedish, twin of app/content/projects.ts: the same ids,
 * pictures, technologies, statuses, categories and repositories in the same order. Status and
 * category are the English module's values (they are filter keys); the pages show them in
 * Swedish through their own labels.
 */
import type { Project, ProjectCategory, ProjectStatus } from "../projects";
import { site } from "./site";

export type { Project, ProjectCategory, ProjectStatus };

// The filter's keys, the same as the English module's (the parity test holds them equal): written
// out rather than imported, so the Swedish terminal's chunk does not carry the English projects.
export const projectCategories: readonly ProjectCategory[] = ["Railway", "AI/ML", "Optimization"];

const repo = (name: string) => `${site.github}/${name}`;

export const projects: readonly Project[] = [
  {
    id: 1,
    title: "Kapacitetsanalys enligt UIC 406",
    description:
      "Beräknar kapacitetsutnyttjandet per linjedel enligt UIC 406: komprimerar tidtabellen på varje delsträcka, lägger på tillägg för buffert och underhåll och flaggar delsträckor över de rekommenderade gränserna.",
    image: "🚆",
    tech: ["Python", "pandas", "railML", "FastAPI", "PostgreSQL"],
    status: "Production",
    results: [
      "Rapport om kapacitetsutnyttjandet för ett helt stråk på några minuter i stället för en dags arbete i kalkylark",
      "Samma komprimeringsresultat som den manuella metoden på valideringssträckorna",
      "Används i kapacitetsutlåtanden inför nya tågplaner",
    ],
    github: repo("uic406-capacity-analyzer"),
    category: "Railway",
  },
  {
    id: 2,
    title: "Komprimering av tidtabeller",
    description:
      "Skjuter ihop tåglägen på en dubbelspårig bana med villkor för minsta tågföljdtid och gångtid, för att visa hur mycket ledig kapacitet en tidtabell verkligen lämnar.",
    image: "🛤️",
    tech: ["Python", "Gurobi", "NetworkX", "railML"],
    status: "Active",
    results: [
      "Komprimerar en dygnstidtabell med 300 tåg på några sekunder",
      "Redovisar lediga tåglägen per timme och riktning",
      "Tågföljdtiderna kan ställas in per blocksträcka",
    ],
    github: repo("timetable-compression"),
    category: "Railway",
  },
  {
    id: 3,
    title: "Simulering av följdförseningar",
    description:
      "Monte Carlo-simulering av hur primärförseningar sprider sig genom en tidtabell via gemensamma spår, anslutningar och fordonsomlopp, för att pröva tidtabellens robusthet innan den körs.",
    image: "⏱️",
    tech: ["Python", "SimPy", "NumPy", "Plotly"],
    status: "Research",
    results: [
      "Fördelningar av följdförseningar per station från 1\u00a0000 simulerade dygn",
      "Jämför olika sätt att fördela buffertid sida vid sida",
      "Kalibrerad mot en säsongs uppmätta punktlighet",
    ],
    github: repo("delay-propagation-sim"),
    category: "Railway",
  },
  {
    id: 4,
    title: "Optimering av spårtilldelning på station",
    description:
      "Tilldelar ankommande och avgående tåg plattformsspår på en hårt belastad ändstation, med hänsyn till tågvägskonflikter i växelområdet, tåglängder och vändtider.",
    image: "🚉",
    tech: ["Python", "OR-Tools CP-SAT", "Pydantic"],
    status: "Completed",
    results: [
      "Konfliktfria spårplaner för en hel vardag på under en minut",
      "Färre korsande tågvägar i växelområdet än i den manuella planen",
      "Planerar om en störd timme på några sekunder",
    ],
    github: repo("platform-assignment"),
    category: "Railway",
  },
  {
    id: 5,
    title: "Planering av fordonsomlopp",
    description:
      "Bygger dagliga omlopp för motorvagnsflottor: vilka fordon som kör vilka turer, var de kopplas ihop och isär och när de går till depå för underhåll.",
    image: "🔁",
    tech: ["Python", "Gurobi", "Pyomo", "PostgreSQL"],
    status: "Completed",
    results: [
      "Täcker alla turer med färre fordon än den tidigare planen i fallstudien",
      "Håller underhållsintervallen både i kilometer och i dagar",
      "Exporterar omloppen i planeringssystemets importformat",
    ],
    github: repo("rolling-stock-circulation"),
    category: "Railway",
  },
  {
    id: 6,
    title: "Visning av grafiska tidtabeller",
    description:
      "Interaktivt tid–sträcka-diagram för tidtabeller i railML, med beläggningstider per delsträcka så att planerare ser konflikter och komprimerad kapacitet på en och samma skärm.",
    image: "📈",
    tech: ["TypeScript", "React", "D3", "railML"],
    status: "Active",
    results: [
      "Visar ett helt dygn på en hårt trafikerad bana utan att hacka i webbläsaren",
      "Markerar konflikter i tågföljdtid medan tåglägena redigeras",
      "Delas med kollegor i workshoppar om kapacitet",
    ],
    github: repo("train-graph-viewer"),
    category: "Railway",
  },
  {
    id: 7,
    title: "RL-agent för trafikledning",
    description:
      "En agent med förstärkningsinlärning som bestämmer tågens ordning vid förgreningar och mötesstationer under störningar, tränad i ett simulerat nät med enkelspår och jämförd med trafikledning enligt först till kvarn.",
    image: "🤖",
    tech: ["Python", "PyTorch", "Gymnasium", "Stable-Baselines3"],
    status: "Research",
    results: [
      "Lägre total försening än först till kvarn i testscenarierna",
      "Beslut på millisekunder, tillräckligt snabbt för råd i realtid",
      "Belöningen bygger på resenärsviktad försening",
    ],
    github: repo("rl-dispatching"),
    category: "AI/ML",
  },
  {
    id: 8,
    title: "Prognoser för ankomstförseningar",
    description:
      "Förutsäger varje tågs försening vid de kommande stationerna utifrån dess aktuella position, de senaste gångtiderna och trafiken runt omkring, och uppdateras varje gång en ny passage rapporteras.",
    image: "🎯",
    tech: ["Python", "LightGBM", "Kafka", "FastAPI", "Docker"],
    status: "Production",
    results: [
      "Klart bättre än tidtabellsbaserade skattningar för prognoser upp till 30 minuter framåt",
      "Tränas om varje vecka, med uppföljning i MLflow",
      "Levererar prognoser med kort svarstid från en liten container",
    ],
    github: repo("delay-prediction"),
    category: "AI/ML",
  },
  {
    id: 9,
    title: "Grafneuralt nätverk för förseningar i nätet",
    description:
      "Modellerar järnvägsnätet som en graf av stationer och linjedelar och lär sig hur förseningar sprids mellan dem, för att förutsäga följdförseningar utifrån en ögonblicksbild av nätet.",
    image: "🕸️",
    tech: ["Python", "PyTorch Geometric", "NetworkX", "DuckDB"],
    status: "Research",
    results: [
      "Fångar förseningar som sprids över förgreningar, vilket modeller per tåg missar",
      "Tränad på ett års rapporterade tågpassager",
      "Sammanfattad i en intern forskningsrapport",
    ],
    github: repo("gnn-network-delays"),
    category: "AI/ML",
  },
  {
    id: 10,
    title: "RAG-assistent för järnvägsnätsbeskrivningen",
    description:
      "En språkmodellsassistent med RAG som svarar på planerares frågor om järnvägsnätsbeskrivningen, reglerna för tillträde till spåren och kapacitetstilldelningen – och alltid hänvisar till stycket den har använt.",
    image: "💬",
    tech: ["Python", "LangChain", "pgvector", "Azure OpenAI", "FastAPI"],
    status: "Active",
    results: [
      "Varje svar länkar till sitt källstycke",
      "Utvärderas mot en handskriven frågebank före varje ny version",
      "Avstår från att svara när ingen källa stöder svaret",
    ],
    github: repo("network-statement-rag"),
    category: "AI/ML",
  },
  {
    id: 11,
    title: "Sammanfattning av tidtabellsändringar",
    description:
      "Jämför två versioner av en tidtabell och låter en språkmodell skriva en sammanfattning på vanlig svenska av vad som har ändrats på varje linje: nya tåglägen, flyttade avgångar, slopade uppehåll.",
    image: "📝",
    tech: ["Python", "OpenAI API", "Pydantic", "railML"],
    status: "Completed",
    results: [
      "Först en strukturerad jämförelse, språkmodellen bara för formuleringen – så hittas inga siffror på",
      "Utkast till ändringsmeddelanden på minuter i stället för timmar",
      "Texten kontrolleras automatiskt mot jämförelsen",
    ],
    github: repo("timetable-change-summarizer"),
    category: "AI/ML",
  },
  {
    id: 12,
    title: "Prognoser för resandeefterfrågan",
    description:
      "Prognostiserar påstigande per station och timme utifrån biljettvalideringar, kalendereffekter och väder, som underlag för planering av tåglängder och kapacitet.",
    image: "👥",
    tech: ["Python", "LightGBM", "Prophet", "pandas"],
    status: "Completed",
    results: [
      "Fångar toppar vid helger och evenemang som säsongsmedelvärdet missar",
      "Prognoser per station och timme, fyra veckor framåt",
      "Matar kalkylen för tåglängdsplaneringen direkt",
    ],
    github: repo("passenger-demand-forecast"),
    category: "AI/ML",
  },
  {
    id: 13,
    title: "Personalplanering med kolumngenerering",
    description:
      "Bygger lokförarturer av tågens körningar med kolumngenerering: ett masterproblem täcker varje körning, och ett prissättningsproblem – kortaste väg med resursvillkor – genererar tillåtna turer med raster och regler för tjänstgöringsstart.",
    image: "📋",
    tech: ["Python", "Gurobi", "C++", "Docker"],
    status: "Production",
    results: [
      "Färre turer än i den tidigare planen för samma körningar",
      "Arbetstidsreglerna skrivs en gång och kontrolleras för varje tur",
      "En hel vardags turlista löses på några minuter",
    ],
    github: repo("crew-scheduling-cg"),
    category: "Optimization",
  },
  {
    id: 14,
    title: "Planering av banarbetstider",
    description:
      "En MILP-modell som lägger in banarbetstider i årsplanen så att arbetslagen utnyttjas väl och så få tåglägen som möjligt behöver ställas in eller ledas om.",
    image: "🔧",
    tech: ["Python", "Pyomo", "HiGHS", "PostgreSQL"],
    status: "Active",
    results: [
      "Samlar närliggande arbeten i gemensamma arbetsfönster",
      "Visar vad varje banarbetstid kostar i trafik innan den bokas",
      "Körs på lösaren HiGHS med öppen källkod",
    ],
    github: repo("possession-scheduler"),
    category: "Optimization",
  },
  {
    id: 15,
    title: "Ruttplanering med ALNS",
    description:
      "Adaptiv stor grannskapssökning (ALNS) för ruttplanering med tidsfönster och kapaciteter, med nedbrytnings- och reparationsoperatorer vars vikter anpassas under sökningen.",
    image: "🚚",
    tech: ["Python", "Numba", "NumPy"],
    status: "Completed",
    results: [
      "Inom några procent från bästa kända lösning på Solomons testinstanser",
      "Löser instanser med 1\u00a0000 stopp på under en minut",
      "Operatorerna kan bytas ut för varianter med upphämtning och leverans",
    ],
    github: repo("alns-vrp"),
    category: "Optimization",
  },
  {
    id: 16,
    title: "Tidtabeller med flera mål",
    description:
      "Sökning med NSGA-II bland periodiska tidtabeller som väger restid, väntetid vid byten och robusthet mot varandra och visar planerarna Paretofronten i stället för ett enda svar.",
    image: "🧭",
    tech: ["Python", "pymoo", "NumPy", "Plotly"],
    status: "Research",
    results: [
      "Paretofronter av tidtabellsalternativ för ett regionalt nät",
      "Robustheten bedöms med simuleringen av följdförseningar",
      "Presenterad vid ett forskningsseminarium på ett universitet",
    ],
    github: repo("multi-objective-timetabling"),
    category: "Optimization",
  },
  {
    id: 17,
    title: "Energieffektiva körprofiler",
    description:
      "Optimerar hastighetsprofilen mellan uppehållen (accelerera, hålla farten, frirulla, bromsa) för att spara traktionsenergi med bibehållen gångtid enligt tidtabellen och inom banans största tillåtna hastighet.",
    image: "⚡",
    tech: ["Python", "CasADi", "IPOPT", "NumPy"],
    status: "Research",
    results: [
      "Sparar energi i simulering genom att använda gångtidstilläggen till frirullning",
      "Tar hänsyn till lutningar och hastighetsnedsättningar längs banan",
      "Profilerna kan exporteras som tabeller med körråd till förarna",
    ],
    github: repo("energy-efficient-driving"),
    category: "Optimization",
  },
  {
    id: 18,
    title: "Turlistor för depåpersonal",
    description:
      "En CP-SAT-modell för depåpersonalens cykliska turlistor: bemanning av pass, vilotidsregler, rättvis fördelning av helger och individuella önskemål i en och samma modell.",
    image: "🗓️",
    tech: ["Python", "OR-Tools CP-SAT", "FastAPI", "React"],
    status: "Completed",
    results: [
      "Turlistor som uppfyller alla vilotidsregler redan genom sin konstruktion",
      "Helgpassen fördelas jämnt mellan medarbetarna",
      "Planerarna justerar önskemål och löser om på några sekunder",
    ],
    github: repo("depot-rostering"),
    category: "Optimization",
  },
];
