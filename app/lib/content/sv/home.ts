/**
 * The home page's texts, terminal and hero graph in Swedish, from content/ (collections.ts declares the files). In Node this reads them
 * (data.server.ts); the site's build compiles this module to its checked values
 * (scripts/build/content-modules.ts), so a page's scripts carry this data and nothing else.
 */
import { loadOwnerData } from "../data.server";
export type { FeatureCard, FeatureIcon, GraphTrainKind } from "../collections";

export const { taglines, skillChips, featureCards, homeSections, terminalCommands, terminalWelcome, terminalSequences, terminalPrompt, simulationStations, homeAvailability, heroGraph } = loadOwnerData("sv");
