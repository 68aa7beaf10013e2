import { simulationStations } from "~/lib/content/home";
import { NetworkSimPanel } from "./network-sim-panel";

/** The English home page's simulation: a chunk of its own (network-sim-island.tsx). */
export default function EnglishNetworkSim() {
  return <NetworkSimPanel stations={simulationStations} locale="en" />;
}
