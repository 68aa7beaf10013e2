import { capacityLine, capacityTrainTypes } from "~/lib/content/capacity";
import { capacityLine as svLine, capacityTrainTypes as svTrainTypes } from "~/lib/content/sv/capacity";
import { type Scenario, scenarioOf } from "~/lib/capacity/scenario";
import type { Locale } from "~/lib/i18n/locale";

/** The home lab's line and traffic: what /lab shows first and after a reset. */
export const SAMPLE_SCENARIO = scenarioOf(capacityLine, capacityTrainTypes);

/** The sample in each language: its line and train types named as the home page's lab names them. */
export const SAMPLES: Record<Locale, Scenario> = { en: SAMPLE_SCENARIO, sv: scenarioOf(svLine, svTrainTypes) };
