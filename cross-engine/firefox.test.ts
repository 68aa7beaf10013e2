import { launchFirefox } from "./engines";
import { smokeSuite } from "./smoke";

smokeSuite(launchFirefox);
