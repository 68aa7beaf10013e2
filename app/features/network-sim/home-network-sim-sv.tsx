import { simulationStations } from "~/lib/content/sv/home";
import { NetworkSimPanel } from "./network-sim-panel";

/** The Swedish home page's simulation: a chunk of its own (network-sim-island.tsx). */
export default function SwedishNetworkSim() {
  return <NetworkSimPanel stations={simulationStations} locale="sv" />;
}
