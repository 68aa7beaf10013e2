import { launchWebKit } from "./engines";
import { smokeSuite } from "./smoke";

smokeSuite(launchWebKit);
